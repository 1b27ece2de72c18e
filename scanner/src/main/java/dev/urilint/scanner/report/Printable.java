package dev.urilint.scanner.report;

/**
 * Makes text from a scanned file safe to print in a human-readable report: a value or a file name
 * holding a carriage return, line feed or escape sequence must not move the cursor, erase a line
 * on a terminal ("CR ESC [2K all clean") or start a line that looks like a finding of its
 * own (a file named {@code a\nb.yml:1:1: error: ...}). Every C0 control, DEL, C1 control, the
 * Unicode line and paragraph separators and the bidirectional overrides (Trojan Source, CVE-2021-42574)
 * become visible escapes: {@code \n}, {@code \r}, {@code \t}, else {@code &#92;u001b} style. JSON and
 * SARIF escape by their own grammar and need none of this.
 *
 * <pre>{@code
 * Printable.escape("http://h/\r all clean");   // "http://h/\\r all clean"
 * Printable.escape("café");                             // "café": printable text is unchanged
 * }</pre>
 */
public final class Printable {

  private Printable() {}

  /** {@code text} with every non-printing char as a visible escape; the same string when none. */
  public static String escape(String text) {
    int first = firstUnsafe(text);
    if (first < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    out.append(text, 0, first);
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isUnsafe(c)) {
        out.append(c);
      } else if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c == '\t') {
        out.append("\\t");
      } else {
        out.append(String.format("\\u%04x", (int) c));
      }
    }
    return out.toString();
  }

  /**
   * {@code text} with every non-printing char replaced by one visible char (its Unicode control
   * picture, {@code ␛} for ESC, or {@code �}), so that columns under it stay where they were: for
   * a source line shown above a caret line. A tab becomes a space.
   */
  public static String oneForOne(String text) {
    int first = firstUnsafe(text);
    if (first < 0) {
      return text;
    }
    char[] chars = text.toCharArray();
    for (int i = first; i < chars.length; i++) {
      char c = chars[i];
      if (c == '\t') {
        chars[i] = ' ';
      } else if (c < 0x20) {
        chars[i] = (char) (0x2400 + c);
      } else if (c == 0x7F) {
        chars[i] = '\u2421';
      } else if (isUnsafe(c)) {
        chars[i] = '\uFFFD';
      }
    }
    return new String(chars);
  }

  private static int firstUnsafe(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (isUnsafe(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /** C0, DEL, C1, LINE/PARAGRAPH SEPARATOR, and the bidi embeddings, overrides and isolates. */
  static boolean isUnsafe(char c) {
    return c < 0x20
        || (c >= 0x7F && c <= 0x9F)
        || (c >= '\u2028' && c <= '\u202E')
        || (c >= '\u2066' && c <= '\u2069')
        || c == '\u061C'
        || c == '\u200E'
        || c == '\u200F';
  }
}
