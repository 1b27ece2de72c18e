package dev.urilint.lint;

import java.util.Optional;

/**
 * The closed, stable vocabulary of rule ids (public contract: used in every front end, in
 * suppressions, baselines and reports), and the one place of each rule's metadata: id, Error
 * Prone check name, default severity, whether it is a security rule, summary and RFC sections.
 * New rules get a new id; ids are never reused.
 *
 * <pre>{@code
 * RuleId.CREDENTIALS_IN_URI.id();          // "credentials-in-uri"
 * RuleId.CREDENTIALS_IN_URI.checkName();   // "UriCredentials" (the Error Prone check)
 * RuleId.CREDENTIALS_IN_URI.summary();     // "A password in the userinfo of a URI"
 * RuleId.byId("double-encoding");          // Optional[DOUBLE_ENCODING]
 * }</pre>
 */
public enum RuleId {
  MALFORMED_URI(
      "malformed-uri",
      "MalformedUri",
      Severity.ERROR,
      false,
      "Violates the RFC 3986 grammar",
      "RFC 3986 Appendix A"),
  CREDENTIALS_IN_URI(
      "credentials-in-uri",
      "UriCredentials",
      Severity.ERROR,
      true,
      "A password in the userinfo of a URI",
      "RFC 3986 §3.2.1, §7.5"),
  DOUBLE_ENCODING(
      "double-encoding",
      "DoubleEncodedUri",
      Severity.WARNING,
      true,
      "A percent-encoding that was encoded twice",
      "RFC 3986 §2.4"),
  RELATIVE_COLON_SEGMENT(
      "relative-colon-segment",
      "RelativeUriColonSegment",
      Severity.WARNING,
      false,
      "A colon in the first segment turns a relative reference into a scheme",
      "RFC 3986 §4.2"),
  MISSING_HOST(
      "missing-host",
      "UriMissingHost",
      Severity.ERROR,
      false,
      "A scheme that needs a host has none or lost its slashes",
      "RFC 9110 §4.2.1, RFC 3986 §3.2.2"),
  INVALID_PORT(
      "invalid-port",
      "InvalidUriPort",
      Severity.ERROR,
      false,
      "A port above 65535",
      "RFC 3986 §3.2.3, RFC 9293 §3.1"),
  RARE_IP_FORMAT(
      "rare-ip-format",
      "RareIpAddressFormat",
      Severity.WARNING,
      false,
      "A hex, octal, integer or short IPv4 address",
      "RFC 3986 §7.4"),
  MISLEADING_AUTHORITY(
      "misleading-authority",
      "MisleadingUriAuthority",
      Severity.ERROR,
      true,
      "An authority that misleads about the host it reaches",
      "RFC 3986 §7.2, §7.6"),
  SENSITIVE_QUERY_PARAMETER(
      "sensitive-query-parameter",
      "UriSensitiveQueryParameter",
      Severity.WARNING,
      true,
      "A secret in the query",
      "RFC 3986 §7.5"),
  INSECURE_SCHEME(
      "insecure-scheme",
      "InsecureUriScheme",
      Severity.WARNING,
      false,
      "An unencrypted scheme to a host that is not local",
      "RFC 3986 §7"),
  MIXED_SCRIPT_HOST(
      "mixed-script-host",
      "UriHostHomograph",
      Severity.WARNING,
      true,
      "A host that mixes scripts or uses confusable characters",
      "RFC 3986 §7.6, RFC 3987 §8"),
  SCHEME_SYNTAX(
      "scheme-syntax",
      "SchemeSpecificUri",
      Severity.WARNING,
      false,
      "Breaks its scheme's own syntax",
      "RFC 1738 §3, §5; RFC 8089; RFC 6068; RFC 8141; RFC 2397"),
  UNKNOWN_SCHEME(
      "unknown-scheme",
      "UnknownUriScheme",
      Severity.WARNING,
      false,
      "A scheme one typo away from a well-known one",
      "RFC 3986 §3.1"),
  NON_NORMALIZED(
      "non-normalized",
      "NonNormalizedUri",
      Severity.INFO,
      false,
      "Not in normal form",
      "RFC 3986 §6.2.2, §6.2.3");

  /** Where each rule's page lives; {@link #docUrl()} appends {@code <id>.md}. */
  public static final String DOCS_BASE = "https://github.com/urilint/urilint/blob/main/docs/rules/";

  private final String id;
  private final String checkName;
  private final Severity defaultSeverity;
  private final boolean security;
  private final String summary;
  private final String rfcSection;

  RuleId(String id, String checkName, Severity defaultSeverity, boolean security, String summary, String rfcSection) {
    this.id = id;
    this.checkName = checkName;
    this.defaultSeverity = defaultSeverity;
    this.security = security;
    this.summary = summary;
    this.rfcSection = rfcSection;
  }

  /** The kebab-case id, e.g. {@code malformed-uri}. */
  public String id() {
    return id;
  }

  /** The Error Prone check name, e.g. {@code MalformedUri}; also accepted in {@code @SuppressWarnings}. */
  public String checkName() {
    return checkName;
  }

  /** The default severity (the README's rule table), before any policy changes it. */
  public Severity defaultSeverity() {
    return defaultSeverity;
  }

  /**
   * A security rule: a hard-coded secret or a deceptive authority is wrong wherever the string
   * sits, so front ends check these even outside URI sinks and in test sources.
   */
  public boolean isSecurity() {
    return security;
  }

  /**
   * One line, no trailing period: what the rule catches. The Error Prone check's {@code
   * BugPattern} summary, {@code urilint rules}, SARIF's rule description and the heading of the
   * rule's page read it (annotations need constants, so the checks repeat it and a test holds
   * them equal).
   */
  public String summary() {
    return summary;
  }

  /** The sections of the RFCs the rule enforces, e.g. {@code "RFC 3986 §3.2.1, §7.5"}. */
  public String rfcSection() {
    return rfcSection;
  }

  /** The rule's documentation page. */
  public String docUrl() {
    return DOCS_BASE + id + ".md";
  }

  /** The rule with this id or Error Prone check name. */
  public static Optional<RuleId> byId(String idOrCheckName) {
    for (RuleId r : values()) {
      if (r.id.equals(idOrCheckName) || r.checkName.equals(idOrCheckName)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }
}
