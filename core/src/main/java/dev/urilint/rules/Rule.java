package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import java.util.List;
import java.util.Set;

/**
 * One rule of the catalog. Each implementation is one class in a fixed template: its {@link
 * RuleId} (which holds the rule's summary, RFC sections and default severity), the RFC text it
 * enforces quoted in the class Javadoc, and one {@link #check} of guard clauses; a rule that
 * can only find something in strings with certain {@link Trait}s says so in {@link #triggers()},
 * and the {@code dev.urilint.lint.Linter} spares it every other string.
 */
public interface Rule {

  /** Which rule this is; its default severity is {@link RuleId#defaultSeverity()}. */
  RuleId id();

  /**
   * The findings for one candidate string, at the rule's default severity ({@code dev.urilint.lint.Linter}
   * applies the policy). Messages are masked. Never throws.
   */
  List<Finding> check(Candidate candidate);

  /**
   * The traits of which a candidate needs at least one for this rule to find anything; the
   * {@code dev.urilint.lint.Linter} does not call {@link #check} on other candidates. By default {@link Trait#ANY}:
   * every candidate.
   *
   * <pre>{@code
   * Set<Trait> triggers() { return EnumSet.of(Trait.PERCENT_SIGN); }   // double-encoding
   * }</pre>
   */
  default Set<Trait> triggers() {
    return Set.of(Trait.ANY);
  }
}
