package dev.urilint.lint;

import java.util.Locale;
import java.util.Optional;

/** How a checked string is used where it was found. */
public enum Usage {
  /** Reaches a resource: a URI sink in code, a {@code *url*}/{@code *endpoint*} key in config. */
  LOCATOR,
  /** Names something and is never fetched: an XML namespace, a schema id, a DTD id, a license URL. */
  IDENTIFIER,
  /**
   * A plain value whose use is unknown: a config value under a key that names no locator (a
   * documentation snippet, a Grafana series name), a Java string outside every sink. Not known to
   * be a URI, so checked only by the security rules.
   */
  TEXT;

  /**
   * Whether {@code rule} is checked on a string used this way; the one answer every front end
   * reads (the scanner for config values, the sink policy of Java strings in {@code
   * dev.urilint.sinks.StringRole}).
   *
   * <ul>
   *   <li>A locator gets every rule.
   *   <li>An identifier (an XML namespace such as {@code urn:activemq}, a schema location, a JSP
   *       taglib URI) is compared character by character and never fetched, and its text is fixed
   *       by whoever defined the name: only what breaks parsing ({@code malformed-uri}) and a
   *       password that leaks ({@code credentials-in-uri}), never its scheme's own syntax, an
   *       insecure scheme or a normal form.
   *   <li>Text is not known to be a URI at all (documentation notation such as {@code
   *       http://thishost[:thisport]/}, a series name {@code tcp:99%}): only the security rules
   *       ({@link RuleId#isSecurity()}), since a password or a deceptive authority is wrong
   *       wherever it is written, and nothing about its syntax.
   * </ul>
   *
   * <pre>{@code
   * Usage.IDENTIFIER.checks(RuleId.SCHEME_SYNTAX);      // false: xmlns="urn:activemq" is a name
   * Usage.IDENTIFIER.checks(RuleId.MALFORMED_URI);      // true
   * Usage.LOCATOR.checks(RuleId.SCHEME_SYNTAX);         // true
   * Usage.TEXT.checks(RuleId.MALFORMED_URI);            // false: "tcp:99%" is a label
   * Usage.TEXT.checks(RuleId.CREDENTIALS_IN_URI);       // true
   * }</pre>
   */
  public boolean checks(RuleId rule) {
    return switch (this) {
      case LOCATOR -> true;
      case IDENTIFIER -> rule == RuleId.MALFORMED_URI || rule == RuleId.CREDENTIALS_IN_URI;
      case TEXT -> rule.isSecurity();
    };
  }

  /** Lower-case name as used on the command line ({@code --context locator}). */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Usage> byId(String id) {
    for (Usage u : values()) {
      if (u.id().equalsIgnoreCase(id)) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }
}
