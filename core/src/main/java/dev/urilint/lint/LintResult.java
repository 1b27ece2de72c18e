package dev.urilint.lint;

import java.util.List;

/**
 * What {@link Linter#check} found in one string: the findings, at most {@link
 * BoundedFindings#LIMIT} of them, and how many more there were.
 *
 * <pre>{@code
 * LintResult r = linter.check("http:" + "//a:b@".repeat(1_000), Context.locator(), rules);
 * r.findings().size();   // 100
 * r.omitted();           // 900: found, counted, not built
 * }</pre>
 *
 * @param findings ordered by span start, then rule id; one per rule and span
 * @param omitted findings past the bound, counted and not built; a front end says how many
 */
public record LintResult(List<Finding> findings, int omitted) {

  static final LintResult NONE = new LintResult(List.of(), 0);

  public LintResult {
    findings = List.copyOf(findings);
    if (omitted < 0) {
      throw new IllegalArgumentException("omitted < 0: " + omitted);
    }
  }
}
