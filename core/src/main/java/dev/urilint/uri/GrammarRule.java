package dev.urilint.uri;

/**
 * The rules of RFC 3986 Appendix A, by their ABNF names. A {@link Violation} names the rule it
 * broke; {@link UriParser#validate(String, GrammarRule)} checks a string against any of them.
 */
public enum GrammarRule {
  URI("URI"),
  HIER_PART("hier-part"),
  URI_REFERENCE("URI-reference"),
  ABSOLUTE_URI("absolute-URI"),
  RELATIVE_REF("relative-ref"),
  RELATIVE_PART("relative-part"),
  SCHEME("scheme"),
  AUTHORITY("authority"),
  USERINFO("userinfo"),
  HOST("host"),
  PORT("port"),
  IP_LITERAL("IP-literal"),
  IPV_FUTURE("IPvFuture"),
  IPV6_ADDRESS("IPv6address"),
  H16("h16"),
  LS32("ls32"),
  IPV4_ADDRESS("IPv4address"),
  DEC_OCTET("dec-octet"),
  REG_NAME("reg-name"),
  PATH("path"),
  PATH_ABEMPTY("path-abempty"),
  PATH_ABSOLUTE("path-absolute"),
  PATH_NOSCHEME("path-noscheme"),
  PATH_ROOTLESS("path-rootless"),
  PATH_EMPTY("path-empty"),
  SEGMENT("segment"),
  SEGMENT_NZ("segment-nz"),
  SEGMENT_NZ_NC("segment-nz-nc"),
  PCHAR("pchar"),
  QUERY("query"),
  FRAGMENT("fragment"),
  PCT_ENCODED("pct-encoded"),
  UNRESERVED("unreserved"),
  RESERVED("reserved"),
  GEN_DELIMS("gen-delims"),
  SUB_DELIMS("sub-delims");

  private final String abnfName;

  GrammarRule(String abnfName) {
    this.abnfName = abnfName;
  }

  /** The rule's name as RFC 3986 Appendix A spells it, e.g. {@code "IPv6address"}. */
  public String abnfName() {
    return abnfName;
  }

  /** The rule whose ABNF name is {@code name} (case-sensitive, as in the RFC). */
  public static java.util.Optional<GrammarRule> byAbnfName(String name) {
    for (GrammarRule rule : values()) {
      if (rule.abnfName.equals(name)) {
        return java.util.Optional.of(rule);
      }
    }
    return java.util.Optional.empty();
  }
}
