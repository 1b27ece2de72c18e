package dev.urilint.rules;

import java.util.List;

/**
 * Not in normal form.
 *
 * <p>RFC 3986 §6.2.2, §6.2.3. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class NonNormalizedRule implements Rule {

  public static final String SUMMARY = "Not in normal form";

  @Override
  public RuleId id() {
    return RuleId.NON_NORMALIZED;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §6.2.2, §6.2.3";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
