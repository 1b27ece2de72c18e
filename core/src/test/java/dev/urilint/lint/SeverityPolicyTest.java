package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SeverityPolicyTest {

  @Test
  void defaultsFollowTheDesignTable() {
    SeverityPolicy policy = SeverityPolicy.defaults();
    for (RuleId rule : RuleId.values()) {
      assertThat(policy.severityOf(rule)).contains(rule.defaultSeverity());
    }
  }

  @ParameterizedTest(name = "policy {0}, finding {1} -> {2}")
  @CsvSource({
    "error,   error,   error",
    "error,   warning, warning",
    "error,   info,    info",
    "warning, error,   warning",
    "warning, warning, info",
    "info,    warning, info",
    "off,     warning, off",
  })
  void keepsTheDistanceARuleLoweredItsFindingBy(String setting, String reported, String expected) {
    SeverityPolicy policy = SeverityPolicy.defaults().withSetting(RuleId.CREDENTIALS_IN_URI, setting);
    Optional<Severity> actual =
        policy.severityFor(RuleId.CREDENTIALS_IN_URI, Severity.byId(reported).orElseThrow());
    assertThat(actual.map(Severity::id).orElse("off")).isEqualTo(expected);
  }

  @Test
  void rejectsAnUnknownSettingNamingTheValidOnes() {
    assertThatThrownBy(() -> SeverityPolicy.defaults().withSetting(RuleId.DOUBLE_ENCODING, "fatal"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("fatal")
        .hasMessageContaining("error, warning, info or off");
  }

  @Test
  void offTurnsARuleOff() {
    SeverityPolicy policy = SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED);
    assertThat(policy.isEnabled(RuleId.NON_NORMALIZED)).isFalse();
    assertThat(policy.severityOf(RuleId.NON_NORMALIZED)).isEmpty();
    assertThat(policy).isNotEqualTo(SeverityPolicy.defaults());
  }

  @Test
  void equalPoliciesAreEqualAndHashAlikeAndShowEachSetting() {
    SeverityPolicy a = SeverityPolicy.defaults().with(RuleId.INVALID_PORT, Severity.INFO).off(RuleId.NON_NORMALIZED);
    SeverityPolicy b = SeverityPolicy.defaults().with(RuleId.INVALID_PORT, Severity.INFO).off(RuleId.NON_NORMALIZED);

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).isNotEqualTo("not a policy");
    assertThat(a.toString()).contains("invalid-port=info", "non-normalized=off", "malformed-uri=error");
  }
}
