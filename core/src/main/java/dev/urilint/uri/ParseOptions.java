package dev.urilint.uri;

/**
 * What to parse a string as, and which non-RFC 3986 extensions to accept.
 *
 * <pre>{@code
 * ParseOptions strictAbsolute = ParseOptions.DEFAULT.as(GrammarRule.ABSOLUTE_URI);
 * ParseOptions withZones = ParseOptions.DEFAULT.withZoneIds(true);   // [fe80::1%25eth0]
 * }</pre>
 *
 * @param target the top-level rule: {@link GrammarRule#URI_REFERENCE} (default), {@link
 *     GrammarRule#URI}, {@link GrammarRule#ABSOLUTE_URI} or {@link GrammarRule#RELATIVE_REF}
 * @param zoneIds accept an RFC 6874 zone id ({@code %25} + zone) after an IPv6 address; off by
 *     default because RFC 9844 obsoleted RFC 6874 for URIs
 */
public record ParseOptions(GrammarRule target, boolean zoneIds) {

  /** URI-reference, no zone ids. */
  public static final ParseOptions DEFAULT = new ParseOptions(GrammarRule.URI_REFERENCE, false);

  public ParseOptions {
    if (target != GrammarRule.URI_REFERENCE
        && target != GrammarRule.URI
        && target != GrammarRule.ABSOLUTE_URI
        && target != GrammarRule.RELATIVE_REF) {
      throw new IllegalArgumentException("cannot parse as " + target.abnfName());
    }
  }

  public ParseOptions as(GrammarRule newTarget) {
    return new ParseOptions(newTarget, zoneIds);
  }

  public ParseOptions withZoneIds(boolean accept) {
    return new ParseOptions(target, accept);
  }
}
