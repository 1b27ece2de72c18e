package dev.urilint.lint;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The severity of every rule, or "off". Front ends change severities through it.
 *
 * <pre>{@code
 * SeverityPolicy policy = SeverityPolicy.defaults()
 *     .with(RuleId.INSECURE_SCHEME, Severity.ERROR)
 *     .off(RuleId.NON_NORMALIZED);
 * policy.severityOf(RuleId.NON_NORMALIZED);   // Optional.empty(): the rule is off
 * }</pre>
 */
public final class SeverityPolicy {

  private final Map<RuleId, Optional<Severity>> severities;

  private SeverityPolicy(Map<RuleId, Optional<Severity>> severities) {
    this.severities = severities;
  }

  /** The default severities (the README's rule table). */
  public static SeverityPolicy defaults() {
    EnumMap<RuleId, Optional<Severity>> map = new EnumMap<>(RuleId.class);
    for (RuleId rule : RuleId.values()) {
      map.put(rule, Optional.of(rule.defaultSeverity()));
    }
    return new SeverityPolicy(map);
  }


  /** A copy where {@code rule} has {@code severity}. */
  public SeverityPolicy with(RuleId rule, Severity severity) {
    EnumMap<RuleId, Optional<Severity>> copy = new EnumMap<>(severities);
    copy.put(rule, Optional.of(severity));
    return new SeverityPolicy(copy);
  }

  /** A copy where {@code rule} is off. */
  public SeverityPolicy off(RuleId rule) {
    EnumMap<RuleId, Optional<Severity>> copy = new EnumMap<>(severities);
    copy.put(rule, Optional.empty());
    return new SeverityPolicy(copy);
  }

  /**
   * A copy with {@code rule} set from a user's text: {@code error}, {@code warning}, {@code info}
   * or {@code off}.
   *
   * @throws IllegalArgumentException naming the bad value and the valid ones
   */
  public SeverityPolicy withSetting(RuleId rule, String setting) {
    if ("off".equalsIgnoreCase(setting.trim())) {
      return off(rule);
    }
    return with(
        rule,
        Severity.byId(setting)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "invalid severity '"
                            + setting
                            + "' for rule "
                            + rule.id()
                            + "; use error, warning, info or off")));
  }

  /** The severity of {@code rule}; empty when it is off. */
  public Optional<Severity> severityOf(RuleId rule) {
    return severities.get(rule);
  }

  /**
   * The severity a finding is reported at, or empty when its rule is off. A rule may report a
   * finding below its default severity (a templated password is a warning where a literal one
   * is an error); the policy keeps that distance: the finding is lowered from the policy's
   * severity by as many levels as the rule lowered it from the default, never below {@code
   * info}. With {@code credentials-in-uri} set to {@code warning}, the
   * templated password becomes {@code info}; at {@code info}, it stays {@code info}.
   *
   * <pre>{@code
   * policy.severityFor(RuleId.CREDENTIALS_IN_URI, Severity.WARNING);   // Optional[WARNING] by default
   * }</pre>
   */
  public Optional<Severity> severityFor(RuleId rule, Severity reported) {
    int lowered = Math.max(0, reported.ordinal() - rule.defaultSeverity().ordinal());
    return severities
        .get(rule)
        .map(s -> Severity.values()[Math.min(Severity.INFO.ordinal(), s.ordinal() + lowered)]);
  }

  public boolean isEnabled(RuleId rule) {
    return severities.get(rule).isPresent();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SeverityPolicy other && other.severities.equals(severities);
  }

  @Override
  public int hashCode() {
    return severities.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("SeverityPolicy{");
    severities.forEach(
        (rule, sev) -> sb.append(rule.id()).append('=').append(sev.map(Severity::id).orElse("off")).append(' '));
    return sb.append('}').toString();
  }
}
