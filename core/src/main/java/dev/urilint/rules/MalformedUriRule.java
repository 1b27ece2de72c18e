package dev.urilint.rules;

import java.util.List;

/**
 * Violates the RFC 3986 grammar.
 *
 * <p>RFC 3986 Appendix A. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class MalformedUriRule implements Rule {

  public static final String SUMMARY = "Violates the RFC 3986 grammar";

  @Override
  public RuleId id() {
    return RuleId.MALFORMED_URI;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 Appendix A";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
