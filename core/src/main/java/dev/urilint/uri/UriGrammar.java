package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.ALPHA;
import static dev.urilint.uri.Chars3986.QUERY;
import static dev.urilint.uri.Chars3986.SCHEME;
import static dev.urilint.uri.Chars3986.SEGMENT_NZ_NC;

/**
 * The top of RFC 3986 Appendix A: {@code URI-reference}, {@code URI}, {@code absolute-URI},
 * {@code relative-ref} and their parts, plus {@link #check}, which holds a whole string against
 * any {@link GrammarRule}.
 *
 * <p>Every production takes a start index and returns a {@link Match} (the index after the match,
 * or a failure with index and rule). The grammar is LL(1) once the scheme is known, so no
 * production backtracks; the one look-ahead is the scheme scan of {@link #uriReference}.
 */
final class UriGrammar {

  private UriGrammar() {}

  /**
   * Holds {@code s} against {@code rule} as a whole: returns {@code s.length()} when it matches,
   * else the failure (the first character that cannot extend a valid prefix).
   */
  static long check(String s, GrammarRule rule, boolean zoneIds) {
    int end = s.length();
    long r = match(s, rule, end, zoneIds);
    if (Match.failed(r) || r == end) {
      return r;
    }
    return Match.fail((int) r, rule);
  }

  /** Dispatches to the production of {@code rule}, from index 0. */
  private static long match(String s, GrammarRule rule, int end, boolean zoneIds) {
    return switch (rule) {
      case URI -> uri(s, 0, end, zoneIds, true);
      case HIER_PART -> hierPart(s, 0, end, zoneIds);
      case URI_REFERENCE -> uriReference(s, 0, end, zoneIds);
      case ABSOLUTE_URI -> uri(s, 0, end, zoneIds, false);
      case RELATIVE_REF -> relativeRef(s, 0, end, zoneIds);
      case RELATIVE_PART -> relativePart(s, 0, end, zoneIds);
      case SCHEME -> scheme(s, 0, end);
      case AUTHORITY -> Authority.authority(s, 0, end, zoneIds);
      case USERINFO -> Authority.userinfo(s, 0, end);
      case HOST -> Authority.host(s, 0, end, zoneIds);
      case PORT -> Port.port(s, 0, end);
      case IP_LITERAL -> IpLiteral.ipLiteral(s, 0, end, zoneIds);
      case IPV_FUTURE -> IpLiteral.ipvFuture(s, 0, end);
      case IPV6_ADDRESS -> Ipv6Address.ipv6Address(s, 0, end);
      case H16 -> Ipv6Address.h16(s, 0, end);
      case LS32 -> Ipv6Address.ls32(s, 0, end);
      case IPV4_ADDRESS -> Ipv4Address.ipv4Address(s, 0, end);
      case DEC_OCTET -> Ipv4Address.decOctet(s, 0, end);
      case REG_NAME -> Authority.regName(s, 0, end);
      case PATH -> Paths.path(s, 0, end);
      case PATH_ABEMPTY -> Paths.pathAbempty(s, 0, end);
      case PATH_ABSOLUTE -> Paths.pathAbsolute(s, 0, end);
      case PATH_NOSCHEME -> Paths.pathNoscheme(s, 0, end);
      case PATH_ROOTLESS -> Paths.pathRootless(s, 0, end);
      case PATH_EMPTY -> Paths.pathEmpty(s, 0, end);
      case SEGMENT -> Paths.segment(s, 0, end);
      case SEGMENT_NZ -> Paths.segmentNz(s, 0, end);
      case SEGMENT_NZ_NC -> Paths.segmentNzNc(s, 0, end);
      case PCHAR -> Paths.pchar(s, 0, end);
      case QUERY -> query(s, 0, end);
      case FRAGMENT -> fragment(s, 0, end);
      case PCT_ENCODED -> PercentEncoded.pctEncoded(s, 0, end);
      case UNRESERVED -> oneOf(s, end, Chars3986.UNRESERVED, rule);
      case RESERVED -> oneOf(s, end, Chars3986.RESERVED, rule);
      case GEN_DELIMS -> oneOf(s, end, Chars3986.GEN_DELIMS, rule);
      case SUB_DELIMS -> oneOf(s, end, Chars3986.SUB_DELIMS, rule);
    };
  }

  /**
   * {@code URI-reference = URI / relative-ref}. A scheme ({@code ALPHA *( ALPHA / DIGIT / "+" /
   * "-" / "." ) ":"}) at the start makes it a URI; a relative-ref cannot start that way, because
   * its first segment has no colon.
   */
  static long uriReference(String s, int i, int end, boolean zoneIds) {
    return hasScheme(s, i, end) ? uri(s, i, end, zoneIds, true) : relativeRef(s, i, end, zoneIds);
  }

