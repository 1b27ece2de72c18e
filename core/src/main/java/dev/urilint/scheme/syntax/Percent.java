package dev.urilint.scheme.syntax;

/**
 * Percent-decoding for the checkers' comparisons (a {@code %40} in a mailto address is its
 * {@code @}). Bytes map to chars one to one: the checkers only compare ASCII.
 *
 * <pre>{@code
 * Percent.decode("a%40example.com");   // "a@example.com"
 * Percent.decode("100%");              // "100%": a stray '%' stays
 * }</pre>
 */
final class Percent {

  private Percent() {}

  static String decode(String text) {
    if (text.indexOf('%') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      int hi = i + 2 < text.length() ? hex(text.charAt(i + 1)) : -1;
      int lo = hi >= 0 ? hex(text.charAt(i + 2)) : -1;
      if (c == '%' && lo >= 0) {
        out.append((char) (hi * 16 + lo));
        i += 2;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int hex(char c) {
    return c < 128 ? Character.digit(c, 16) : -1;
  }
}
