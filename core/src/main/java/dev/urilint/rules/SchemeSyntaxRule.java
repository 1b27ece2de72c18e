package dev.urilint.rules;

import java.util.List;

/**
 * Breaks its scheme's own syntax.
 *
 * <p>RFC 1738 §3, §5. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class SchemeSyntaxRule implements Rule {

  public static final String SUMMARY = "Breaks its scheme's own syntax";

  @Override
  public RuleId id() {
    return RuleId.SCHEME_SYNTAX;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 1738 §3, §5";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
