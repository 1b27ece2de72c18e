package dev.urilint.lint;

import java.util.Optional;

/**
 * The closed, stable vocabulary of rule ids (public contract: used in every front end, in
 * suppressions, baselines and reports). New rules get a new id; ids are never reused.
 *
 * <pre>{@code
 * RuleId.CREDENTIALS_IN_URI.id();          // "credentials-in-uri"
 * RuleId.CREDENTIALS_IN_URI.checkName();   // "UriCredentials" (the Error Prone check)
 * RuleId.byId("double-encoding");          // Optional[DOUBLE_ENCODING]
 * }</pre>
 */
public enum RuleId {
  MALFORMED_URI("malformed-uri", "MalformedUri", Severity.ERROR, false),
  CREDENTIALS_IN_URI("credentials-in-uri", "UriCredentials", Severity.ERROR, true),
  DOUBLE_ENCODING("double-encoding", "DoubleEncodedUri", Severity.WARNING, true),
  RELATIVE_COLON_SEGMENT("relative-colon-segment", "RelativeUriColonSegment", Severity.WARNING, false),
  MISSING_HOST("missing-host", "UriMissingHost", Severity.ERROR, false),
  INVALID_PORT("invalid-port", "InvalidUriPort", Severity.ERROR, false),
  RARE_IP_FORMAT("rare-ip-format", "RareIpAddressFormat", Severity.WARNING, false),
  MISLEADING_AUTHORITY("misleading-authority", "MisleadingUriAuthority", Severity.ERROR, true),
  SENSITIVE_QUERY_PARAMETER("sensitive-query-parameter", "UriSensitiveQueryParameter", Severity.WARNING, true),
  INSECURE_SCHEME("insecure-scheme", "InsecureUriScheme", Severity.WARNING, false),
  MIXED_SCRIPT_HOST("mixed-script-host", "UriHostHomograph", Severity.WARNING, false),
  SCHEME_SYNTAX("scheme-syntax", "SchemeSpecificUri", Severity.WARNING, false),
  UNKNOWN_SCHEME("unknown-scheme", "UnknownUriScheme", Severity.WARNING, false),
  NON_NORMALIZED("non-normalized", "NonNormalizedUri", Severity.INFO, false);

  /** Where each rule's page lives; {@link #docUrl()} appends {@code <id>.md}. */
  public static final String DOCS_BASE = "https://github.com/urilint/urilint/blob/main/docs/rules/";

  private final String id;
  private final String checkName;
  private final Severity defaultSeverity;
  private final boolean security;

  RuleId(String id, String checkName, Severity defaultSeverity, boolean security) {
    this.id = id;
    this.checkName = checkName;
    this.defaultSeverity = defaultSeverity;
    this.security = security;
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
