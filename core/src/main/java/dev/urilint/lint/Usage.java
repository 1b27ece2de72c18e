package dev.urilint.lint;

import java.util.Locale;
import java.util.Optional;

/** How a checked string is used where it was found. */
public enum Usage {
  /** Reaches a resource: a URI sink in code, a {@code *url*}/{@code *endpoint*} key in config. */
  LOCATOR,
  /** Names something and is never fetched: an XML namespace, a schema id, a DTD id, a license URL. */
  IDENTIFIER,
  /** A plain value whose use is unknown. */
  TEXT;

  /**
   * Whether {@code rule} is checked on a string used this way. An identifier (an XML namespace
   * such as {@code urn:activemq}, a schema location, a JSP taglib URI) is compared character by
   * character and never fetched, and its text is fixed by whoever defined the name: only what
   * breaks parsing ({@code malformed-uri}) and a password that leaks ({@code credentials-in-uri})
   * are reported, never its scheme's own syntax, an insecure scheme or a normal form.
   *
   * <pre>{@code
   * Usage.IDENTIFIER.checks(RuleId.SCHEME_SYNTAX);   // false: xmlns="urn:activemq" is a name
   * Usage.IDENTIFIER.checks(RuleId.MALFORMED_URI);   // true
   * Usage.LOCATOR.checks(RuleId.SCHEME_SYNTAX);      // true
   * }</pre>
   */
  public boolean checks(RuleId rule) {
    return this != IDENTIFIER || rule == RuleId.MALFORMED_URI || rule == RuleId.CREDENTIALS_IN_URI;
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
