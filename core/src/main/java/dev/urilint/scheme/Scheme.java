package dev.urilint.scheme;

import java.util.Optional;

/**
 * What urilint knows about one scheme: the facts every rule, the normalizer and the scanner read
 * from {@link SchemeRegistry} instead of keeping their own lists.
 *
 * <pre>{@code
 * Scheme http = SchemeRegistry.lookup("HTTP");
 * http.defaultPort();          // 80
 * http.needsHost();            // true: "http:///x" names no server (RFC 9110 §4.2.1)
 * http.secureAlternative();    // Optional[https]
 * SchemeRegistry.lookup("vm").host().isNetworkAddress();   // false: vm://0 is an in-VM broker
 * }</pre>
 *
 * @param name the scheme, lower case
 * @param defaultPort the port a URI without one means (RFC 3986 §6.2.3), or {@code -1}
 * @param host what the host of its URIs is
 * @param hierarchical written {@code scheme://authority/path}, so {@code scheme//x} lost its colon
 * @param cleartext sends what it carries unencrypted to a server that may be remote
 * @param secureAlternative the drop-in encrypted scheme of a cleartext one, when there is one
 * @param common so common in configuration that {@code scheme:} alone marks a URI in plain text
 * @param emptyPathIsRoot an empty path means {@code "/"} (RFC 3986 §6.2.3: {@code http://a} is
 *     {@code http://a/})
 * @param typoTarget a scheme {@code unknown-scheme} suggests for a typo ({@code htps} → {@code https})
 * @param dialect who defines its syntax beyond RFC 3986
 */
public record Scheme(
    String name,
    int defaultPort,
    HostRole host,
    boolean hierarchical,
    boolean cleartext,
    Optional<String> secureAlternative,
    boolean common,
    boolean emptyPathIsRoot,
    boolean typoTarget,
    Dialect dialect) {

  /** Whether its URIs must name a host: {@code http:/x}, {@code https:///x} are mistakes. */
  public boolean needsHost() {
    return host == HostRole.NETWORK_REQUIRED;
  }

  /** Whether {@code port} (digits as written) is its default port. */
  public boolean isDefaultPort(CharSequence port, int start, int end) {
    if (defaultPort < 0 || end - start == 0 || end - start > 5) {
      return false;
    }
    int value = 0;
    for (int i = start; i < end; i++) {
      char c = port.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
      value = value * 10 + (c - '0');
    }
    // "080" is port 80 too, but its normal form keeps the digits: only the plain default is dropped.
    return value == defaultPort && port.charAt(start) != '0';
  }
}
