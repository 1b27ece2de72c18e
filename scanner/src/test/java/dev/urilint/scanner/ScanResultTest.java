package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.testing.SampleResults;
import org.junit.jupiter.api.Test;

class ScanResultTest {

  private final ScanResult sample = SampleResults.sample();

  @Test
  void countsFindingsPerSeverity() {
    assertThat(sample.count(Severity.ERROR)).isEqualTo(2);
    assertThat(sample.count(Severity.WARNING)).isEqualTo(1);
    assertThat(sample.count(Severity.INFO)).isEqualTo(1);
  }

  @Test
  void countsFindingsAtOrAboveAThreshold() {
    assertThat(sample.countAtLeast(Severity.ERROR)).isEqualTo(2);
    assertThat(sample.countAtLeast(Severity.WARNING)).isEqualTo(3);
    assertThat(sample.countAtLeast(Severity.INFO)).isEqualTo(4);
  }
}
