package dev.urilint.errorprone;

/**
 * Writes replacement text so it can go inside an existing string literal or text block.
 *
 * <pre>{@code
 * LiteralEscaper.escape("a\"b", false);   // a\"b
 * LiteralEscaper.escape("a\\b", false);   // a\\b
 * }</pre>
 */
final class LiteralEscaper {

  private LiteralEscaper() {}

  static String escape(String text, boolean textBlock) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append(textBlock ? "\n" : "\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20) {
            // Octal, not \\u: a Unicode escape of a control character would be translated before lexing.
            out.append(String.format("\\%03o", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
