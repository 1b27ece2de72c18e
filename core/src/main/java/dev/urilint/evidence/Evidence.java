package dev.urilint.evidence;

import dev.urilint.lint.Severity;

/**
 * What says that a string is a URI, and so how loud a finding about it may be. A false error fails
 * a user's build, so a finding is never more severe than the evidence that the string is a URI at
 * all: a key can make a value a candidate, never an error on its own.
 *
 * <pre>{@code
 * Evidence.OWN_SHAPE.ceiling();        // ERROR: "https://h/p y" is a URI by its own shape
 * Evidence.POSITION.ceiling();         // WARNING: "cb.url=/done page" is one because of its key
 * Evidence.POSITION.allowsSafeFixes(); // false
 * }</pre>
 */
public enum Evidence {
  /**
   * The string's own shape: a scheme and {@code //}, a well-known scheme and its colon ({@code
   * jdbc:}, {@code mailto:}), or in Java the typed sink it is passed to.
   */
  OWN_SHAPE(Severity.ERROR, true),
  /**
   * Only where it stands: a key, an attribute or element name, a bundle key ({@code cb.url=/done},
   * {@code link: ./docs}). The rules run, but a finding is at most a warning, and no fix is called
   * safe: nothing but a name says the consumer reads the value as a URI.
   */
  POSITION(Severity.WARNING, false),
  /**
   * Nothing: no URI-reference shape (a translated label, a version range, an expression, a
   * sentence). Only what finds a secret inside text runs, at the secret rule's own severity, on the
   * URIs it finds there, each of which has its own shape.
   */
  NONE(Severity.ERROR, false);

  private final Severity ceiling;
  private final boolean safeFixes;

  Evidence(Severity ceiling, boolean safeFixes) {
    this.ceiling = ceiling;
    this.safeFixes = safeFixes;
  }

  /** The most severe a finding on a string with this evidence may be. */
  public Severity ceiling() {
    return ceiling;
  }

  /** Whether a fix on such a string may be applied as safe ({@code --fix} without {@code --unsafe-fixes}). */
  public boolean allowsSafeFixes() {
    return safeFixes;
  }

  /** {@code severity}, or this evidence's ceiling when that is lower. */
  public Severity bound(Severity severity) {
    return severity.ordinal() < ceiling.ordinal() ? ceiling : severity;
  }
}
