package dev.urilint.lint;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Supplier;

/**
 * The findings of one string, at most {@link #LIMIT} of them, the rest counted and not built. A
 * rule that reports once per occurrence (a password per userinfo, a parameter per secret, a
 * {@code %25} per double encoding) collects into one, and so does the {@link Linter} across rules.
 *
 * <pre>{@code
 * BoundedFindings findings = new BoundedFindings();
 * for (Secret s : secrets) {
 *   findings.offer(() -> new Finding(id(), severity, message, s.span(), Optional.empty()));
 * }
 * return findings;   // a List<Finding>; findings.omitted() counts what did not fit
 * }</pre>
 *
 * <p>Why a bound: a string of 10 MiB of {@code //a:b@} holds 1.7 million passwords; building a
 * finding and its message for each took gigabytes before a front end kept the few it shows. The
 * count past the bound still reaches the user ({@link LintResult#omitted()}), so no finding
 * vanishes without a word. Not thread-safe; one per string.
 */
public final class BoundedFindings extends AbstractList<Finding> implements RandomAccess {

  /**
   * Findings built for one string, by one rule and in all; as many as the parser's violations of
   * one string. A front end shows fewer (the scanner 25 per value).
   */
  public static final int LIMIT = 100;

  private final List<Finding> kept = new ArrayList<>();
  private int omitted;

  /** Keeps {@code finding} if there is room; counts it otherwise. Always {@code true}. */
  @Override
  public boolean add(Finding finding) {
    if (kept.size() < LIMIT) {
      kept.add(finding);
    } else {
      omitted++;
    }
    return true;
  }

  /**
   * Keeps the finding {@code finding} builds if there is room; counts it without building it
   * otherwise (a message quotes up to a thousand chars of the string: building it a million
   * times is the cost the bound spares).
   */
  public void offer(Supplier<Finding> finding) {
    if (kept.size() < LIMIT) {
      kept.add(finding.get());
    } else {
      omitted++;
    }
  }

  /** Counts {@code count} findings found elsewhere and not built (a rule's own overflow). */
  void omit(int count) {
    omitted += count;
  }

  /** How many findings did not fit. */
  public int omitted() {
    return omitted;
  }

  @Override
  public Finding get(int index) {
    return kept.get(index);
  }

  @Override
  public Finding set(int index, Finding finding) {
    return kept.set(index, finding);
  }

  @Override
  public Finding remove(int index) {
    return kept.remove(index);
  }

  @Override
  public int size() {
    return kept.size();
  }
}
