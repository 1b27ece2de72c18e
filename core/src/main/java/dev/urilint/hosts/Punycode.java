package dev.urilint.hosts;

import java.util.Optional;

/**
 * Decodes the Punycode of an IDNA A-label (RFC 3492), so a homograph hidden as {@code
 * xn--pypal-4ve} can be checked as the Unicode label {@code pаypal} it displays as.
 *
 * <pre>{@code
 * Punycode.decodeLabel("xn--mnchen-3ya");   // Optional["münchen"]
 * Punycode.decodeLabel("example");          // Optional.empty(): not an A-label
 * Punycode.decodeLabel("xn--99999999999");  // Optional.empty(): overflows, not Punycode
 * }</pre>
 *
 * <p>Only decoding: urilint never builds A-labels. Bounded by the label's length; never throws.
 */
public final class Punycode {

  // RFC 3492 §5 parameter values for Punycode.
  private static final int BASE = 36;
  private static final int TMIN = 1;
  private static final int TMAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 128;
  private static final String PREFIX = "xn--";
  // A DNS label has at most 63 octets (RFC 1035 §2.3.4); longer input is not an A-label, and the
  // bound keeps the quadratic insertion below cheap on hostile input.
  private static final int MAX_LABEL = 63;

  private Punycode() {}

  /** The Unicode form of an A-label ({@code xn--} + Punycode, any case), if it decodes. */
  public static Optional<String> decodeLabel(String label) {
    if (label.length() <= PREFIX.length() || !label.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
      return Optional.empty();
    }
    return decode(label.substring(PREFIX.length()));
  }

  /** RFC 3492 §6.2, the decoding procedure, with its overflow checks. */
  static Optional<String> decode(String input) {
    if (input.length() > MAX_LABEL) {
      return Optional.empty();
    }
    int n = INITIAL_N;
    int i = 0;
    int bias = INITIAL_BIAS;
    int delimiter = input.lastIndexOf('-');
    StringBuilder output = new StringBuilder();
    for (int j = 0; j < Math.max(delimiter, 0); j++) {
      char c = input.charAt(j);
      if (c >= 0x80) {
        return Optional.empty();
      }
      output.append(c);
    }
    int in = delimiter > 0 ? delimiter + 1 : 0;
    while (in < input.length()) {
      int oldi = i;
      int w = 1;
      for (int k = BASE; ; k += BASE) {
        if (in >= input.length()) {
          return Optional.empty();
        }
        int digit = digit(input.charAt(in++));
        if (digit < 0 || digit > (Integer.MAX_VALUE - i) / w) {
          return Optional.empty();
        }
        i += digit * w;
        int t = k <= bias ? TMIN : Math.min(k - bias, TMAX);
        if (digit < t) {
          break;
        }
        if (w > Integer.MAX_VALUE / (BASE - t)) {
          return Optional.empty();
        }
        w *= BASE - t;
      }
      int length = output.codePointCount(0, output.length()) + 1;
      bias = adapt(i - oldi, length, oldi == 0);
      if (i / length > Integer.MAX_VALUE - n) {
        return Optional.empty();
      }
      n += i / length;
      i %= length;
      if (n > Character.MAX_CODE_POINT || (n >= 0xD800 && n <= 0xDFFF)) {
        return Optional.empty();
      }
      output.insert(output.offsetByCodePoints(0, i), Character.toChars(n));
      i++;
    }
    return Optional.of(output.toString());
  }

  // RFC 3492 §6.1.
  private static int adapt(int delta, int numPoints, boolean firstTime) {
    delta = firstTime ? delta / DAMP : delta / 2;
    delta += delta / numPoints;
    int k = 0;
    while (delta > ((BASE - TMIN) * TMAX) / 2) {
      delta /= BASE - TMIN;
      k += BASE;
    }
    return k + (BASE - TMIN + 1) * delta / (delta + SKEW);
  }

  // a-z and A-Z are 0-25, 0-9 are 26-35.
  private static int digit(char c) {
    if (c >= 'a' && c <= 'z') {
      return c - 'a';
    }
    if (c >= 'A' && c <= 'Z') {
      return c - 'A';
    }
    if (c >= '0' && c <= '9') {
      return c - '0' + 26;
    }
    return -1;
  }
}
