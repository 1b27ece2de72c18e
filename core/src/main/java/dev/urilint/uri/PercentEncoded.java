package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.HEXDIG;

/**
 * {@code pct-encoded = "%" HEXDIG HEXDIG}, and runs of a character class mixed with it (every
 * component but scheme and port allows pct-encoded beside its own characters).
 */
final class PercentEncoded {

  private PercentEncoded() {}

  /**
   * {@code pct-encoded = "%" HEXDIG HEXDIG}, with {@code s.charAt(i) == '%'}. Fails at the first
   * character after {@code %} that is not a hex digit, or at {@code end}.
   */
  static long pctEncoded(String s, int i, int end) {
    if (i >= end || s.charAt(i) != '%') {
      return Match.fail(i, GrammarRule.PCT_ENCODED);
    }
    if (i + 1 >= end || !HEXDIG.contains(s.charAt(i + 1))) {
      return Match.fail(i + 1, GrammarRule.PCT_ENCODED);
    }
    if (i + 2 >= end || !HEXDIG.contains(s.charAt(i + 2))) {
      return Match.fail(i + 2, GrammarRule.PCT_ENCODED);
    }
    return i + 3;
  }

  /**
   * {@code *( chars / pct-encoded )}: consumes the longest such run from {@code i} and returns the
   * index where it stops (a character outside {@code chars} and not {@code %}), or a failure for
   * a broken escape.
   */
  static long skip(String s, int i, int end, Chars3986.Mask chars) {
    int p = i;
    while (p < end) {
      char c = s.charAt(p);
      if (chars.contains(c)) {
        p++;
      } else if (c == '%') {
        long r = pctEncoded(s, p, end);
        if (Match.failed(r)) {
          return r;
        }
        p = (int) r;
      } else {
        break;
      }
    }
    return p;
  }
}
