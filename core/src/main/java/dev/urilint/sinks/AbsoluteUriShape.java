package dev.urilint.sinks;

import dev.urilint.uri.UriChars;

/**
 * Whether a string outside any URI sink is plainly an absolute URI: a scheme (possibly nested, as in
 * {@code jdbc:postgresql}), {@code ://}, something after it, and no white space anywhere. Only such
 * strings get the security rules there; a sentence that mentions a URL does not.
 *
 * <pre>{@code
 * AbsoluteUriShape.isPlainlyAbsolute("https://bob:pw@example.com/");        // true
 * AbsoluteUriShape.isPlainlyAbsolute("jdbc:postgresql://db:5432/app");      // true
 * AbsoluteUriShape.isPlainlyAbsolute("see https://example.com");            // false
 * AbsoluteUriShape.isPlainlyAbsolute("localhost:8080");                     // false
 * }</pre>
 */
public final class AbsoluteUriShape {

  private AbsoluteUriShape() {}

  /** Whether {@code s} is plainly an absolute URI (see the class comment). */
  public static boolean isPlainlyAbsolute(String s) {
    int i = 0;
    int n = s.length();
    boolean sawSeparator = false;
    while (true) {
      // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
      if (i >= n || !UriChars.isAlpha(s.charAt(i))) {
        return false;
      }
      i++;
      while (i < n && UriChars.isSchemeChar(s.charAt(i))) {
        i++;
      }
      if (i >= n || s.charAt(i) != ':') {
        return false;
      }
      i++;
      if (s.startsWith("//", i)) {
        sawSeparator = true;
        i += 2;
        break;
      }
    }
    if (!sawSeparator || i >= n) {
      return false;
    }
    for (int k = 0; k < n; k++) {
      if (Character.isWhitespace(s.charAt(k))) {
        return false;
      }
    }
    return true;
  }
}
