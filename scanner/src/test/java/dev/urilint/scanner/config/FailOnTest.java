package dev.urilint.scanner.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FailOnTest {

  @ParameterizedTest(name = "--fail-on {0} with a finding of {1}: fails={2}")
  @CsvSource({
    "error,   ERROR,   true",
    "error,   WARNING, false",
    "error,   INFO,    false",
    "warning, ERROR,   true",
    "warning, WARNING, true",
    "warning, INFO,    false",
    "info,    INFO,    true",
    "never,   ERROR,   false",
  })
  void failsOnFindingsAtOrAboveTheThreshold(String id, Severity severity, boolean fails) {
    assertThat(FailOn.byId(id).orElseThrow().fails(severity)).isEqualTo(fails);
  }

  @ParameterizedTest
  @CsvSource({"ERROR, ERROR", "' warning ', WARNING", "Never, NEVER"})
  void parsesIdsInAnyCase(String id, FailOn expected) {
    assertThat(FailOn.byId(id)).contains(expected);
  }

  @ParameterizedTest
  @CsvSource({"fatal", "''", "off"})
  void rejectsAnythingElse(String id) {
    assertThat(FailOn.byId(id)).isEmpty();
  }
}
