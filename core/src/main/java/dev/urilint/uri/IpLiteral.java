package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.HEXDIG;
import static dev.urilint.uri.Chars3986.USERINFO;
import static dev.urilint.uri.Chars3986.ZONE_ID;

/**
 * {@code IP-literal} and {@code IPvFuture}, plus the RFC 6874 zone id that {@link
 * ParseOptions#zoneIds()} admits ({@code [fe80::1%25eth0]}).
 */
final class IpLiteral {

  private IpLiteral() {}

  /**
   * {@code IP-literal = "[" ( IPv6address / IPvFuture ) "]"}; with {@code zoneIds}, RFC 6874's
   * {@code IPv6addrz = IPv6address "%25" ZoneID} is a third alternative.
   */
  static long ipLiteral(String s, int i, int end, boolean zoneIds) {
    if (i >= end || s.charAt(i) != '[') {
      return Match.fail(i, GrammarRule.IP_LITERAL);
    }
    int p = i + 1;
    long r;
    if (p < end && (s.charAt(p) == 'v' || s.charAt(p) == 'V')) {
      r = ipvFuture(s, p, end);
    } else {
      r = Ipv6Address.ipv6Address(s, p, end);
      if (!Match.failed(r) && zoneIds && r < end && s.charAt((int) r) == '%') {
        r = zoneId(s, (int) r, end);
      }
    }
    if (Match.failed(r)) {
      return r;
    }
    int q = (int) r;
    if (q >= end || s.charAt(q) != ']') {
      return Match.fail(q, GrammarRule.IP_LITERAL);
    }
    return q + 1;
  }

  /** {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}. */
  static long ipvFuture(String s, int i, int end) {
    if (i >= end || (s.charAt(i) != 'v' && s.charAt(i) != 'V')) {
      return Match.fail(i, GrammarRule.IPV_FUTURE);
    }
    int p = i + 1;
    while (p < end && HEXDIG.contains(s.charAt(p))) {
      p++;
    }
    if (p == i + 1 || p >= end || s.charAt(p) != '.') {
      return Match.fail(p, GrammarRule.IPV_FUTURE);
    }
    int tail = p + 1;
    p = tail;
    while (p < end && USERINFO.contains(s.charAt(p))) {
      p++;
    }
    return p == tail ? Match.fail(p, GrammarRule.IPV_FUTURE) : p;
  }

  /** RFC 6874: {@code "%25" ZoneID}, {@code ZoneID = 1*( unreserved / pct-encoded )}. */
  private static long zoneId(String s, int i, int end) {
    if (i + 1 >= end || s.charAt(i + 1) != '2') {
      return Match.fail(i + 1, GrammarRule.IP_LITERAL);
    }
    if (i + 2 >= end || s.charAt(i + 2) != '5') {
      return Match.fail(i + 2, GrammarRule.IP_LITERAL);
    }
    int start = i + 3;
    long r = PercentEncoded.skip(s, start, end, ZONE_ID);
    if (!Match.failed(r) && r == start) {
      return Match.fail(start, GrammarRule.IP_LITERAL);
    }
    return r;
  }
}
