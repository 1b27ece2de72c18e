package dev.urilint.rules;

import java.util.List;

/**
 * A password in the userinfo of a URI.
 *
 * <p>RFC 3986 §3.2.1, §7.5. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class CredentialsInUriRule implements Rule {

  public static final String SUMMARY = "A password in the userinfo of a URI";

  @Override
  public RuleId id() {
    return RuleId.CREDENTIALS_IN_URI;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §3.2.1, §7.5";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
