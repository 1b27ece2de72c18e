package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SecuritySeverityTest {

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void scoresExactlyTheSecurityRules(RuleId rule) {
    assertThat(SecuritySeverity.of(rule).isPresent()).isEqualTo(rule.isSecurity());
    SecuritySeverity.of(rule).ifPresent(s -> assertThat(Double.parseDouble(s)).isBetween(0.1, 10.0));
  }

  @Test
  void aLeakedCredentialIsHigh() {
    assertThat(SecuritySeverity.of(RuleId.CREDENTIALS_IN_URI)).contains("8.0");
  }
}
