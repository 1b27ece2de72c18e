package dev.urilint.rules;

import java.util.List;

/**
 * An authority that misleads about the host it reaches.
 *
 * <p>RFC 3986 §7.2, §7.6. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class MisleadingAuthorityRule implements Rule {

  public static final String SUMMARY = "An authority that misleads about the host it reaches";

  @Override
  public RuleId id() {
    return RuleId.MISLEADING_AUTHORITY;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §7.2, §7.6";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
