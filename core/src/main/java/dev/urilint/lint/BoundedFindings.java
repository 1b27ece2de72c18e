package dev.urilint.lint;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Supplier;

/**
 * The findings of one string, at most {@link #LIMIT} per rule, the rest counted and not built. A
 * rule that reports once per occurrence (a password per userinfo, a parameter per secret, a
 * {@code %25} per double encoding) collects into one, and so does the {@link Linter} across rules
 * and placeholder defaults.
 *
 * <pre>{@code
 * BoundedFindings findings = new BoundedFindings();
 * for (Secret s : secrets) {
 *   findings.offer(id(), () -> new Finding(id(), severity, message, s.span(), Optional.empty()));
 * }
 * return findings;   // a List<Finding>; findings.omitted(id()) counts what did not fit
 * }</pre>
 *
 * <p>Why a bound: a string of 10 MiB of {@code //a:b@} holds 1.7 million passwords; building a
 * finding and its message for each took gigabytes before a front end kept the few it shows. The
 * count past the bound still reaches the user ({@link LintResult#omitted()}), so no finding
 * vanishes without a word. Per rule, so that the findings of several rules linted together are
 * those of each rule linted alone (the Error Prone check lints once for all its checks). Not
 * thread-safe; one per string.
 */
public final class BoundedFindings extends AbstractList<Finding> implements RandomAccess {

  /**
   * Findings built for one string and one rule; as many as the parser's violations of one
   * string. A front end shows fewer (the scanner 25 per value).
   */
  public static final int LIMIT = 100;

  private static final int RULES = RuleId.values().length;

  private final List<Finding> kept = new ArrayList<>();
  private final int[] keptByRule = new int[RULES];
  private final int[] omittedByRule = new int[RULES];

  /** Keeps {@code finding} if its rule has room; counts it otherwise. Always {@code true}. */
  @Override
  public boolean add(Finding finding) {
    int rule = finding.rule().ordinal();
    if (keptByRule[rule] < LIMIT) {
      keptByRule[rule]++;
      kept.add(finding);
    } else {
      omittedByRule[rule]++;
    }
    return true;
  }

  /**
   * Keeps the finding of {@code rule} that {@code finding} builds if the rule has room; counts it
   * without building it otherwise (a message quotes up to a thousand chars of the string:
   * building it a million times is the cost the bound spares).
   */
  public void offer(RuleId rule, Supplier<Finding> finding) {
    if (keptByRule[rule.ordinal()] < LIMIT) {
      add(finding.get());
    } else {
      omittedByRule[rule.ordinal()]++;
    }
  }

  /** Counts what {@code other} counted and did not build (a rule's own overflow). */
  void omitAll(BoundedFindings other) {
    for (int i = 0; i < omittedByRule.length; i++) {
      omittedByRule[i] += other.omittedByRule[i];
    }
  }

  /** How many findings of {@code rule} did not fit. */
  public int omitted(RuleId rule) {
    return omittedByRule[rule.ordinal()];
  }

  /** How many findings did not fit, of every rule. */
  public int omitted() {
    int sum = 0;
    for (int n : omittedByRule) {
      sum += n;
    }
    return sum;
  }

  /** The counts of {@link #omitted(RuleId)}, indexed by {@link RuleId#ordinal()}. */
  int[] omittedByRule() {
    return omittedByRule.clone();
  }

  @Override
  public Finding get(int index) {
    return kept.get(index);
  }

  @Override
  public Finding set(int index, Finding finding) {
    // Only a reordering (List.sort) sets: each rule's count stays as it is.
    return kept.set(index, finding);
  }

  @Override
  public Finding remove(int index) {
    Finding removed = kept.remove(index);
    keptByRule[removed.rule().ordinal()]--;
    return removed;
  }

  @Override
  public int size() {
    return kept.size();
  }
}
