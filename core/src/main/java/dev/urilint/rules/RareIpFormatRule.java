package dev.urilint.rules;

import java.util.List;

/**
 * A hex, octal, integer or short IPv4 address.
 *
 * <p>RFC 3986 §7.4. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class RareIpFormatRule implements Rule {

  public static final String SUMMARY = "A hex, octal, integer or short IPv4 address";

  @Override
  public RuleId id() {
    return RuleId.RARE_IP_FORMAT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §7.4";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
