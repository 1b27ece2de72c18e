package dev.urilint.sinks;

import dev.urilint.uri.UriChars;

/**
 * Whether a string outside any URI sink is plainly an absolute URI: a scheme (possibly nested, as in
 * {@code jdbc:postgresql}), {@code ://}, something after it, and no white space anywhere; or a JDBC
 * URL whose driver writes no {@code //} ({@code jdbc:oracle:thin:scott/tiger@db:1521:orcl}, {@code
 * jdbc:h2:mem:test}): a JDBC URL is a whole connection string wherever it is written, where a
 * {@code jdbc:} prefix or a pattern ({@code jdbc:tc:(?<type>[a-z]+)}) is none. Only such
 * strings get the security rules there; a sentence that mentions a URL does not.
 *
 * <pre>{@code
 * AbsoluteUriShape.isPlainlyAbsolute("https://bob:pw@example.com/");        // true
 * AbsoluteUriShape.isPlainlyAbsolute("jdbc:postgresql://db:5432/app");      // true
 * AbsoluteUriShape.isPlainlyAbsolute("see https://example.com");            // false
 * AbsoluteUriShape.isPlainlyAbsolute("jdbc:oracle:thin:scott/pw@db:1521:x");// true
 * AbsoluteUriShape.isPlainlyAbsolute("jdbc:postgresql");                    // false: a prefix
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
    int schemes = 0;
    while (true) {
      // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
      if (i >= n || !UriChars.isAlpha(s.charAt(i))) {
        // jdbc:oracle:thin:@db:1521:orcl, jdbc:derby:/tmp/db; not jdbc:tc:(?<type>...), a pattern
        return i < n && isJdbcWithout(s, schemes) && (UriChars.isDigit(s.charAt(i)) || s.charAt(i) == '@'
            || s.charAt(i) == '/');
      }
      i++;
      while (i < n && UriChars.isSchemeChar(s.charAt(i))) {
        i++;
      }
      if (i >= n || s.charAt(i) != ':') {
        // jdbc:oracle:thin:scott/tiger@db:1521:orcl, jdbc:h2:mem:test;MODE=x, jdbc:sqlite:app.db
        // have no "//" but are JDBC URLs all the same; jdbc:tc:mysql[^:]* is a pattern
        return isJdbcWithout(s, schemes) && (i >= n || "/@;?".indexOf(s.charAt(i)) >= 0);
      }
      schemes++;
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
    return hasNoWhiteSpace(s);
  }

  // "jdbc:", a driver and something after it, with no white space: a JDBC URL whose driver
  // writes no "//" (a prefix such as "jdbc:postgresql" has no part after its driver).
  private static boolean isJdbcWithout(String s, int schemes) {
    return schemes >= 2 && s.regionMatches(true, 0, "jdbc:", 0, 5) && hasNoWhiteSpace(s);
  }

  private static boolean hasNoWhiteSpace(String s) {
    for (int k = 0; k < s.length(); k++) {
      if (Character.isWhitespace(s.charAt(k))) {
        return false;
      }
    }
    return true;
  }
}
