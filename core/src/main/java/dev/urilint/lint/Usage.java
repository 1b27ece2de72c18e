package dev.urilint.lint;

import java.util.Locale;
import java.util.Optional;

/** How a checked string is used where it was found. */
public enum Usage {
  /** Reaches a resource: a URI sink in code, a {@code *url*}/{@code *endpoint*} key in config. */
  LOCATOR,
  /**
   * A link a reader follows and no program fetches: a license URL (a POM's {@code
   * <licenses><license><url>}, a {@code license} URL in JSON or YAML).
   */
  LINK,
  /** Names something and is never fetched: an XML namespace, a schema id, a DTD id. */
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
   *   <li>A link (a license URL) is clicked by a reader, a locator for humans that no program
   *       fetches: every rule a locator gets (a port above 65535, a one-slash {@code http:/} or a
   *       scheme left off, {@code www.apache.org:8443/licenses/}, breaks it for whoever clicks it)
   *       but {@code insecure-scheme} ({@code http://www.apache.org/licenses/LICENSE-2.0} is the
   *       canonical spelling of the license; nothing connects) and {@code non-normalized} (a normal
   *       form is the writer's choice).
   *   <li>An identifier (an XML namespace such as {@code urn:activemq}, a schema location, a JSP
   *       taglib URI) is compared character by character and never fetched, and its text is fixed
   *       by whoever defined the name: what breaks parsing ({@code malformed-uri}) and the security
   *       rules, since a leaked password, a homograph host or {@code https://trusted@evil} is as
   *       wrong in a name as anywhere; never its scheme's own syntax, an insecure scheme or a
   *       normal form.
   *   <li>Text is not known to be a URI at all (documentation notation such as {@code
   *       http://thishost[:thisport]/}, a series name {@code tcp:99%}): only the security rules
   *       ({@link RuleId#isSecurity()}), since a password or a deceptive authority is wrong
   *       wherever it is written, and nothing about its syntax.
   * </ul>
   *
   * <pre>{@code
   * Usage.IDENTIFIER.checks(RuleId.SCHEME_SYNTAX);      // false: xmlns="urn:activemq" is a name
   * Usage.IDENTIFIER.checks(RuleId.MIXED_SCRIPT_HOST);  // true: a homograph in a name deceives too
   * Usage.LINK.checks(RuleId.INVALID_PORT);             // true: a license link with :99999 is broken
   * Usage.LINK.checks(RuleId.INSECURE_SCHEME);          // false
   * Usage.LOCATOR.checks(RuleId.SCHEME_SYNTAX);         // true
   * Usage.TEXT.checks(RuleId.MALFORMED_URI);            // false: "tcp:99%" is a label
   * Usage.TEXT.checks(RuleId.CREDENTIALS_IN_URI);       // true
   * }</pre>
   */
  public boolean checks(RuleId rule) {
    return switch (this) {
      case LOCATOR -> true;
      case LINK -> rule != RuleId.INSECURE_SCHEME && rule != RuleId.NON_NORMALIZED;
      case IDENTIFIER -> rule == RuleId.MALFORMED_URI || rule.isSecurity();
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
