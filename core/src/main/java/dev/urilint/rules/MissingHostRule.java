package dev.urilint.rules;

import java.util.List;

/**
 * A scheme that needs a host has none.
 *
 * <p>RFC 3986 §3.2.2. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class MissingHostRule implements Rule {

  public static final String SUMMARY = "A scheme that needs a host has none";

  @Override
  public RuleId id() {
    return RuleId.MISSING_HOST;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §3.2.2";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
