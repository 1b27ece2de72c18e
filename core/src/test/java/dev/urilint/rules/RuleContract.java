package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import java.util.List;

/**
 * What {@link Rule#check} promises for any input, whatever it finds: it does not throw, every
 * finding carries the rule's own id, every span and fix lies inside the checked string (a fix
 * applied to it yields a string), and it finds nothing in a candidate without one of its {@link
 * Rule#triggers()} (the {@link Linter} skips such candidates, so a finding there would be lost).
 * Each rule test states it once, as a one-line property over {@link UriLikeStrings}.
 */
final class RuleContract {

  private RuleContract() {}

  /** Asserts the contract of {@code rule} on {@code input} in a locator context. */
  static void holdsFor(Rule rule, String input) {
    holdsFor(rule, input, Context.locator());
  }

  /** Asserts the contract of {@code rule} on {@code input} in {@code context}. */
  static void holdsFor(Rule rule, String input, Context context) {
    checked(rule, input, context);
  }

  /**
   * The findings of {@code rule} on {@code input} in {@code context}, the contract asserted: what
   * the rule tests' tables go through, so that every case they list also proves that the rule's
   * triggers are on every string it reports on.
   */
  static List<Finding> checked(Rule rule, String input, Context context) {
    Candidate candidate = Candidate.of(input, context);
    List<Finding> findings = rule.check(candidate);
    if (!findings.isEmpty()) {
      assertThat(candidate.traits()).as("traits of '%s', which has %s", input, findings).containsAnyElementsOf(rule.triggers());
    }
    for (Finding f : findings) {
      assertThat(f.rule()).as("rule id of %s on '%s'", f, input).isEqualTo(rule.id());
      assertThat(f.span().end()).as("span of %s on '%s'", f, input).isLessThanOrEqualTo(input.length());
      f.fix().ifPresent(fix -> {
        assertThat(fix.span().end()).as("fix span of %s on '%s'", f, input).isLessThanOrEqualTo(input.length());
        assertThat(fix.applyTo(input)).isNotNull();
      });
    }
    return findings;
  }
}
