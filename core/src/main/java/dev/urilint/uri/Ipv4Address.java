package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.DIGIT;

/**
 * {@code IPv4address} and {@code dec-octet}: dotted-decimal only, no leading zeros. Anything else
 * made of digits and dots ({@code 1.2.3.256}, {@code 01.2.3.4}, {@code 127.1}) is still a valid
 * {@code reg-name}, which is why {@link #isIpv4Address} decides only the {@link HostKind}.
 */
final class Ipv4Address {

  private Ipv4Address() {}

  /**
   * <pre>
   * dec-octet = DIGIT                 ; 0-9
   *           / %x31-39 DIGIT         ; 10-99
   *           / "1" 2DIGIT            ; 100-199
   *           / "2" %x30-34 DIGIT     ; 200-249
   *           / "25" %x30-35          ; 250-255
   * </pre>
   *
   * Takes the longest dec-octet at {@code i}: {@code "256"} matches {@code "25"}, {@code "01"}
   * matches {@code "0"}; the caller then fails on the digit that follows.
   */
  static long decOctet(String s, int i, int end) {
    if (i >= end || !DIGIT.contains(s.charAt(i))) {
      return Match.fail(i, GrammarRule.DEC_OCTET);
    }
    int value = s.charAt(i) - '0';
    int p = i + 1;
    if (value == 0) {
      return p;
    }
    while (p < end && p - i < 3 && DIGIT.contains(s.charAt(p))) {
      int next = value * 10 + (s.charAt(p) - '0');
      if (next > 255) {
        break;
      }
      value = next;
      p++;
    }
    return p;
  }

  /** {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}. */
  static long ipv4Address(String s, int i, int end) {
    long r = decOctet(s, i, end);
    for (int octet = 1; octet < 4; octet++) {
      if (Match.failed(r)) {
        return r;
      }
      int p = (int) r;
      if (p >= end || s.charAt(p) != '.') {
        return Match.fail(p, GrammarRule.IPV4_ADDRESS);
      }
      r = decOctet(s, p + 1, end);
    }
    return r;
  }

  /** Whether {@code s[start, end)} is exactly an {@code IPv4address}. */
  static boolean isIpv4Address(String s, int start, int end) {
    return ipv4Address(s, start, end) == end;
  }
}
