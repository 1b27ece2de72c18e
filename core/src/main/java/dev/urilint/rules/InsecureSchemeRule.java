package dev.urilint.rules;

import java.util.List;

/**
 * An unencrypted scheme to a host that is not local.
 *
 * <p>RFC 3986 §7. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class InsecureSchemeRule implements Rule {

  public static final String SUMMARY = "An unencrypted scheme to a host that is not local";

  @Override
  public RuleId id() {
    return RuleId.INSECURE_SCHEME;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §7";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
