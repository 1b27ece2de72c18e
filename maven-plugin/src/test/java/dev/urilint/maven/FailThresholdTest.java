package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.config.FailOn;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class FailThresholdTest {

  @ParameterizedTest
  @CsvSource({"error, ERROR", "WARNING, WARNING", " info , INFO"})
  void severityNamesAreThresholds(String value, FailOn expected) throws Exception {
    assertThat(FailThreshold.parse(value)).isEqualTo(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"never", "NEVER"})
  void neverMeansNoThreshold(String value) throws Exception {
    assertThat(FailThreshold.parse(value)).isEqualTo(FailOn.NEVER);
  }

  @ParameterizedTest
  @ValueSource(strings = {"fatal", "", "errors"})
  void anythingElseNamesTheParameterAndTheValidValues(String value) {
    assertThatThrownBy(() -> FailThreshold.parse(value))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("failOn")
        .hasMessageContaining("urilint.failOn")
        .hasMessageContaining("error, warning, info or never");
  }
}
