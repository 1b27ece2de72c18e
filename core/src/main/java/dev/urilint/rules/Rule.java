package dev.urilint.rules;

import java.util.List;

/**
 * One rule of the catalog. Each implementation is one class in a fixed template: its {@link
 * RuleId}, a one-line {@code SUMMARY} constant (the Error Prone check reuses it), the RFC section
 * it enforces (quoted in the class Javadoc), and one {@link #check} of guard clauses.
 */
public interface Rule {

  /** Which rule this is; its default severity is {@link RuleId#defaultSeverity()}. */
  RuleId id();

  /** One line, no trailing period: what the rule catches. */
  String summary();

  /** The section of the RFC the rule enforces, e.g. {@code "RFC 3986 §3.2.1"}. */
  String rfcSection();

  /**
   * The findings for one candidate string, at the rule's default severity ({@link Linter}
   * applies the policy). Messages are masked. Never throws.
   */
  List<Finding> check(Candidate candidate);
}
