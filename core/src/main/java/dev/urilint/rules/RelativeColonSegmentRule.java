package dev.urilint.rules;

import java.util.List;

/**
 * A colon in the first segment turns a relative reference into a scheme.
 *
 * <p>RFC 3986 §4.2. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class RelativeColonSegmentRule implements Rule {

  public static final String SUMMARY = "A colon in the first segment turns a relative reference into a scheme";

  @Override
  public RuleId id() {
    return RuleId.RELATIVE_COLON_SEGMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §4.2";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
