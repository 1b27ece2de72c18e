package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.DIGIT;

/**
 * {@code port = *DIGIT}. RFC 3986 sets no upper bound and allows an empty port ({@code
 * http://a:/}); the rule catalog reports ports above 65535 ({@code invalid-port}) and empty ports
 * ({@code non-normalized}), the grammar does not.
 */
final class Port {

  private Port() {}

  /** {@code port = *DIGIT}: returns the index after the digits from {@code i}. */
  static long port(String s, int i, int end) {
    int p = i;
    while (p < end && DIGIT.contains(s.charAt(p))) {
      p++;
    }
    return p;
  }
}
