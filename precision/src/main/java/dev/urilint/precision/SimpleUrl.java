package dev.urilint.precision;

import java.util.Optional;

/**
 * A plain absolute http(s) URL of a real file, the only kind of value the recall suite plants a
 * defect into: {@code scheme://host[:port][/path]}, nothing else (no userinfo, query, fragment or
 * placeholder), so the planted string differs from a valid one by its defect alone.
 *
 * <pre>{@code
 * SimpleUrl.parse("https://repo.maven.apache.org:443/maven2");  // https, repo.maven.apache.org, 443, /maven2
 * SimpleUrl.parse("https://${host}/x");                         // empty
 * }</pre>
 *
 * @param port the port as written, empty when there is none
 * @param path empty or starting with {@code /}
 */
record SimpleUrl(String scheme, String host, String port, String path) {

  /** The URL, as written, or empty when {@code value} is not a plain http(s) URL. */
  static Optional<SimpleUrl> parse(String value) {
    int colon = value.indexOf("://");
    if (colon < 0) {
      return Optional.empty();
    }
    String scheme = value.substring(0, colon);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return Optional.empty();
    }
    int hostStart = colon + 3;
    int i = hostStart;
    while (i < value.length() && isHostChar(value.charAt(i))) {
      i++;
    }
    String host = value.substring(hostStart, i);
    if (host.isEmpty() || host.startsWith(".") || host.startsWith("-") || host.endsWith(".")) {
      return Optional.empty();
    }
    String port = "";
    if (i < value.length() && value.charAt(i) == ':') {
      int p = ++i;
      while (i < value.length() && Character.isDigit(value.charAt(i))) {
        i++;
      }
      port = value.substring(p, i);
      if (port.isEmpty() || port.length() > 5) {
        return Optional.empty();
      }
    }
    String path = value.substring(i);
    if (!path.isEmpty() && path.charAt(0) != '/') {
      return Optional.empty();
    }
    for (int k = 0; k < path.length(); k++) {
      if (!isPathChar(path.charAt(k))) {
        return Optional.empty();
      }
    }
    return Optional.of(new SimpleUrl(scheme, host, port, path));
  }

  private static boolean isHostChar(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-';
  }

  private static boolean isPathChar(char c) {
    return isHostChar(c) || c == '/' || c == '_' || c == '~';
  }

  /** {@code :port}, or nothing. */
  String portPart() {
    return port.isEmpty() ? "" : ":" + port;
  }

  /** Whether the host is a name with a dot, not an IPv4 address, loopback or a reserved example domain. */
  boolean hasPublicName() {
    String h = host.toLowerCase(java.util.Locale.ROOT);
    if (!h.contains(".") || h.chars().allMatch(c -> c == '.' || Character.isDigit(c))) {
      return false;
    }
    for (String reserved : new String[] {"example.com", "example.org", "example.net", "localhost"}) {
      if (h.equals(reserved) || h.endsWith("." + reserved)) {
        return false;
      }
    }
    return !h.endsWith(".local") && !h.endsWith(".test") && !h.endsWith(".example") && !h.endsWith(".invalid")
        && !h.endsWith(".localhost") && !h.endsWith(".internal") && !h.endsWith(".svc");
  }

  @Override
  public String toString() {
    return scheme + "://" + host + portPart() + path;
  }
}
