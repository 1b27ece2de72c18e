package dev.urilint.uri;

/**
 * The result of one production, packed into a {@code long} so that recognising allocates
 * nothing: a non-negative value is the index after the match; a negative value is a failure
 * carrying the index of the first character that cannot extend a valid prefix and the rule that
 * character broke.
 *
 * <pre>{@code
 * long r = Match.fail(10, GrammarRule.SEGMENT);
 * Match.failed(r);      // true
 * Match.index(r);       // 10
 * Match.rule(r);        // SEGMENT
 * }</pre>
 */
final class Match {

  private static final int RULE_BITS = 6;
  private static final GrammarRule[] RULES = GrammarRule.values();

  static {
    if (RULES.length > 1 << RULE_BITS) {
      throw new AssertionError("GrammarRule outgrew the failure encoding");
    }
  }

  private Match() {}

  /** A failure at {@code index} (0-based; the input length when the input ends too early). */
  static long fail(int index, GrammarRule rule) {
    return -1L - (((long) index << RULE_BITS) | rule.ordinal());
  }

  static boolean failed(long result) {
    return result < 0;
  }

  /** The failure's character index. */
  static int index(long failure) {
    return (int) ((-1L - failure) >>> RULE_BITS);
  }

  /** The rule the failure's character broke. */
  static GrammarRule rule(long failure) {
    return RULES[(int) ((-1L - failure) & ((1 << RULE_BITS) - 1))];
  }
}
