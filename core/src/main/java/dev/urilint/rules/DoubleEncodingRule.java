package dev.urilint.rules;

import java.util.List;

/**
 * A percent-encoding that was encoded twice.
 *
 * <p>RFC 3986 §2.4. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class DoubleEncodingRule implements Rule {

  public static final String SUMMARY = "A percent-encoding that was encoded twice";

  @Override
  public RuleId id() {
    return RuleId.DOUBLE_ENCODING;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §2.4";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
