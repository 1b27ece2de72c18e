package dev.urilint.evidence;

import dev.urilint.uri.UriChars;

/**
 * Whether a value is a host and a port and nothing else ({@code zk-1:2181}, {@code
 * localhost:8080}, {@code [::1]:9092}, {@code ${HOST}:2181}): a socket address to a consumer that
 * takes one (a ZooKeeper connect string, a registry or broker address), a URI that lost its scheme
 * to one that takes a URI. Which of the two a consumer takes, its key does not say ({@code
 * registry.url: zk-1:2181} is what Dubbo documents), so such a value is never reported as a
 * relative reference whose first segment has a colon, and no fix prepends {@code //} to it. With
 * a path after the port ({@code db:5432/app}) it is a URI whose scheme was left off.
 *
 * <pre>{@code
 * HostAndPort.isAlone("zk-1:2181");           // true
 * HostAndPort.isAlone("[::1]:9092");          // true
 * HostAndPort.isAlone("db:5432/app");         // false: a path follows
 * HostAndPort.isAlone("nginx:latest");        // false: no port
 * }</pre>
 */
public final class HostAndPort {

  private HostAndPort() {}

  /** Whether {@code value} is {@code host:port}, the host a name, an IPv4 or a bracketed IPv6 address. */
  public static boolean isAlone(String value) {
    int n = value.length();
    int colon = value.lastIndexOf(':');
    if (colon <= 0 || colon == n - 1 || n - colon - 1 > 5) {
      return false;
    }
    for (int i = colon + 1; i < n; i++) {
      if (!UriChars.isDigit(value.charAt(i))) {
        return false;
      }
    }
    if (value.charAt(0) == '[') {
      return value.charAt(colon - 1) == ']' && value.indexOf(']') == colon - 1;
    }
    for (int i = 0; i < colon; i++) {
      char c = value.charAt(i);
      if (!(UriChars.isAlpha(c) || UriChars.isDigit(c) || c == '-' || c == '.' || c == '_')) {
        return false;
      }
    }
    return true;
  }
}
