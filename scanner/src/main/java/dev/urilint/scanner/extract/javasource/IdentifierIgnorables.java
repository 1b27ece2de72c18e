package dev.urilint.scanner.extract.javasource;

import dev.urilint.source.UnicodeEscapes;
import java.util.Optional;

/**
 * Leaves out of a Java text, outside literals and comments, the characters javac ignores in an
 * identifier ({@link Character#isIdentifierIgnorable}: U+0000 to U+0008, U+000E to U+001B, U+007F
 * to U+009F and the format characters such as U+200B), as javac does when it compares names (JLS
 * 3.8): {@code DriverManager\u200b.getConnection(...)} and {@code URI\u0000.create(...)} call the
 * real methods, so the scanner must read them as {@code DriverManager} and {@code URI}, or the
 * sink hides. Literals and comments keep every character: an invisible character in a string is
 * part of its value.
 *
 * <pre>{@code
 * IdentifierIgnorables.strip("URI\u200b.create(\"a\u200bb\")");
 * // Optional[Translation[text=URI.create("a\u200bb"), ...]]: the string keeps its U+200B
 * IdentifierIgnorables.strip("URI.create(\"x\")");   // Optional.empty: nothing to leave out
 * }</pre>
 */
final class IdentifierIgnorables {

  private IdentifierIgnorables() {}

  /**
   * {@code text} without the ignorable characters outside its literals and comments, each char
   * mapped to its offset in {@code text}; empty when there is none, the common case, decided in
   * one pass without a copy.
   */
  static Optional<UnicodeEscapes.Translation> strip(String text) {
    int n = text.length();
    int first = -1;
    for (int i = 0; i < n; i++) {
      if (Character.isIdentifierIgnorable(text.charAt(i))) {
        first = i;
        break;
      }
    }
    if (first < 0) {
      return Optional.empty();
    }
    StringBuilder out = new StringBuilder(n);
    int[] offsets = new int[n + 1];
    boolean dropped = false;
    int i = 0;
    while (i < n) {
      int end = literalOrCommentEnd(text, i);
      if (end > i) {
        for (int k = i; k < end; k++) {
          offsets[out.length()] = k;
          out.append(text.charAt(k));
        }
        i = end;
        continue;
      }
      char c = text.charAt(i);
      if (Character.isIdentifierIgnorable(c)) {
        dropped = true;
      } else {
        offsets[out.length()] = i;
        out.append(c);
      }
      i++;
    }
    if (!dropped) {
      return Optional.empty();
    }
    offsets[out.length()] = n;
    int[] exact = new int[out.length() + 1];
    System.arraycopy(offsets, 0, exact, 0, exact.length);
    return Optional.of(new UnicodeEscapes.Translation(out.toString(), exact));
  }

  // The end of the comment, string, text block or char literal that starts at i; i if none does.
  private static int literalOrCommentEnd(String t, int i) {
    char c = t.charAt(i);
    int n = t.length();
    if (c == '/' && i + 1 < n && t.charAt(i + 1) == '/') {
      int eol = i;
      while (eol < n && t.charAt(eol) != '\n' && t.charAt(eol) != '\r') {
        eol++;
      }
      return eol;
    }
    if (c == '/' && i + 1 < n && t.charAt(i + 1) == '*') {
      int close = t.indexOf("*/", i + 2);
      return close < 0 ? n : close + 2;
    }
    if (t.startsWith("\"\"\"", i)) {
      int k = i + 3;
      while (k < n && !t.startsWith("\"\"\"", k)) {
        k += t.charAt(k) == '\\' ? 2 : 1;
      }
      return Math.min(n, k + 3);
    }
    if (c == '"' || c == '\'') {
      int k = i + 1;
      while (k < n && t.charAt(k) != c && t.charAt(k) != '\n' && t.charAt(k) != '\r') {
        k += t.charAt(k) == '\\' ? 2 : 1;
      }
      return Math.min(n, k + 1);
    }
    return i;
  }
}
