package dev.urilint.sinks;

import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
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
 * AbsoluteUriShape.isWhole("https://api.acme.io:99999/v1");                  // true
 * AbsoluteUriShape.isWhole("https://github\\.com/.*");                       // false: a pattern
 * }</pre>
 *
 * <p>{@link #isWhole} is the narrower question: is the string, as a whole, a URI a reader follows
 * or a client connects to, so that a grammar defect in it ({@code :99999}, {@code %zz}, {@code
 * htps://}) breaks it? A config value under any key and a Java string outside every sink are read
 * so: it is plainly absolute and writes nothing of a pattern or of documentation notation, which
 * use a URI's letters for something else ({@link #writesPatternOrNotation}).
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

  /**
   * Whether {@code s} is plainly absolute (see {@link #isPlainlyAbsolute}), writes nothing of a
   * pattern or of notation ({@link #writesPatternOrNotation}) and is no list of URIs: as a whole
   * a URI, whose grammar matters wherever it is written. A list ({@code
   * PLAINTEXT://0.0.0.0:9093,BROKER://0.0.0.0:9092}, Kafka's listeners in testcontainers) is
   * several URIs, each read on its own by a config reader ({@code UriList}); as one URI its first
   * port would run into the next item. A comma inside one URI is no list ({@code
   * jdbc:mysql://h1:3306,h2:3306/db}, {@code https://www.google.com/maps/@52.52,13.40,15z}).
   */
  public static boolean isWhole(String s) {
    return (isPlainlyAbsolute(s) || lostASlash(s)) && !writesPatternOrNotation(s) && !isList(s);
  }

  /**
   * Whether {@code s} is a URI whose {@code //} lost a slash: a well-known scheme whose URIs need a
   * host, {@code :/}, then a host name (dotted, or {@code localhost}) that ends where an authority
   * ends ({@code https:/repo.maven.apache.org/maven2}, {@code http:/localhost:8080/uploads/}), and
   * no white space. A reader sees the broken link; {@code file:/tmp/x} (no host needed), {@code
   * http:/} alone and {@code http:/path} (no host name) do not read so.
   */
  public static boolean lostASlash(String s) {
    int n = s.length();
    int i = 0;
    if (n == 0 || !UriChars.isAlpha(s.charAt(0))) {
      return false;
    }
    while (i < n && UriChars.isSchemeChar(s.charAt(i))) {
      i++;
    }
    if (!s.startsWith(":/", i) || s.startsWith("://", i)) {
      return false;
    }
    Scheme scheme = SchemeRegistry.lookup(s, 0, i);
    if (!scheme.common() || !scheme.needsHost()) {
      return false;
    }
    int host = i + 2;
    int j = host;
    boolean dot = false;
    boolean letter = false;
    while (j < n && (UriChars.isAlpha(s.charAt(j)) || UriChars.isDigit(s.charAt(j))
        || s.charAt(j) == '-' || s.charAt(j) == '.')) {
      dot |= s.charAt(j) == '.';
      letter |= UriChars.isAlpha(s.charAt(j));
      j++;
    }
    boolean named = dot && letter && s.charAt(j - 1) != '.' || s.regionMatches(true, host, "localhost", 0, j - host)
        && j - host == "localhost".length();
    return named && (j == n || "/:?#".indexOf(s.charAt(j)) >= 0) && hasNoWhiteSpace(s);
  }

  /**
   * Whether {@code s} is a whole URI broken by one space, a space a URI never holds (RFC 3986
   * Appendix C): a whole URI ({@link #isWhole}) with a path after its authority up to a single
   * space, and after it one word that can only continue that path ({@code
   * https://github.com/acme/release notes}, {@code .../docs/My File.pdf}): letters, digits,
   * {@code - . _ ~ / %}, not ending in a full stop. Prose does not read so: a second URI ({@code
   * https://a/x https://b/y}, a list), a colon ({@code key: value}), a sentence's full stop, a
   * second space, or no path for the word to continue ({@code https://acme.io rocks}); nor does an
   * {@code xsi:schemaLocation} pair, whose word names a schema file ({@code .xsd}, {@code .dtd}). A config
   * value under any key and a Java string outside every sink are read so alike.
   *
   * <pre>{@code
   * AbsoluteUriShape.isBrokenByOneSpace("https://shiro.apache.org/release notes");  // true
   * AbsoluteUriShape.isBrokenByOneSpace("https://acme.io rocks");                   // false
   * AbsoluteUriShape.isBrokenByOneSpace("https://acme.io/docs is down.");           // false
   * }</pre>
   */
  public static boolean isBrokenByOneSpace(String s) {
    int space = s.indexOf(' ');
    if (space <= 0 || !continuesPath(s, space + 1) || namesASchemaFile(s)) {
      return false;
    }
    String head = s.substring(0, space);
    int slashes = head.indexOf("://");
    return slashes > 0 && head.indexOf('/', slashes + 3) > 0 && isWhole(head);
  }

  // An XML Schema or DTD file after the space: an xsi:schemaLocation pair, a namespace and where
  // its schema is ("http://tomcat.apache.org/xml tomcat-users.xsd"), which XML writes with one space.
  private static boolean namesASchemaFile(String s) {
    return s.regionMatches(true, s.length() - 4, ".xsd", 0, 4)
        || s.regionMatches(true, s.length() - 4, ".dtd", 0, 4);
  }

  // Whether s[from, end) is one word that can only continue a path: a path's letters with no
  // colon (no second URI, no "key: value"), not ending in a sentence's full stop. A placeholder
  // continues it too: "http://localhost/release notes${getServletContextName()}", the scanner's
  // reading of a literal and the call it is concatenated with.
  private static boolean continuesPath(String s, int from) {
    int n = s.length();
    if (from >= n || s.charAt(n - 1) == '.') {
      return false;
    }
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      int close = c == '$' && i + 1 < n && s.charAt(i + 1) == '{' ? s.indexOf('}', i + 2) : -1;
      if (close > 0) {
        i = close;
      } else if (!(UriChars.isAlpha(c) || UriChars.isDigit(c) || "-._~/%".indexOf(c) >= 0)) {
        return false;
      }
    }
    return true;
  }

  // A comma followed by a scheme and "://": the next item of a list of URIs.
  private static boolean isList(String s) {
    for (int comma = s.indexOf(','); comma >= 0; comma = s.indexOf(',', comma + 1)) {
      int i = comma + 1;
      if (i < s.length() && UriChars.isAlpha(s.charAt(i))) {
        while (i < s.length() && UriChars.isSchemeChar(s.charAt(i))) {
          i++;
        }
        if (s.startsWith("://", i)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code s} writes something else with a URI's letters:
   *
   * <ul>
   *   <li>a regular expression: a backslash, {@code *}, {@code (?}, {@code ^} first or {@code $}
   *       last (a link checker's {@code ignorePatterns: ["https://github\.com/.*"]}, a route
   *       pattern in code);
   *   <li>documentation notation: square brackets after the authority ({@code
   *       http://thishost[:thisport]/}, {@code .../resources[?type=xxxxx]}), which a URI holds only
   *       around an IP literal, and parentheses (JMeter's manual: {@code
   *       jdbc:oracle:thin:@(description=(address=(host={mc-name})...))});
   *   <li>white space anywhere: prose that contains a URL.
   * </ul>
   *
   * <p>What a {@code ${...}} placeholder holds is the expression that fills it, no notation of
   * the value's own: {@code https://maven.apache.org/${trim()}}, the scanner's reading of {@code
   * "https://maven.apache.org/" + description.trim()}, writes none.
   *
   * <pre>{@code
   * AbsoluteUriShape.writesPatternOrNotation("https://github\\.com/.*");    // true
   * AbsoluteUriShape.writesPatternOrNotation("http://thishost[:thisport]/"); // true
   * AbsoluteUriShape.writesPatternOrNotation("http://[::1]:8080/");          // false: an IP literal
   * AbsoluteUriShape.writesPatternOrNotation("http://h/${getPath()}");       // false: a placeholder
   * }</pre>
   */
  public static boolean writesPatternOrNotation(String s) {
    int n = s.length();
    if (n == 0) {
      return false;
    }
    if (s.charAt(0) == '^' || s.charAt(n - 1) == '$' || s.contains("(?")) {
      return true;
    }
    int literal = ipLiteralEnd(s);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      int close = c == '$' && i + 1 < n && s.charAt(i + 1) == '{' ? s.indexOf('}', i + 2) : -1;
      if (close > 0) {
        i = close; // a placeholder's expression is what fills it, not notation
        continue;
      }
      if (Character.isWhitespace(c) || c == '\\' || c == '*' || c == '(' || (c == '[' || c == ']') && i >= literal) {
        return true;
      }
    }
    return false;
  }

  // The end of an IP literal host ("://[::1]", "://u@[::1]"), where brackets are the URI's own;
  // 0 without one. Anywhere else a bracket is notation: "http://thishost[:thisport]/".
  private static int ipLiteralEnd(String s) {
    int slashes = s.indexOf("://");
    if (slashes < 0) {
      return 0;
    }
    int open = s.indexOf('[', slashes + 3);
    int close = open < 0 ? -1 : s.indexOf(']', open);
    if (open < 0 || close < 0 || !(open == slashes + 3 || s.charAt(open - 1) == '@')) {
      return 0;
    }
    return close + 1;
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
