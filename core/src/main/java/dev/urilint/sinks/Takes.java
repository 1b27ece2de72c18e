package dev.urilint.sinks;

import dev.urilint.lint.RuleId;

/**
 * What a sink's argument holds, which decides how its string is checked.
 *
 * <pre>{@code
 * Takes.URI_TEMPLATE.allowsTemplates();   // true: RestTemplate expands {id} before the request
 * Takes.URI.allowsTemplates();            // false: URI.create("https://a/{id}") throws
 * }</pre>
 */
public enum Takes {
  /** A URI or URI reference used as is ({@code URI.create}, {@code new HttpGet}). */
  URI,
  /** A URI template: RFC 6570 variables ({@code {id}}) are expanded before use. */
  URI_TEMPLATE,
  /** A JDBC URL ({@code DriverManager.getConnection}). */
  JDBC_URL,
  /** A base URL that relative paths are resolved against ({@code Retrofit.Builder.baseUrl}). */
  BASE_URL,
  /** The multi-argument {@code java.net.URI} constructors: components the constructor quotes itself. */
  URI_COMPONENTS,
  /** The multi-argument {@code java.net.URL} constructors: components used as is. */
  URL_COMPONENTS;

  /** Whether RFC 6570 variables are allowed in the argument. */
  public boolean allowsTemplates() {
    return this == URI_TEMPLATE;
  }

  /**
   * Whether the sink repairs itself what {@code rule} reports, so the rule does not run on its
   * argument: the {@code java.net.URI} component constructors quote illegal characters and {@code
   * %} (their Javadoc), so {@code malformed-uri} and {@code double-encoding} have nothing to say.
   */
  public boolean repairs(RuleId rule) {
    return this == URI_COMPONENTS && (rule == RuleId.MALFORMED_URI || rule == RuleId.DOUBLE_ENCODING);
  }

  /** Whether the sink takes a URI in pieces, one argument per component, rather than one string. */
  public boolean takesComponents() {
    return this == URI_COMPONENTS || this == URL_COMPONENTS;
  }
}
