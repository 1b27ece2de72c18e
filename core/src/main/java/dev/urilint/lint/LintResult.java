package dev.urilint.lint;

import java.util.Arrays;
import java.util.List;

/**
 * What {@link Linter#check} found in one string: the findings, at most {@link
 * BoundedFindings#LIMIT} per rule, and how many more there were.
 *
 * <pre>{@code
 * LintResult r = linter.check("http:" + "//a:b@".repeat(1_000), Context.locator(), rules);
 * r.findings().size();                          // 100 of credentials-in-uri (and any other rule's)
 * r.omitted(RuleId.CREDENTIALS_IN_URI);         // 900: found, counted, not built
 * }</pre>
 */
public final class LintResult {

  private static final int RULES = RuleId.values().length;

  static final LintResult NONE = new LintResult(List.of(), new int[RULES]);

  private final List<Finding> findings;
  private final int[] omittedByRule;

  /** {@code findings} and nothing past the bound: what a stand-in for the linter returns. */
  public LintResult(List<Finding> findings) {
    this(findings, new int[RULES]);
  }

  LintResult(List<Finding> findings, int[] omittedByRule) {
    this.findings = List.copyOf(findings);
    this.omittedByRule = omittedByRule;
  }

  /** The findings built, ordered by span start, then rule id; one per rule and span. */
  public List<Finding> findings() {
    return findings;
  }

  /** How many findings of {@code rule} were found past the bound: counted, not built. */
  public int omitted(RuleId rule) {
    return omittedByRule[rule.ordinal()];
  }

  /** How many findings of every rule were found past the bound. */
  public int omitted() {
    return Arrays.stream(omittedByRule).sum();
  }

  /**
   * What a front end appends to the last finding it shows when it left {@code count} out, the
   * same words in every output: {@code " (and 3 more findings in this value, not reported: at
   * most 25 per value)"}.
   *
   * @param where what the bound is per: {@code "value"}, {@code "string"}
   */
  public static String notReported(int count, String where, int limit) {
    return " (and " + count + " more finding" + (count == 1 ? "" : "s") + " in this " + where
        + ", not reported: at most " + limit + " per " + where + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LintResult other
        && other.findings.equals(findings)
        && Arrays.equals(other.omittedByRule, omittedByRule);
  }

  @Override
  public int hashCode() {
    return 31 * findings.hashCode() + Arrays.hashCode(omittedByRule);
  }

  @Override
  public String toString() {
    return "LintResult[findings=" + findings + ", omitted=" + omitted() + "]";
  }
}
