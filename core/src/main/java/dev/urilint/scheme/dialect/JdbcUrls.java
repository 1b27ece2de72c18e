package dev.urilint.scheme.dialect;

import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.util.Arrays;
import java.util.Optional;

/**
 * JDBC URLs as RFC 3986 sees them. A JDBC URL is {@code jdbc:} and its driver's URL (JDBC 4.3
 * §9.4); read whole, {@code jdbc:postgresql://[::1]:5432/db} has a {@code '['} in its path and is
 * no URI, although the driver's URL {@code postgresql://[::1]:5432/db} is one.
 *
 * <pre>{@code
 * JdbcUrls.asDriverScheme("jdbc:mysql:replication://h/db");   // "jdbc+mysql+replication://h/db"
 * JdbcUrls.withBracketsInPath("jdbc:postgresql://[::1]:5432/db", options);
 *     // the reference of "jdbc:postgresql://0::10:5432/db": scheme jdbc, the rest its path
 * }</pre>
 */
public final class JdbcUrls {

  private JdbcUrls() {}

  // "jdbc:" and a subprotocol name: the shape JDBC gives every driver's URL.
  public static boolean isJdbcUrl(String text) {
    return text.length() > 6
        && text.regionMatches(true, 0, "jdbc:", 0, 5)
        && (text.charAt(5) | 0x20) >= 'a'
        && (text.charAt(5) | 0x20) <= 'z'
        && text.indexOf(':', 5) > 0;
  }

  // "jdbc:mysql:replication://h/db" -> "jdbc+mysql+replication://h/db": the colon of "jdbc" and
  // of every name followed by another "name:" become '+'; the colon before "//" (or before
  // anything but a name, Oracle's "thin:@") stays the scheme's.
  public static String asDriverScheme(String text) {
    char[] chars = text.toCharArray();
    chars[4] = '+';
    int name = 5;
    while (true) {
      int colon = nameEnd(text, name);
      if (colon == name || colon >= text.length() || text.charAt(colon) != ':') {
        break;
      }
      int next = nameEnd(text, colon + 1);
      if (next == colon + 1 || next >= text.length() || text.charAt(next) != ':') {
        break;
      }
      chars[colon] = '+';
      name = colon + 1;
    }
    return new String(chars);
  }

  /**
   * Whether {@code text} is a JDBC URL whose driver's URL has an authority that RFC 3986 reads
   * ({@code jdbc:mysql://h:3306/x}, {@code jdbc:postgresql://[::1]/db}): {@code "://"} after the
   * subprotocol names, and no {@code ';'} in the authority, where SQL Server's driver starts its
   * properties ({@code jdbc:sqlserver://h:1433;user=admin@srv}: that {@code '@'} ends no userinfo).
   *
   * <pre>{@code
   * JdbcUrls.hasNestedAuthority("jdbc:mysql://db:3306/app");           // true
   * JdbcUrls.hasNestedAuthority("jdbc:sqlserver://h:1433;user=a@srv"); // false
   * JdbcUrls.hasNestedAuthority("jdbc:h2:mem:test");                   // false
   * }</pre>
   */
  public static boolean hasNestedAuthority(String text) {
    if (!isJdbcUrl(text)) {
      return false;
    }
    int slashes = text.indexOf("://", 5);
    if (slashes < 0) {
      return false;
    }
    for (int i = 5; i < slashes; i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == ':' || c == '-' || c == '.')) {
        return false; // "jdbc:tc:(?<x>...)://": not names before "//"
      }
    }
    for (int i = slashes + 3; i < text.length() && "/?#".indexOf(text.charAt(i)) < 0; i++) {
      if (text.charAt(i) == ';') {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code text} with each property value in ODBC braces filled with {@code 'x'}, at the same
   * indexes: SQL Server's driver reads {@code ;databaseName={my;db}} and {@code
   * ;password={Passw0rd}} as the text between the braces ({@link OdbcBraces}), which RFC 3986's
   * grammar need not accept. A brace that opens no value ({@code ;a=b{c}}) or never closes is
   * left as written. One pass: after an opening that does not close, no later one is tried.
   *
   * <pre>{@code
   * JdbcUrls.withBracedValuesFilled("jdbc+sqlserver://h;databaseName={my;db};user=sa");
   *     // "jdbc+sqlserver://h;databaseName=xxxxxxxx;user=sa"
   * }</pre>
   */
  public static String withBracedValuesFilled(String text) {
    char[] chars = null;
    int unclosed = text.length();
    for (int eq = text.indexOf("={"); eq >= 0 && eq + 1 < unclosed; eq = text.indexOf("={", eq + 1)) {
      int name = eq;
      while (name > 0 && Character.isLetterOrDigit(text.charAt(name - 1))) {
        name--;
      }
      if (name == eq || name == 0 || text.charAt(name - 1) != ';') {
        continue; // not a ";name=" property
      }
      int close = OdbcBraces.end(text, eq + 1);
      if (close < 0) {
        unclosed = eq + 1;
        continue;
      }
      chars = chars == null ? text.toCharArray() : chars;
      Arrays.fill(chars, eq + 1, close + 1, 'x');
      eq = close;
    }
    return chars == null ? text : new String(chars);
  }

  private static int nameEnd(String text, int from) {
    int i = from;
    while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) && text.charAt(i) < 0x80
        || text.charAt(i) == '-' || text.charAt(i) == '.')) {
      i++;
    }
    return i;
  }

  /**
   * For a JDBC URL that is no URI only because its driver's URL has an IP literal host: the
   * reference it would have with each bracket read as a path character (scheme {@code jdbc}, the
   * rest its path, the same indexes), so that the checks of {@code jdbc:} URLs reach its hosts and
   * ports. Empty for anything else.
   */
  public static Optional<UriReference> withBracketsInPath(String text, ParseOptions options) {
    if (!isJdbcUrl(text) || !(UriParser.parse(asDriverScheme(text), options) instanceof ParseResult.Parsed)) {
      return Optional.empty();
    }
    // The driver's URL is valid, so its brackets enclose IP literals, whose other characters are
    // all path characters too.
    return UriParser.parse(text.replace('[', '0').replace(']', '0'), options) instanceof ParseResult.Parsed p
        ? Optional.of(p.reference())
        : Optional.empty();
  }
}
