package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.source.JavaLiteral;
import java.util.Optional;

/**
 * The literals that can write the first colon of a plainly absolute URI: outside a sink only such
 * a string gets a rule, so a piece of code with none of them (and no sink's name) holds nothing
 * the prefilter must keep.
 *
 * <pre>{@code
 * SchemeColonLiterals.mayWriteSchemeColon("f(\"http://a\")", 2, 12, JavaTokens.STRING);   // true
 * SchemeColonLiterals.mayWriteSchemeColon("f(\"a: b\")", 2, 8, JavaTokens.STRING);        // false
 * }</pre>
 */
final class SchemeColonLiterals {

  private SchemeColonLiterals() {}

  /**
   * Whether the literal {@code text[start, end)} (quotes included) can write the first colon of a
   * plainly absolute URI ({@link dev.urilint.sinks.AbsoluteUriShape}: {@code scheme ":" ["scheme"
   * ":"]... "//" ...}, or a JDBC URL without {@code //}; no white space). Only a literal can write a {@code ':'} into a string (a
   * non-literal operand reads as {@code ${name}}), and the value starts with its scheme, so the
   * literal that writes the first colon has only scheme chars before it, and what follows it in
   * the literal continues the scheme chain: {@code "http:"}, {@code "http://a"}, {@code "://"},
   * {@code "jdbc:postgresql://"}, {@code ':'}, any literal that starts with {@code jdbc:}; not {@code "localhost:8080"}, {@code "key: value"},
   * {@code "{}:{}"}. A dotted host's colon before a port can write a URI whose scheme was left off
   * ({@link dev.urilint.sinks.SchemelessUriShape}: {@code "api.acme.io:8443/v1"}). A literal with
   * white space is no part of such a value, but for one space after its first char (a URI broken
   * by one space, {@link dev.urilint.sinks.AbsoluteUriShape#isBrokenByOneSpace}). A literal with an
   * escape ({@code "http\72//"} is {@code "http://"}) or a text block is read as javac decodes it
   * ({@link JavaLiteral}); one that does not decode, and a char literal with an escape, count as
   * able. Unicode escapes never reach here ({@link JavaLexer}).
   */
  static boolean mayWriteSchemeColon(String text, int start, int end, byte kind) {
    if (kind == JavaTokens.CHAR) {
      return text.charAt(start + 1) == ':' || text.charAt(start + 1) == '\\';
    }
    if (kind == JavaTokens.TEXT_BLOCK || hasBackslash(text, start, end)) {
      // Escapes and a text block's indentation: read the value javac gives it.
      Optional<JavaLiteral> decoded = JavaLiteral.of(text, start, end);
      return decoded.isEmpty() || startsSchemeChain(decoded.get().value(), 0, decoded.get().value().length());
    }
    return startsSchemeChain(text, start + 1, end - 1);
  }

  private static boolean hasBackslash(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (text.charAt(i) == '\\') {
        return true;
      }
    }
    return false;
  }

  // Whether s[from, to), with no white space but one space after its first char, has only scheme
  // chars before its first colon and the scheme chain goes on after it up to its end or a "//"; or
  // the colon of a dotted host and its port (api.acme.io:8443/v1, its scheme left off).
  private static boolean startsSchemeChain(String s, int from, int to) {
    boolean space = false;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c == ' ' && i > from && !space) {
        space = true; // https://acme.io/release notes: a URI broken by one space
      } else if (Character.isWhitespace(c)) {
        return false;
      }
    }
    if (to - from >= 5 && s.regionMatches(true, from, "jdbc:", 0, 5)) {
      return true; // a JDBC URL needs no "//" (jdbc:oracle:thin:scott/tiger@db:1521:orcl)
    }
    int i = schemeChars(s, from, to);
    if (i < to && s.charAt(i) == ':' && i + 1 < to && s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '9') {
      return s.lastIndexOf('.', i) >= from; // a dotted host and its port
    }
    while (true) {
      if (i == to || s.charAt(i) != ':') {
        return false;
      }
      i++; // after a colon: the literal ends, "//" follows, or another scheme and its colon
      if (i == to) {
        return true;
      }
      char c = s.charAt(i);
      if (c == '/') {
        return true; // "//" follows, or a "//" that lost a slash (https:/repo.maven.apache.org/maven2)
      }
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
        return false;
      }
      i = schemeChars(s, i, to);
      if (i == to) {
        return true;
      }
    }
  }

  // The index after the scheme chars (ALPHA / DIGIT / "+" / "-" / ".") from `i`.
  private static int schemeChars(String text, int i, int to) {
    while (i < to) {
      char c = text.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
        return i;
      }
      i++;
    }
    return i;
  }
}
