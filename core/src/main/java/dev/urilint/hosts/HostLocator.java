package dev.urilint.hosts;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import dev.urilint.uri.UriReference;
import java.util.Optional;

/**
 * Finds the host (and the userinfo and port around it) of a candidate string, even where the
 * string is not a URI: an IRI with a Cyrillic host, a value with a space in its path. Host rules
 * still have something to say about such strings, and {@code malformed-uri} reports the rest.
 *
 * <pre>{@code
 * HostLocator.locate(Optional.empty(), "https://pаypal.com/a b");
 * // Optional[Located[host=[8, 18), port=Optional.empty, ...]]
 * }</pre>
 *
 * <p>A valid URI-reference gives the parser's spans. Otherwise the generic structure of RFC 3986
 * §3 is followed leniently: an optional {@code scheme ":"}, then {@code "//"}, then the authority
 * up to the first {@code /}, {@code ?}, {@code #} or {@code \}; the userinfo ends at its last
 * {@code @}; the port starts at the first {@code :} after the host (after {@code ]} for an IP
 * literal).
 */
public final class HostLocator {

  /**
   * Where the authority's parts are.
   *
   * @param host the host as written, brackets kept for an IP literal; may be empty
   * @param port the port digits after {@code :}, present when the colon is
   * @param userinfo the userinfo before {@code @}, present when the at sign is
   * @param strict whether the spans come from a successful RFC 3986 parse
   */
  public record Located(Span host, Optional<Span> port, Optional<Span> userinfo, boolean strict) {}

  private HostLocator() {}

  /**
   * The authority of a string: the parser's spans when it is a URI-reference, else the lenient
   * reading of {@code text} (a string whose placeholders are already neutralized).
   */
  public static Optional<Located> locate(Optional<UriReference> parsed, String text) {
    if (parsed.isPresent()) {
      UriReference uri = parsed.get();
      return uri.hostSpan().map(host -> new Located(host, uri.portSpan(), uri.userinfoSpan(), true));
    }
    return lenient(text);
  }

  /** The generic-structure reading of any string. */
  static Optional<Located> lenient(String s) {
    int start = schemeEnd(s);
    if (!s.startsWith("//", start)) {
      return Optional.empty();
    }
    int authority = start + 2;
    int end = authority;
    while (end < s.length() && "/?#\\".indexOf(s.charAt(end)) < 0) {
      end++;
    }
    int at = s.lastIndexOf('@', end - 1);
    Optional<Span> userinfo = Optional.empty();
    int hostStart = authority;
    if (at >= authority) {
      userinfo = Optional.of(new Span(authority, at));
      hostStart = at + 1;
    }
    int hostEnd = hostStart;
    if (hostStart < end && s.charAt(hostStart) == '[') {
      int close = s.indexOf(']', hostStart);
      hostEnd = close >= 0 && close < end ? close + 1 : end;
    } else {
      while (hostEnd < end && s.charAt(hostEnd) != ':') {
        hostEnd++;
      }
    }
    Optional<Span> port =
        hostEnd < end && s.charAt(hostEnd) == ':'
            ? Optional.of(new Span(hostEnd + 1, end))
            : Optional.empty();
    return Optional.of(new Located(new Span(hostStart, hostEnd), port, userinfo, false));
  }

  // Index after "scheme:" when the string starts with one (RFC 3986 §3.1), else 0.
  private static int schemeEnd(String s) {
    if (s.isEmpty() || !UriChars.isAlpha(s.charAt(0))) {
      return 0;
    }
    int i = 1;
    while (i < s.length() && UriChars.isSchemeChar(s.charAt(i))) {
      i++;
    }
    return i < s.length() && s.charAt(i) == ':' ? i + 1 : 0;
  }
}
