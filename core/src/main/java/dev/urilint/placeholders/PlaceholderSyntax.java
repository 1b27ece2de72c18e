package dev.urilint.placeholders;

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
  /** {@code @{name}} (Ant macro attributes: {@code https://dist.apache.org/.../@{src-or-bin}/@{basefile}.sha512}). */
  ANT_ATTRIBUTE("@{...}"),
  /**
   * {@code <YOUR HOST NAME>}, {@code <your-host>}, {@code <port>}: a fill-in for the reader, in
   * angle brackets (letters, digits, spaces, {@code -}, {@code _}, {@code .}; at most 64), which
   * a URI never holds (RFC 3986 §2: {@code <} and {@code >} are excluded). Also doubled ({@code
   * <<unknown>>}, what Quarkus writes for a VCS URL it could not find) and in square brackets
   * without spaces ({@code [userid]}, {@code [password]}, and Apache's EZT download-page
   * templates {@code [preferred]}, {@code [link]}), which a URI holds only around an IP literal,
   * never a name starting with a letter (an IPvFuture {@code [v1.x]} aside).
   */
  FILL_IN("<...>"),
  /**
   * {@code RAW(...)} (Apache Camel endpoint options): Camel passes the value between the
   * parentheses verbatim, so it is opaque to the URI grammar; it is a literal, checked like a
   * placeholder's default ({@code password=RAW(se+cr%t)} is still a secret).
   */
  CAMEL_RAW("RAW(...)"),
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
