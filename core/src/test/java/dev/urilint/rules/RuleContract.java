package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@link Rule#check} promises for any input, whatever it finds: it does not throw, every
 * finding carries the rule's own id, and every span and fix lies inside the checked string (a fix
 * applied to it yields a string). Each rule test states it once, as a one-line property over
 * {@link UriLikeStrings}.
 */
final class RuleContract {

  private RuleContract() {}

  /** Asserts the contract of {@code rule} on {@code input} in a locator context. */
  static void holdsFor(Rule rule, String input) {
    holdsFor(rule, input, Context.locator());
  }

  /** Asserts the contract of {@code rule} on {@code input} in {@code context}. */
  static void holdsFor(Rule rule, String input, Context context) {
    for (Finding f : rule.check(Candidate.of(input, context))) {
      assertThat(f.rule()).as("rule id of %s on '%s'", f, input).isEqualTo(rule.id());
      assertThat(f.span().end()).as("span of %s on '%s'", f, input).isLessThanOrEqualTo(input.length());
      f.fix().ifPresent(fix -> {
        assertThat(fix.span().end()).as("fix span of %s on '%s'", f, input).isLessThanOrEqualTo(input.length());
        assertThat(fix.applyTo(input)).isNotNull();
      });
    }
  }
}
