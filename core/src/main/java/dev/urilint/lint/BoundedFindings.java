package dev.urilint.lint;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Supplier;

/**
 * The findings of one string, at most {@link #LIMIT} per rule, the most severe kept and the rest
 * counted by rule and severity, not built. A rule that reports once per occurrence (a password per
 * userinfo, a parameter per secret, a {@code %25} per double encoding) collects into one, and so
 * does the {@link Linter} across rules and placeholder defaults.
 *
 * <pre>{@code
 * BoundedFindings findings = new BoundedFindings();
 * for (Secret s : secrets) {
 *   findings.offer(id(), severity, () -> new Finding(id(), severity, message, s.span(), Optional.empty()));
 * }
 * return findings;   // a List<Finding>; findings.omitted(id()) counts what did not fit
 * }</pre>
 *
 * <p>Why a bound: a string of 10 MiB of {@code //a:b@} holds 1.7 million passwords; building a
 * finding and its message for each took gigabytes before a front end kept the few it shows. The
 * count past the bound still reaches the user ({@link LintResult#omitted()}), so no finding
 * vanishes without a word. Per rule, so that the findings of several rules linted together are
 * those of each rule linted alone (the Error Prone check lints once for all its checks).
 *
 * <p>Why the most severe: the first hundred by position let decoys hide an error, 101 templated
 * passwords (warnings) before a real one left the real one counted and unseen, and a build that
 * fails on errors passed. A finding more severe than the least severe kept of its rule takes the
 * place of the last one of those; that happens at most twice per kept place (a place only ever
 * gets more severe), so the whole stays linear. Among equals the first by position stay. Not
 * thread-safe; one per string.
 */
public final class BoundedFindings extends AbstractList<Finding> implements RandomAccess {

  /**
   * Findings built for one string and one rule; as many as the parser's violations of one
   * string. A front end shows fewer (the scanner 25 per value).
   */
  public static final int LIMIT = 100;

  private static final int RULES = RuleId.values().length;
  private static final int SEVERITIES = Severity.values().length;

  private final List<Finding> kept = new ArrayList<>();
  private final int[] keptByRule = new int[RULES];
  // Per rule and severity (index rule * SEVERITIES + severity): kept and counted.
  private final int[] keptBySeverity = new int[RULES * SEVERITIES];
  private final int[] omittedBySeverity = new int[RULES * SEVERITIES];

  /**
   * Keeps {@code finding} if its rule has room, or in place of a less severe one of its rule (which
   * is then counted); counts it otherwise. Always {@code true}.
   */
  @Override
  public boolean add(Finding finding) {
    int rule = finding.rule().ordinal();
    int severity = finding.severity().ordinal();
    if (keptByRule[rule] >= LIMIT) {
      int least = leastSevereKept(rule);
      if (least <= severity) {
        omittedBySeverity[rule * SEVERITIES + severity]++;
        return true;
      }
      evictLast(finding.rule(), least);
    }
    keptByRule[rule]++;
    keptBySeverity[rule * SEVERITIES + severity]++;
    kept.add(finding);
    return true;
  }

  /**
   * Keeps the finding of {@code rule} at {@code severity} that {@code finding} builds if it would
   * be kept; counts it without building it otherwise (a message quotes up to a thousand chars of
   * the string: building it a million times is the cost the bound spares).
   */
  public void offer(RuleId rule, Severity severity, Supplier<Finding> finding) {
    int r = rule.ordinal();
    if (keptByRule[r] < LIMIT || leastSevereKept(r) > severity.ordinal()) {
      add(finding.get());
    } else {
      omittedBySeverity[r * SEVERITIES + severity.ordinal()]++;
    }
  }

  /** {@link #offer(RuleId, Severity, Supplier)} at the rule's default severity. */
  public void offer(RuleId rule, Supplier<Finding> finding) {
    offer(rule, rule.defaultSeverity(), finding);
  }

  /**
   * Counts what {@code other} counted and did not build (a rule's own overflow), each at the
   * severity {@code policy} gives it; a rule the policy turns off is not counted.
   */
  void omitAll(BoundedFindings other, SeverityPolicy policy) {
    for (RuleId rule : RuleId.values()) {
      for (Severity s : Severity.values()) {
        int n = other.omittedBySeverity[rule.ordinal() * SEVERITIES + s.ordinal()];
        if (n > 0) {
          policy.severityFor(rule, s)
              .ifPresent(to -> omittedBySeverity[rule.ordinal() * SEVERITIES + to.ordinal()] += n);
        }
      }
    }
  }

  /** How many findings of {@code rule} did not fit. */
  public int omitted(RuleId rule) {
    int sum = 0;
    for (int s = 0; s < SEVERITIES; s++) {
      sum += omittedBySeverity[rule.ordinal() * SEVERITIES + s];
    }
    return sum;
  }

  /** How many findings did not fit, of every rule. */
  public int omitted() {
    int sum = 0;
    for (int n : omittedBySeverity) {
      sum += n;
    }
    return sum;
  }

  /** The counts of what did not fit, indexed by {@code rule.ordinal() * 3 + severity.ordinal()}. */
  /**
   * How many findings of {@code rule} were counted past the bound, after which they are counted no
   * more: the one finding that stands for them all names them ({@link OneFindingPerRule}).
   */
  int takeOmitted(RuleId rule) {
    int sum = 0;
    for (int s = 0; s < SEVERITIES; s++) {
      sum += omittedBySeverity[rule.ordinal() * SEVERITIES + s];
      omittedBySeverity[rule.ordinal() * SEVERITIES + s] = 0;
    }
    return sum;
  }

  int[] omittedBySeverity() {
    return omittedBySeverity.clone();
  }

  // The least severe severity (highest ordinal) kept of rule; -1 when none is kept.
  private int leastSevereKept(int rule) {
    for (int s = SEVERITIES - 1; s >= 0; s--) {
      if (keptBySeverity[rule * SEVERITIES + s] > 0) {
        return s;
      }
    }
    return -1;
  }

  // Drops the last kept finding of rule at severity and counts it. A walk over at most the kept
  // findings, made at most twice per place (see the class comment).
  private void evictLast(RuleId rule, int severity) {
    for (int i = kept.size() - 1; i >= 0; i--) {
      Finding f = kept.get(i);
      if (f.rule() == rule && f.severity().ordinal() == severity) {
        remove(i);
        omittedBySeverity[rule.ordinal() * SEVERITIES + severity]++;
        return;
      }
    }
  }

  @Override
  public Finding get(int index) {
    return kept.get(index);
  }

  @Override
  public Finding set(int index, Finding finding) {
    // Only a reordering (List.sort) sets: each rule's counts stay as they are.
    return kept.set(index, finding);
  }

  @Override
  public Finding remove(int index) {
    Finding removed = kept.remove(index);
    keptByRule[removed.rule().ordinal()]--;
    keptBySeverity[removed.rule().ordinal() * SEVERITIES + removed.severity().ordinal()]--;
    return removed;
  }

  @Override
  public int size() {
    return kept.size();
  }
}
