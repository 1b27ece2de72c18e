package dev.urilint.rules;

/**
 * Placeholder and template syntaxes that mark a part of a string as "not a URI yet". A templated
 * part is never reported as malformed, and a rule that depends on it skips it.
 */
public enum PlaceholderSyntax {
  /** {@code ${VAR}}, {@code ${key:default}}, {@code ${VAR:-default}}, {@code ${?VAR}} (Spring, shell, HOCON, Maven). */
  DOLLAR_BRACE("${...}"),
  /** {@code #{expr}} (Spring EL, Ruby). */
  HASH_BRACE("#{...}"),
  /** {@code {{ x }}} (Helm, Go templates, Mustache, Jinja). */
  DOUBLE_BRACE("{{ ... }}"),
  /** {@code $(VAR)} (Kubernetes, make). */
  DOLLAR_PAREN("$(...)"),
  /** {@code $VAR} (shell, compose). */
  DOLLAR_NAME("$NAME"),
  /** {@code @token@} (Maven resource filtering, Ant). */
  AT_TOKEN("@token@"),
  /** {@code %s}, {@code %d} (String.format). */
  PRINTF("printf"),
  /** {@code {0}} (MessageFormat) and {@code {}} (SLF4J). */
  INDEXED_BRACE("{0}, {}"),
  /** RFC 6570 templates: {@code {id}}, {@code {?q,r}}, {@code {+path}}. */
  RFC6570("RFC 6570 template");

  private final String displayName;

  PlaceholderSyntax(String displayName) {
    this.displayName = displayName;
  }

  /** How a person names it: {@code "${...}"}, {@code "RFC 6570 template"}; what explain prints. */
  public String displayName() {
    return displayName;
  }
}
