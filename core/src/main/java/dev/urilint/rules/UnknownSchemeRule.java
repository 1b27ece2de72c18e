package dev.urilint.rules;

import java.util.List;

/**
 * A scheme one typo away from a well-known one.
 *
 * <p>RFC 3986 §3.1. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class UnknownSchemeRule implements Rule {

  public static final String SUMMARY = "A scheme one typo away from a well-known one";

  @Override
  public RuleId id() {
    return RuleId.UNKNOWN_SCHEME;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §3.1";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
