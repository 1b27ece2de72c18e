package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.testing.SampleResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SummaryTest {

  @Test
  void countsFindingsBySeverityFilesSkipsSuppressionsAndBaseline() {
    assertThat(Summary.line(SampleResults.sample()))
        .isEqualTo("urilint: 4 findings (2 errors, 1 warning, 1 info) in 12 files (340 strings linted); 2 files skipped, 1 suppressed, 2 baselined");
  }

  @ParameterizedTest
  @CsvSource({"0, 0 files", "1, 1 file", "2, 2 files"})
  void pluralizes(long n, String expected) {
    assertThat(Summary.plural(n, "file")).isEqualTo(expected);
  }
}
