package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.HEXDIG;

/**
 * {@code IPv6address} with its nine forms, {@code h16} and {@code ls32}, recognised in one pass.
 *
 * <p>The nine alternatives of RFC 3986 §3.2.2 say together: eight 16-bit groups, or at most seven
 * around one {@code "::"}; an {@code IPv4address} may stand for the last two groups. The
 * recogniser counts groups instead of trying the alternatives, and fails at the first character
 * that no alternative can accept ({@code "1:2:3:4:5:6:7:8:9"} fails at the eighth colon).
 */
final class Ipv6Address {

  private static final int GROUPS = 8;

  private Ipv6Address() {}

  /**
   * <pre>
   * IPv6address =                            6( h16 ":" ) ls32
   *             /                       "::" 5( h16 ":" ) ls32
   *             / [               h16 ] "::" 4( h16 ":" ) ls32
   *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
   *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
   *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
   *             / [ *4( h16 ":" ) h16 ] "::"              ls32
   *             / [ *5( h16 ":" ) h16 ] "::"              h16
   *             / [ *6( h16 ":" ) h16 ] "::"
   * </pre>
   *
   * Returns the index after a complete address (the caller checks what follows: {@code "]"}, a
   * zone id, or the end), or the first character that cannot extend the address.
   */
  static long ipv6Address(String s, int i, int end) {
    int groups = 0;
    boolean elided = false;
    int p = i;
    if (p < end && s.charAt(p) == ':') {
      if (p + 1 >= end || s.charAt(p + 1) != ':') {
        return Match.fail(p + 1, GrammarRule.IPV6_ADDRESS);
      }
      elided = true;
      p += 2;
      if (p >= end || !HEXDIG.contains(s.charAt(p))) {
        return p;
      }
    }
    while (true) {
      int q = hexRun(s, p, end);
      if (q == p) {
        return Match.fail(p, GrammarRule.H16);
      }
      if (q < end && HEXDIG.contains(s.charAt(q))) {
        return Match.fail(q, GrammarRule.H16);
      }
      if (q < end && s.charAt(q) == '.') {
        return ipv4Tail(s, p, q, end, elided ? groups + 2 < GROUPS : groups == GROUPS - 2);
      }
      groups++;
      boolean colon = q < end && s.charAt(q) == ':';
      if (elided) {
        if (!colon) {
          return q;
        }
        if (groups >= GROUPS - 1) {
          return Match.fail(q, GrammarRule.IPV6_ADDRESS);
        }
        if (q + 1 < end && s.charAt(q + 1) == ':') {
          return Match.fail(q + 1, GrammarRule.IPV6_ADDRESS);
        }
        p = q + 1;
      } else if (groups == GROUPS) {
        return colon ? Match.fail(q, GrammarRule.IPV6_ADDRESS) : q;
      } else if (!colon) {
        return Match.fail(q, GrammarRule.IPV6_ADDRESS);
      } else if (q + 1 < end && s.charAt(q + 1) == ':') {
        elided = true;
        p = q + 2;
        if (p >= end || !HEXDIG.contains(s.charAt(p))) {
          return p;
        }
        if (groups >= GROUPS - 1) {
          return Match.fail(p, GrammarRule.IPV6_ADDRESS);
        }
      } else {
        p = q + 1;
      }
    }
  }

  /**
   * An {@code IPv4address} in the {@code ls32} position: the hex digits {@code s[p, dot)} read so
   * far must be a dec-octet and there must be room for two groups; otherwise the dot fails.
   */
  private static long ipv4Tail(String s, int p, int dot, int end, boolean room) {
    if (!room) {
      return Match.fail(dot, GrammarRule.IPV6_ADDRESS);
    }
    if (Ipv4Address.decOctet(s, p, dot) != dot) {
      return Match.fail(dot, GrammarRule.DEC_OCTET);
    }
    return Ipv4Address.ipv4Address(s, p, end);
  }

  /** {@code h16 = 1*4HEXDIG}. */
  static long h16(String s, int i, int end) {
    int q = hexRun(s, i, end);
    return q == i ? Match.fail(i, GrammarRule.H16) : q;
  }

  /** {@code ls32 = ( h16 ":" h16 ) / IPv4address}. */
  static long ls32(String s, int i, int end) {
    int q = hexRun(s, i, end);
    if (q == i) {
      return Match.fail(i, GrammarRule.H16);
    }
    if (q < end && s.charAt(q) == '.') {
      return ipv4Tail(s, i, q, end, true);
    }
    if (q < end && s.charAt(q) == ':') {
      return h16(s, q + 1, end);
    }
    return Match.fail(q, GrammarRule.LS32);
  }

  /** Up to four hex digits from {@code i}; returns the index after them. */
  private static int hexRun(String s, int i, int end) {
    int q = i;
    while (q < end && q - i < 4 && HEXDIG.contains(s.charAt(q))) {
      q++;
    }
    return q;
  }
}
