package dev.urilint.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Runs the rule catalog on one string: the entry point of every front end.
 *
 * <pre>{@code
 * Linter linter = new Linter(SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED));
 * List<Finding> findings = linter.lint("jdbc:postgresql://app:s3cret@db/app", Context.locator());
 * }</pre>
 *
 * <p>Findings come back ordered by span start, then rule id. Immutable and thread-safe.
 */
public final class Linter {

  private final SeverityPolicy policy;

  public Linter(SeverityPolicy policy) {
    this.policy = policy;
  }

  /** A linter with DESIGN.md's default severities. */
  public static Linter withDefaults() {
    return new Linter(SeverityPolicy.defaults());
  }

  public SeverityPolicy policy() {
    return policy;
  }

  /** Every finding of every enabled rule. */
  public List<Finding> lint(String input, Context context) {
    return lint(input, context, EnumSet.allOf(RuleId.class));
  }

  /** The findings of the enabled rules among {@code rules} only. */
  public List<Finding> lint(String input, Context context, Set<RuleId> rules) {
    throw new UnsupportedOperationException("implemented by the rule catalog work (issue 3)");
  }
}
