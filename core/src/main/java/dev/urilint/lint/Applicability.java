package dev.urilint.lint;

/**
 * Whether a {@link Fix} may be applied without a human reading it: decided by the rule that made
 * the fix, once, and honoured by every front end (the scanner's {@code --fix}, the Maven goal
 * {@code urilint:fix}, the pre-commit hook, the language server, the Error Prone check).
 *
 * <pre>{@code
 * fix.applicability();   // SAFE for "decode %2520 once to %20"
 * fix.isSafe();          // what `urilint check --fix` applies; UNSAFE needs --unsafe-fixes
 * }</pre>
 */
public enum Applicability {

  /**
   * The fixed URI reaches the same resource and means the same: decoding a double encoding once,
   * the RFC 3986 §6.2.2/§6.2.3 normal form, percent-encoding an illegal character in a path,
   * query or fragment (which every parser that accepted it already sent encoded).
   */
  SAFE,

  /**
   * The fixed URI does something else, probably what was meant: {@code http} to {@code https},
   * a scheme added to {@code host:port}, a typo'd scheme replaced, a password moved out into a
   * placeholder, a host rewritten. Applied only when asked for ({@code --unsafe-fixes}).
   */
  UNSAFE
}
