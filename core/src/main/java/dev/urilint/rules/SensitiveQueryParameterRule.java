package dev.urilint.rules;

import java.util.List;

/**
 * A secret in the query.
 *
 * <p>RFC 3986 §7.5. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class SensitiveQueryParameterRule implements Rule {

  public static final String SUMMARY = "A secret in the query";

  @Override
  public RuleId id() {
    return RuleId.SENSITIVE_QUERY_PARAMETER;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §7.5";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
