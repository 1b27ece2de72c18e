package dev.urilint.scheme.dialect;

import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import java.util.Locale;
import java.util.Set;

/**
 * A URI whose authority names several hosts, each with its port, as the clients of replicated
 * databases and coordination services take it: a MongoDB seed list ({@code
 * mongodb://h1:27017,h2:27017/app?replicaSet=rs0}), Redis Sentinel ({@code
 * redis-sentinel://h1:26379,h2:26379/0}), libpq ({@code postgresql://h1:5432,h2:5432/db}).
 * RFC 3986 reads {@code 27017,h2:27017} as one port and calls it malformed; the scheme's client
 * splits the list at its commas. Only the schemes listed here, whose clients document such a
 * list: elsewhere ({@code http://h1:80,h2:80/}) the comma is a mistake.
 *
 * <pre>{@code
 * HostLists.isValid("mongodb://h1:27017,h2:27017/app", ParseOptions.DEFAULT);  // true
 * HostLists.isValid("mongodb://h1:27017,h2:x/app", ParseOptions.DEFAULT);      // false: a bad port
 * HostLists.isValid("http://h1:80,h2:80/", ParseOptions.DEFAULT);              // false: no such dialect
 * }</pre>
 */
public final class HostLists {

  /** Schemes whose clients take a comma-separated list of {@code host[:port]} in the authority. */
  private static final Set<String> SCHEMES =
      Set.of("mongodb", "mongodb+srv", "redis", "rediss", "redis-sentinel", "postgresql", "postgres",
          "cassandra", "couchbase", "couchbases", "zookeeper", "zk", "etcd", "etcds", "nats", "tls",
          "memcached", "mysqlx", "clickhouse", "elasticsearch", "kafka", "nacos", "consul");

  private HostLists() {}

  /**
   * Whether {@code text} is {@code scheme://[userinfo@]host[:port],host[:port]...[path]} of a
   * listed scheme, the URI with its first host valid and every other host valid as an authority.
   */
  public static boolean isValid(String text, ParseOptions options) {
    int colon = text.indexOf("://");
    if (colon <= 0 || !SCHEMES.contains(text.substring(0, colon).toLowerCase(Locale.ROOT))) {
      return false;
    }
    int from = colon + 3;
    int end = from;
    while (end < text.length() && "/?#".indexOf(text.charAt(end)) < 0) {
      end++;
    }
    int hosts = Math.max(from, text.lastIndexOf('@', end - 1) + 1);
    int comma = text.indexOf(',', hosts);
    if (comma < 0 || comma >= end) {
      return false;
    }
    if (!(UriParser.parse(text.substring(0, comma) + text.substring(end), options) instanceof ParseResult.Parsed)) {
      return false;
    }
    for (int start = comma + 1; start <= end; ) {
      int next = text.indexOf(',', start);
      int itemEnd = next < 0 || next > end ? end : next;
      String item = text.substring(start, itemEnd);
      if (item.isEmpty() || !(UriParser.parse("x://" + item, options) instanceof ParseResult.Parsed p)
          || p.reference().pathSpan().length() > 0) {
        return false;
      }
      start = itemEnd + 1;
    }
    return true;
  }
}
