package dev.urilint.rules;

import java.util.List;

/**
 * A host that mixes scripts or uses confusable characters.
 *
 * <p>RFC 3986 §7.6. TODO(rule catalog, issue 3): quote the RFC sentence this rule enforces.
 */
public final class MixedScriptHostRule implements Rule {

  public static final String SUMMARY = "A host that mixes scripts or uses confusable characters";

  @Override
  public RuleId id() {
    return RuleId.MIXED_SCRIPT_HOST;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public String rfcSection() {
    return "RFC 3986 §7.6";
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    // Not implemented yet (issue 3); returns nothing so the catalog compiles.
    return List.of();
  }
}
