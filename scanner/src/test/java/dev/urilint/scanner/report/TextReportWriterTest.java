package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class TextReportWriterTest {

  private static String write(dev.urilint.scanner.ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new TextReportWriter().write(r, out);
    return out.toString();
  }

  @Test
  void writesFindingsSkippedFilesStaleEntriesAndTheSummary() throws IOException {
    Golden.assertMatches(write(SampleResults.sample()), "reports/sample.txt");
  }

  @Test
  void aCleanScanIsOneSummaryLine() throws IOException {
    assertThat(write(SampleResults.clean()))
        .isEqualTo("urilint: 0 findings (0 errors, 0 warnings, 0 info) in 3 files; 0 files skipped, 0 suppressed, 0 baselined\n");
  }

  @Test
  void findingLineIsTheDesignFormat() {
    assertThat(TextReportWriter.findingLine(SampleResults.sample().findings().get(2)))
        .isEqualTo("src/main/resources/application.yml:7:10: warning: [insecure-scheme] insecure scheme 'http' for a locator; use https");
  }

  @Test
  void neverShowsThePlantedSecret() throws IOException {
    assertThat(write(SampleResults.sample())).doesNotContain(SampleResults.PLANTED_SECRET).contains("****");
  }
}
