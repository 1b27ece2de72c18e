package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.DIGIT;
import static dev.urilint.uri.Chars3986.REG_NAME;
import static dev.urilint.uri.Chars3986.USERINFO;

/**
 * {@code authority} and its parts: {@code userinfo}, {@code host}, {@code reg-name}, {@code port}.
 *
 * <p>An authority is read up to its end ({@code "/"}, {@code "?"}, {@code "#"} or the end of the
 * input). Until an {@code "@"} shows up, {@code host:port} and {@code userinfo} cannot be told
 * apart ({@code a:b} may go on as {@code a:b@host}), so a bad port is reported where the authority
 * ends, not at its first non-digit: that is the first character that cannot extend a valid
 * prefix ({@code http://w3c.org:80path1/x} fails at the {@code "/"}, index 22).
 */
final class Authority {

  private Authority() {}

  /**
   * {@code authority = [ userinfo "@" ] host [ ":" port ]}. Returns the index of the character
   * that ends it ({@code "/"}, {@code "?"}, {@code "#"}) or {@code end}.
   */
  static long authority(String s, int i, int end, boolean zoneIds) {
    if (i < end && s.charAt(i) == '[') {
      return hostPort(s, i, end, zoneIds);
    }
    // One pass serves both readings: userinfo up to an '@', or, without one, reg-name ":" port,
    // whose port (after the first ':') must be digits only.
    int colon = -1;
    boolean portDigits = true;
    int p = i;
    while (p < end) {
      char c = s.charAt(p);
      if (USERINFO.contains(c)) {
        if (colon >= 0) {
          portDigits &= DIGIT.contains(c);
        } else if (c == ':') {
          colon = p;
        }
        p++;
      } else if (c == '%') {
        long r = PercentEncoded.pctEncoded(s, p, end);
        if (Match.failed(r)) {
          return r;
        }
        portDigits &= colon < 0;
        p = (int) r;
      } else {
        break;
      }
    }
    if (p < end && s.charAt(p) == '@') {
      return hostPort(s, p + 1, end, zoneIds);
    }
    if (p < end && !endsAuthority(s.charAt(p))) {
      // Not a viable prefix either way; name the part the user meant: an '@' further on means
      // the character sits in the userinfo.
      return Match.fail(p, atFollows(s, p, end) ? GrammarRule.USERINFO : GrammarRule.HOST);
    }
    return portDigits ? p : Match.fail(p, GrammarRule.PORT);
  }

  /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )}. */
  static long userinfo(String s, int i, int end) {
    return PercentEncoded.skip(s, i, end, USERINFO);
  }

  /** {@code host [ ":" port ]}, which must end the authority. */
  private static long hostPort(String s, int i, int end, boolean zoneIds) {
    long r = host(s, i, end, zoneIds);
    if (Match.failed(r)) {
      return r;
    }
    int p = (int) r;
    if (p < end && s.charAt(p) == ':') {
      p = (int) Port.port(s, p + 1, end);
      if (p < end && !endsAuthority(s.charAt(p))) {
        return Match.fail(p, GrammarRule.PORT);
      }
      return p;
    }
    if (p < end && !endsAuthority(s.charAt(p))) {
      return Match.fail(p, GrammarRule.HOST);
    }
    return p;
  }

  /**
   * {@code host = IP-literal / IPv4address / reg-name}. Every IPv4address is also a reg-name, so
   * recognising needs only two branches; {@link #hostKind} tells them apart afterwards.
   */
  static long host(String s, int i, int end, boolean zoneIds) {
    if (i < end && s.charAt(i) == '[') {
      return IpLiteral.ipLiteral(s, i, end, zoneIds);
    }
    return regName(s, i, end);
  }

  /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )}. */
  static long regName(String s, int i, int end) {
    return PercentEncoded.skip(s, i, end, REG_NAME);
  }

  /** Which alternative of {@code host} the valid host {@code s[start, end)} is. */
  static HostKind hostKind(String s, int start, int end) {
    if (start < end && s.charAt(start) == '[') {
      char first = start + 1 < end ? s.charAt(start + 1) : ']';
      return first == 'v' || first == 'V' ? HostKind.IPV_FUTURE : HostKind.IPV6;
    }
    return Ipv4Address.isIpv4Address(s, start, end) ? HostKind.IPV4 : HostKind.REG_NAME;
  }

  /** Whether an {@code "@"} follows {@code j} before the authority ends. */
  private static boolean atFollows(String s, int j, int end) {
    for (int k = j; k < end && !endsAuthority(s.charAt(k)); k++) {
      if (s.charAt(k) == '@') {
        return true;
      }
    }
    return false;
  }

  /** The characters that may follow an authority in any URI form. */
  static boolean endsAuthority(char c) {
    return c == '/' || c == '?' || c == '#';
  }
}
