package dev.urilint.lint;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What {@link Linter#check} found in one string: the findings, at most {@link
 * BoundedFindings#LIMIT} per rule (the most severe), and how many more there were, by rule and
 * severity.
 *
 * <pre>{@code
 * LintResult r = linter.check("http:" + "//a:b@".repeat(1_000), Context.locator(), rules);
 * r.findings().size();                          // 100 of credentials-in-uri (and any other rule's)
 * r.omitted(RuleId.CREDENTIALS_IN_URI);         // 900: found, counted, not built
 * r.omitted(RuleId.CREDENTIALS_IN_URI, Severity.ERROR);   // 900: each an error
 * }</pre>
 */
public final class LintResult {

  private static final int RULES = RuleId.values().length;
  private static final int SEVERITIES = Severity.values().length;

  static final LintResult NONE = new LintResult(List.of(), new int[RULES * SEVERITIES]);

  private final List<Finding> findings;
  private final int[] omittedBySeverity;

  /** {@code findings} and nothing past the bound: what a stand-in for the linter returns. */
  public LintResult(List<Finding> findings) {
    this(findings, new int[RULES * SEVERITIES]);
  }

  LintResult(List<Finding> findings, int[] omittedBySeverity) {
    this.findings = List.copyOf(findings);
    this.omittedBySeverity = omittedBySeverity;
  }

  /** The findings built, ordered by span start, then rule id; one per rule and span. */
  public List<Finding> findings() {
    return findings;
  }

  /**
   * This result with each finding replaced by {@code each} of it and every finding counted past
   * the bound at most {@code ceiling} severe: what a value's evidence allows ({@code
   * dev.urilint.evidence.ConfigValueRole#bound}).
   */
  public LintResult map(UnaryOperator<Finding> each, Severity ceiling) {
    if (findings.isEmpty() && omitted() == 0) {
      return this;
    }
    List<Finding> mapped = new ArrayList<>(findings.size());
    for (Finding f : findings) {
      mapped.add(each.apply(f));
    }
    int[] omitted = omittedBySeverity.clone();
    for (int r = 0; r < RULES; r++) {
      for (int s = 0; s < ceiling.ordinal(); s++) {
        omitted[r * SEVERITIES + ceiling.ordinal()] += omitted[r * SEVERITIES + s];
        omitted[r * SEVERITIES + s] = 0;
      }
    }
    return new LintResult(mapped, omitted);
  }

  /** How many findings of {@code rule} were found past the bound: counted, not built. */
  public int omitted(RuleId rule) {
    int sum = 0;
    for (Severity s : Severity.values()) {
      sum += omitted(rule, s);
    }
    return sum;
  }

  /** How many findings of {@code rule} at {@code severity} (the policy's) were found past the bound. */
  public int omitted(RuleId rule, Severity severity) {
    return omittedBySeverity[rule.ordinal() * SEVERITIES + severity.ordinal()];
  }

  /** How many findings of every rule were found past the bound. */
  public int omitted() {
    return Arrays.stream(omittedBySeverity).sum();
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

  /**
   * {@link #notReported(int, String, int)} that also says how many of them are errors, when any
   * are: {@code " (and 3 more findings in this value, not reported: at most 25 per value; 1 of
   * them an error)"}. An error left out is named, so no reader takes the findings shown for the
   * worst.
   */
  public static String notReported(int count, int errors, String where, int limit) {
    String base = notReported(count, where, limit);
    if (errors == 0) {
      return base;
    }
    String which = count == 1 ? "an error"
        : errors == count ? (count == 2 ? "both errors" : "all errors")
        : errors + " of them " + (errors == 1 ? "an error" : "errors");
    return base.substring(0, base.length() - 1) + "; " + which + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LintResult other
        && other.findings.equals(findings)
        && Arrays.equals(other.omittedBySeverity, omittedBySeverity);
  }

  @Override
  public int hashCode() {
    return 31 * findings.hashCode() + Arrays.hashCode(omittedBySeverity);
  }

  @Override
  public String toString() {
    return "LintResult[findings=" + findings + ", omitted=" + omitted() + "]";
  }
}
