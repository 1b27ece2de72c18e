package dev.urilint.uri;

import java.util.Objects;
import java.util.Optional;

/**
 * Builds a {@link UriReference} for a string known to be valid, without {@link UriParser}: RFC 3986
 * Appendix B splitting plus the authority's {@code userinfo@host:port}. Lets the transformation
 * tests run on their own; the conformance test goes through the real parser.
 */
final class References {

  private References() {}

  static UriReference of(String text) {
    int n = text.length();
    int i = 0;
    Span scheme = null;
    int colon = indexOfAny(text, ":/?#", 0);
    if (colon > 0 && colon < n && text.charAt(colon) == ':') {
      scheme = new Span(0, colon);
      i = colon + 1;
    }
    Span authority = null;
    Span userinfo = null;
    Span host = null;
    HostKind kind = null;
    Span port = null;
    if (text.startsWith("//", i)) {
      int start = i + 2;
      int end = indexOfAny(text, "/?#", start);
      authority = new Span(start, end);
      int at = text.indexOf('@', start);
      int hostStart = start;
      if (at >= 0 && at < end) {
        userinfo = new Span(start, at);
        hostStart = at + 1;
      }
      int hostEnd;
      if (hostStart < end && text.charAt(hostStart) == '[') {
        hostEnd = text.indexOf(']', hostStart) + 1;
        kind = Character.toLowerCase(text.charAt(hostStart + 1)) == 'v' ? HostKind.IPV_FUTURE : HostKind.IPV6;
      } else {
        hostEnd = indexOfAny(text, ":", hostStart);
        hostEnd = Math.min(hostEnd, end);
        kind = text.substring(hostStart, hostEnd).matches("\\d+\\.\\d+\\.\\d+\\.\\d+")
            ? HostKind.IPV4
            : HostKind.REG_NAME;
      }
      host = new Span(hostStart, hostEnd);
      if (hostEnd < end) {
        port = new Span(hostEnd + 1, end);
      }
      i = end;
    }
    int pathEnd = indexOfAny(text, "?#", i);
    Span path = new Span(i, pathEnd);
    i = pathEnd;
    Span query = null;
    if (i < n && text.charAt(i) == '?') {
      int end = indexOfAny(text, "#", i + 1);
      query = new Span(i + 1, end);
      i = end;
    }
    Span fragment = i < n ? new Span(i + 1, n) : null;
    return fromSpans(text, scheme, authority, userinfo, host, kind, port, path, query, fragment);
  }

  /**
   * A reference from spans into {@code input}; absent components are {@code null}. The parser
   * builds references from offsets; this is the tests' way to write one out by hand.
   *
   * @throws IllegalArgumentException when the spans are not those of one URI-reference (an
   *     authority without its host, a scheme not at the start, components not where their
   *     delimiters put them, a host kind that is not the host's)
   */
  static UriReference fromSpans(
      String input, Span scheme, Span authority, Span userinfo, Span host, HostKind hostKind,
      Span port, Span path, Span query, Span fragment) {
    Objects.requireNonNull(input);
    Objects.requireNonNull(path);
    if ((authority == null) != (host == null) || (host == null) != (hostKind == null)) {
      throw new IllegalArgumentException("authority, host and host kind go together");
    }
    if (scheme != null && scheme.start() != 0) {
      throw new IllegalArgumentException("a scheme starts the reference");
    }
    UriReference uri =
        new UriReference(
            input, scheme == null ? -1 : scheme.end(), host == null ? -1 : host.start(),
            host == null ? -1 : host.end(), path.start(), path.end(),
            fragment == null ? -1 : fragment.start(),
            Chars3986.recordedIn(input, host == null ? -1 : host.start(), host == null ? -1 : host.end()));
    if (hostKind != null && hostKind != Authority.hostKind(input, host.start(), host.end())
        || !Objects.equals(uri.authoritySpan(), Optional.ofNullable(authority))
        || !Objects.equals(uri.userinfoSpan(), Optional.ofNullable(userinfo))
        || !Objects.equals(uri.portSpan(), Optional.ofNullable(port))
        || !Objects.equals(uri.querySpan(), Optional.ofNullable(query))
        || fragment != null && fragment.end() != input.length()) {
      throw new IllegalArgumentException("spans that no URI-reference has in " + input);
    }
    return uri;
  }

  private static int indexOfAny(String text, String chars, int from) {
    for (int i = from; i < text.length(); i++) {
      if (chars.indexOf(text.charAt(i)) >= 0) {
        return i;
      }
    }
    return text.length();
  }
}