  /**
   * {@code URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]}, or with {@code fragment ==
   * false} {@code absolute-URI = scheme ":" hier-part [ "?" query ]}.
   */
  static long uri(String s, int i, int end, boolean zoneIds, boolean fragment) {
    long r = scheme(s, i, end);
    if (Match.failed(r)) {
      return r;
    }
    int p = (int) r;
    if (p >= end || s.charAt(p) != ':') {
      return Match.fail(p, GrammarRule.SCHEME);
    }
    r = hierPart(s, p + 1, end, zoneIds);
    return Match.failed(r) ? r : queryAndFragment(s, (int) r, end, fragment);
  }

  /** {@code relative-ref = relative-part [ "?" query ] [ "#" fragment ]}. */
  static long relativeRef(String s, int i, int end, boolean zoneIds) {
    long r = relativePart(s, i, end, zoneIds);
    return Match.failed(r) ? r : queryAndFragment(s, (int) r, end, true);
  }

  /** {@code [ "?" query ] [ "#" fragment ]} after the path, which must end there. */
  private static long queryAndFragment(String s, int i, int end, boolean fragmentAllowed) {
    int p = i;
    if (p < end && s.charAt(p) == '?') {
      long r = query(s, p + 1, end);
      if (Match.failed(r)) {
        return r;
      }
      p = (int) r;
    } else if (p < end && s.charAt(p) != '#') {
      return Match.fail(p, GrammarRule.SEGMENT);
    }
    if (p < end) {
      if (!fragmentAllowed) {
        return Match.fail(p, GrammarRule.ABSOLUTE_URI);
      }
      long r = fragment(s, p + 1, end);
      if (Match.failed(r)) {
        return r;
      }
      p = (int) r;
    }
    return p;
  }

  /**
   * <pre>
   * hier-part = "//" authority path-abempty
   *           / path-absolute
   *           / path-rootless
   *           / path-empty
   * </pre>
   */
  static long hierPart(String s, int i, int end, boolean zoneIds) {
    if (startsWithTwoSlashes(s, i, end)) {
      long r = Authority.authority(s, i + 2, end, zoneIds);
      return Match.failed(r) ? r : Paths.pathAbempty(s, (int) r, end);
    }
    return Paths.path(s, i, end);
  }

  /**
   * <pre>
   * relative-part = "//" authority path-abempty
   *               / path-absolute
   *               / path-noscheme
   *               / path-empty
   * </pre>
   */
  static long relativePart(String s, int i, int end, boolean zoneIds) {
    if (startsWithTwoSlashes(s, i, end)) {
      long r = Authority.authority(s, i + 2, end, zoneIds);
      return Match.failed(r) ? r : Paths.pathAbempty(s, (int) r, end);
    }
    if (i < end && s.charAt(i) == '/') {
      return Paths.pathAbsolute(s, i, end);
    }
    if (i < end && s.charAt(i) == ':') {
      return Match.fail(i, GrammarRule.SEGMENT_NZ_NC);
    }
    if (i < end && (SEGMENT_NZ_NC.contains(s.charAt(i)) || s.charAt(i) == '%')) {
      return Paths.pathNoscheme(s, i, end);
    }
    return Paths.pathEmpty(s, i, end);
  }

  /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}. */
  static long scheme(String s, int i, int end) {
    if (i >= end || !ALPHA.contains(s.charAt(i))) {
      return Match.fail(i, GrammarRule.SCHEME);
    }
    int p = i + 1;
    while (p < end && SCHEME.contains(s.charAt(p))) {
      p++;
    }
    return p;
  }

  /** {@code query = *( pchar / "/" / "?" )}; only a {@code "#"} may follow it. */
  static long query(String s, int i, int end) {
    long r = PercentEncoded.skip(s, i, end, QUERY);
    if (!Match.failed(r) && r < end && s.charAt((int) r) != '#') {
      return Match.fail((int) r, GrammarRule.QUERY);
    }
    return r;
  }

  /** {@code fragment = *( pchar / "/" / "?" )}; nothing may follow it. */
  static long fragment(String s, int i, int end) {
    long r = PercentEncoded.skip(s, i, end, QUERY);
    if (!Match.failed(r) && r < end) {
      return Match.fail((int) r, GrammarRule.FRAGMENT);
    }
    return r;
  }

  /** Whether {@code s} starts at {@code i} with {@code scheme ":"}. */
  static boolean hasScheme(String s, int i, int end) {
    long r = scheme(s, i, end);
    return !Match.failed(r) && r < end && s.charAt((int) r) == ':';
  }

  private static boolean startsWithTwoSlashes(String s, int i, int end) {
    return i + 1 < end && s.charAt(i) == '/' && s.charAt(i + 1) == '/';
  }

  /** A rule that is one character of a class: {@code unreserved}, {@code reserved}, ... */
  private static long oneOf(String s, int end, Chars3986.Mask chars, GrammarRule rule) {
    return end > 0 && chars.contains(s.charAt(0)) ? 1 : Match.fail(0, rule);
  }
}
