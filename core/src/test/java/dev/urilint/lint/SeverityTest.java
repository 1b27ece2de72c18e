package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SeverityTest {

  @ParameterizedTest(name = "{0} at least {1}: {2}")
  @CsvSource({
    "ERROR, ERROR, true", "ERROR, WARNING, true", "ERROR, INFO, true",
    "WARNING, ERROR, false", "WARNING, WARNING, true", "WARNING, INFO, true",
    "INFO, ERROR, false", "INFO, WARNING, false", "INFO, INFO, true"
  })
  void isAtLeastAsSevereAsItselfAndEveryLowerSeverity(Severity severity, Severity threshold, boolean atLeast) {
    assertThat(severity.isAtLeast(threshold)).isEqualTo(atLeast);
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"error, ERROR", "' Warning ', WARNING", "INFO, INFO"})
  void parsesItsIdInAnyCase(String id, Severity severity) {
    assertThat(Severity.byId(id)).contains(severity);
    assertThat(severity.id()).isEqualTo(id.trim().toLowerCase(java.util.Locale.ROOT));
  }
}
