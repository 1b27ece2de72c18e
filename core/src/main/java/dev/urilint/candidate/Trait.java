package dev.urilint.candidate;

import dev.urilint.lint.Context;

/**
 * Something a candidate string has that a rule needs before it can find anything: a rule declares
 * its {@code Rule#triggers()}, the {@link Candidate} knows its {@link Candidate#traits()}, and the
 * {@code Linter} skips a rule when the two have nothing in common. Like Checkstyle's tokens of
 * interest or Error Prone's tree kinds, it keeps every rule from being called on every string:
 * most strings are plain {@code https://host/path} URLs that only a few rules can have anything to
 * say about.
 *
 * <pre>{@code
 * Candidate.of("https://example.com/a", Context.locator()).traits();   // [ANY]
 * Candidate.of("https://u:p@example.com/", Context.locator()).traits(); // [ANY, AT_SIGN]
 * }</pre>
 *
 * <p>A trait only ever widens: when in doubt a candidate has it. {@code RuleTriggersTest} checks
 * that no rule finds anything on a candidate without one of its triggers.
 */
public enum Trait {
  /** Every candidate: the trigger of rules that look at every string. */
  ANY,
  /** The string is not a URI-reference (placeholders aside). */
  MALFORMED,
  /** An {@code '@'} somewhere: userinfo, Oracle's {@code user/password@}, e-mail addresses. */
  AT_SIGN,
  /** A {@code '%'} somewhere: percent-encodings, printf placeholders. */
  PERCENT_SIGN,
  /** An {@code '='} somewhere: parameters. */
  EQUALS_SIGN,
  /**
   * A secret as {@code SecretSpans} finds it, placeholders aside ({@link Candidate#secrets()}): a
   * userinfo or Oracle password, a secret parameter's value. A string with an {@code '@'} or an
   * {@code '='} is searched for secrets anyway, to mask them; most have none ({@code "?page=2"}).
   */
  SECRET,
  /** Malformed, or a URI with a port ({@code "http://h:8080/"}, {@code "http://h:/"}). */
  PORT,
  /**
   * Anything but a {@code scheme://} URI whose scheme is longer than one letter: relative
   * references, {@code scheme:path} ({@code "localhost:8080"} parses so), drive letters, and
   * malformed strings.
   */
  NOT_SCHEME_AUTHORITY,
  /**
   * Malformed, or a host with a {@code '-'}: a valid URI is ASCII (RFC 3986 §2), so only an
   * A-label ({@code "xn--"}) can show another script in it.
   */
  HOST_MAY_BE_IDN,
  /**
   * Malformed, or no authority, or an empty host ({@code "https:///x"}, {@code "http:x"}) but a
   * file URI's ({@code "file:///x"}: RFC 8089 §2 reads it as the local machine).
   */
  NO_HOST,
  /**
   * Malformed, or a host whose last character (a trailing dot aside) is a hex digit, so an
   * inet_aton-style resolver may read it as a number ({@code "0x7f.1"}, {@code "10.0.0.1"}).
   */
  HOST_MAY_BE_NUMERIC,
  /**
   * Malformed, or a URI whose scheme's own syntax (RFC 1738, RFC 8089, RFC 6068...) its components
   * may break: any scheme but {@code http}, {@code https} and {@code file} ({@code "ftp://h/"},
   * {@code "urn:isbn:0451450523"}, {@code "myrpc://h"}), and a {@code file} URI without an
   * authority, with a port or with an empty path ({@code "file:/x"}, {@code "file://h:1/x"},
   * {@code "file://README.md"}; RFC 8089 §2). What http and https add to RFC 3986, and a file URI's
   * userinfo, need an {@code '@'} ({@link #AT_SIGN}); a relative reference has no scheme.
   */
  SCHEME_SPECIFIC_SYNTAX,
  /**
   * Malformed, or a scheme the scheme registry marks cleartext ({@code http}, {@code ws}, {@code
   * ftp}, {@code ldap}, {@code telnet}); see {@code dev.urilint.scheme.Scheme#cleartext()}.
   */
  SCHEME_MAY_BE_CLEARTEXT,
  /** Malformed, or a scheme the scheme registry does not know ({@code htps}, {@code myrpc}). */
  UNCOMMON_SCHEME,
  /**
   * Malformed, or a URI that syntax-based normalization may rewrite (RFC 3986 §6.2.2, §6.2.3): an
   * upper-case letter in its scheme or host, a {@code '%'}, a port, an empty path after an
   * authority, or a {@code "."} or {@code ".."} segment.
   */
  MAY_NOT_BE_NORMAL
}
