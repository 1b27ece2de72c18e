package dev.urilint.uri;

import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test oracle: RFC 3986 Appendix A transcribed rule by rule into {@link java.util.regex}
 * patterns, independently of the production code (which uses no regex). The IPv6address pattern
 * spells out the nine alternatives literally rather than counting groups as the parser does.
 *
 * <p>{@link #errorIndex} computes the longest viable prefix with {@link Matcher#hitEnd()}: a
 * prefix is viable when it matches or when the matcher ran into the end of the input wanting more.
 * Quadratic; for short generated strings only.
 */
final class Rfc3986Regex {

  private static final String HEX = "[0-9A-Fa-f]";
  private static final String PCT = "%" + HEX + HEX;
  private static final String UNRESERVED = "A-Za-z0-9\\-._~";
  private static final String SUB_DELIMS = "!$&'()*+,;=";
  private static final String PCHAR = "(?:[" + UNRESERVED + SUB_DELIMS + ":@]|" + PCT + ")";
  private static final String SCHEME = "[A-Za-z][A-Za-z0-9+\\-.]*";
  private static final String USERINFO = "(?:[" + UNRESERVED + SUB_DELIMS + ":]|" + PCT + ")*";
  private static final String DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])";
  private static final String IPV4 =
      DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET;
  private static final String H16 = HEX + "{1,4}";
  private static final String LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4 + ")";
  private static final String H16C = "(?:" + H16 + ":)";
  private static final String IPV6 = "(?:"
      + H16C + "{6}" + LS32
      + "|::" + H16C + "{5}" + LS32
      + "|(?:" + H16 + ")?::" + H16C + "{4}" + LS32
      + "|(?:" + H16C + "{0,1}" + H16 + ")?::" + H16C + "{3}" + LS32
      + "|(?:" + H16C + "{0,2}" + H16 + ")?::" + H16C + "{2}" + LS32
      + "|(?:" + H16C + "{0,3}" + H16 + ")?::" + H16 + ":" + LS32
      + "|(?:" + H16C + "{0,4}" + H16 + ")?::" + LS32
      + "|(?:" + H16C + "{0,5}" + H16 + ")?::" + H16
      + "|(?:" + H16C + "{0,6}" + H16 + ")?::"
      + ")";
  private static final String IPV_FUTURE =
      "[vV]" + HEX + "+\\.[" + UNRESERVED + SUB_DELIMS + ":]+";
  private static final String ZONE = "%25(?:[" + UNRESERVED + "]|" + PCT + ")+";
  private static final String REG_NAME = "(?:[" + UNRESERVED + SUB_DELIMS + "]|" + PCT + ")*";
  private static final String PORT = "[0-9]*";
  private static final String SEGMENT = PCHAR + "*";
  private static final String SEGMENT_NZ = PCHAR + "+";
  private static final String SEGMENT_NZ_NC = "(?:[" + UNRESERVED + SUB_DELIMS + "@]|" + PCT + ")+";
  private static final String PATH_ABEMPTY = "(?:/" + SEGMENT + ")*";
  private static final String PATH_ABSOLUTE = "/(?:" + SEGMENT_NZ + "(?:/" + SEGMENT + ")*)?";
  private static final String PATH_NOSCHEME = SEGMENT_NZ_NC + "(?:/" + SEGMENT + ")*";
  private static final String PATH_ROOTLESS = SEGMENT_NZ + "(?:/" + SEGMENT + ")*";
  private static final String PATH_EMPTY = "";
  private static final String QUERY = "(?:" + PCHAR + "|[/?])*";

  private final Map<GrammarRule, Pattern> patterns = new EnumMap<>(GrammarRule.class);

  Rfc3986Regex(boolean zoneIds) {
    String ipLiteral = "\\[(?:" + IPV6 + (zoneIds ? "(?:" + ZONE + ")?" : "") + "|" + IPV_FUTURE
        + ")\\]";
    String host = "(?:" + ipLiteral + "|" + IPV4 + "|" + REG_NAME + ")";
    String authority = "(?:" + USERINFO + "@)?" + host + "(?::" + PORT + ")?";
    String hierPart = "(?://" + authority + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|"
        + PATH_ROOTLESS + "|" + PATH_EMPTY + ")";
    String relativePart = "(?://" + authority + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|"
        + PATH_NOSCHEME + "|" + PATH_EMPTY + ")";
    String uri = SCHEME + ":" + hierPart + "(?:\\?" + QUERY + ")?(?:#" + QUERY + ")?";
    String relativeRef = relativePart + "(?:\\?" + QUERY + ")?(?:#" + QUERY + ")?";
    put(GrammarRule.URI, uri);
    put(GrammarRule.HIER_PART, hierPart);
    put(GrammarRule.URI_REFERENCE, "(?:" + uri + "|" + relativeRef + ")");
    put(GrammarRule.ABSOLUTE_URI, SCHEME + ":" + hierPart + "(?:\\?" + QUERY + ")?");
    put(GrammarRule.RELATIVE_REF, relativeRef);
    put(GrammarRule.RELATIVE_PART, relativePart);
    put(GrammarRule.SCHEME, SCHEME);
    put(GrammarRule.AUTHORITY, authority);
    put(GrammarRule.USERINFO, USERINFO);
    put(GrammarRule.HOST, host);
    put(GrammarRule.PORT, PORT);
    put(GrammarRule.IP_LITERAL, ipLiteral);
    put(GrammarRule.IPV_FUTURE, IPV_FUTURE);
    put(GrammarRule.IPV6_ADDRESS, IPV6);
    put(GrammarRule.H16, H16);
    put(GrammarRule.LS32, LS32);
    put(GrammarRule.IPV4_ADDRESS, IPV4);
    put(GrammarRule.DEC_OCTET, DEC_OCTET);
    put(GrammarRule.REG_NAME, REG_NAME);
    put(GrammarRule.PATH, "(?:" + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_NOSCHEME + "|"
        + PATH_ROOTLESS + "|" + PATH_EMPTY + ")");
    put(GrammarRule.PATH_ABEMPTY, PATH_ABEMPTY);
    put(GrammarRule.PATH_ABSOLUTE, PATH_ABSOLUTE);
    put(GrammarRule.PATH_NOSCHEME, PATH_NOSCHEME);
    put(GrammarRule.PATH_ROOTLESS, PATH_ROOTLESS);
    put(GrammarRule.PATH_EMPTY, PATH_EMPTY);
    put(GrammarRule.SEGMENT, SEGMENT);
    put(GrammarRule.SEGMENT_NZ, SEGMENT_NZ);
    put(GrammarRule.SEGMENT_NZ_NC, SEGMENT_NZ_NC);
    put(GrammarRule.PCHAR, PCHAR);
    put(GrammarRule.QUERY, QUERY);
    put(GrammarRule.FRAGMENT, QUERY);
    put(GrammarRule.PCT_ENCODED, PCT);
    put(GrammarRule.UNRESERVED, "[" + UNRESERVED + "]");
    put(GrammarRule.RESERVED, "[:/?#\\[\\]@" + SUB_DELIMS + "]");
    put(GrammarRule.GEN_DELIMS, "[:/?#\\[\\]@]");
    put(GrammarRule.SUB_DELIMS, "[" + SUB_DELIMS + "]");
    if (patterns.size() != GrammarRule.values().length) {
      throw new IllegalStateException("a rule has no pattern");
    }
  }

  private void put(GrammarRule rule, String regex) {
    patterns.put(rule, Pattern.compile(regex));
  }

  boolean matches(String s, GrammarRule rule) {
    return patterns.get(rule).matcher(s).matches();
  }

  /** -1 when {@code s} matches, else the length of its longest viable prefix. */
  int errorIndex(String s, GrammarRule rule) {
    Pattern p = patterns.get(rule);
    if (p.matcher(s).matches()) {
      return -1;
    }
    for (int k = 1; k <= s.length(); k++) {
      Matcher m = p.matcher(s.substring(0, k));
      if (!m.matches() && !m.hitEnd()) {
        return k - 1;
      }
    }
    return s.length();
  }
}
