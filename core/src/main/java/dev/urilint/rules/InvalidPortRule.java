package dev.urilint.rules;

import java.util.List;

/**
 * A port above 65535.
 *
 * <p>RFC 3986 §3.2.3. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class InvalidPortRule implements Rule {

  public static final String SUMMARY = "A port above 65535";

  @Override
  public RuleId id() {
    return RuleId.INVALID_PORT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §3.2.3";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
