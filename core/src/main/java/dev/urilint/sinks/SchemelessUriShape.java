package dev.urilint.sinks;

import dev.urilint.hosts.HostLikeNames;
import dev.urilint.uri.UriChars;

/**
 * Whether a string is, as a whole, a URI whose scheme was left off: a host named under a top-level
 * domain, a port and a path ({@code api.acme.io:8443/v1}, {@code repo.maven.apache.org:8443/maven2}).
 * RFC 3986 reads {@code api.acme.io} as its scheme (§4.2), so a client given it fails or goes
 * elsewhere; a reader sees a URL with its {@code https://} lost. A config value under any key and a
 * Java string outside every sink are read so alike, and get {@code relative-colon-segment}.
 *
 * <p>Only that shape: a dotted host name whose last label is a top-level domain ({@link
 * HostLikeNames}; not {@code localhost}, a single label such as {@code db} or an IPv4 address,
 * which a {@code host:port} setting holds as often), one to five digits, and a path with at least
 * one character after its slash. Not an image reference ({@code
 * registry.acme.io:5000/team/app:1.0}, {@code .../app@sha256:...}: a colon or {@code @} after the
 * port), not {@code host:port} alone (what a {@code bootstrap.servers} or {@code *.hosts} setting
 * takes), nothing with white space, a pattern or notation ({@link
 * AbsoluteUriShape#writesPatternOrNotation}).
 *
 * <pre>{@code
 * SchemelessUriShape.is("api.acme.io:8443/v1");                 // true
 * SchemelessUriShape.is("registry.acme.io:5000/team/app:1.0");  // false: an image reference
 * SchemelessUriShape.is("kafka.acme.io:9092");                  // false: host and port alone
 * SchemelessUriShape.is("localhost:8080/auth");                 // false: no top-level domain
 * }</pre>
 */
public final class SchemelessUriShape {

  private SchemelessUriShape() {}

  /** Whether {@code s} is a host, port and path with its scheme left off (see the class comment). */
  public static boolean is(String s) {
    int colon = s.indexOf(':');
    if (colon <= 0) {
      return false;
    }
    String host = s.substring(0, colon);
    if (host.indexOf('.') < 0 || host.equalsIgnoreCase("localhost") || isDottedNumbers(host)
        || !HostLikeNames.looksLikeHost(host)) {
      return false;
    }
    int i = colon + 1;
    while (i < s.length() && UriChars.isDigit(s.charAt(i))) {
      i++;
    }
    int digits = i - colon - 1;
    if (digits < 1 || digits > 5 || i + 1 >= s.length() || s.charAt(i) != '/') {
      return false;
    }
    for (int k = i + 1; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == ':' || c == '@' || c <= ' ') {
        return false; // an image's tag or digest, or prose
      }
    }
    return !AbsoluteUriShape.writesPatternOrNotation(s);
  }

  private static boolean isDottedNumbers(String host) {
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      if (c != '.' && !UriChars.isDigit(c)) {
        return false;
      }
    }
    return true;
  }
}
