package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
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
        .isEqualTo("urilint: 0 findings (0 errors, 0 warnings, 0 info) in 3 files (7 strings linted); 0 files skipped, 0 suppressed, 0 baselined\n");
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

  /**
   * A value ending in CR ESC[2K erased its own finding on a terminal; a file name with a line feed
   * forged a finding line. Every text from a scanned file has its control chars escaped.
   */
  @Test
  void noTextFromAScannedFileCanStartALineOrMoveTheCursor() throws IOException {
    ReportedFinding erasing =
        new ReportedFinding("a\nb.yml:1:1: error: [credentials-in-uri] forged", 1, 1, 1, 2, RuleId.MALFORMED_URI,
            Severity.ERROR, "illegal character in 'http://h/\r\u001b[2K all clean \u202e'", "http://h/",
            "0a1b2c3d4e5f60718293a4b5c6d7e8f9", Optional.empty(), Optional.empty(), List.of());
    ScanResult result =
        new ScanResult(List.of(erasing), List.of(new SkippedFile("x\ry.json", "invalid JSON\u001b[2K")),
            List.of(new BaselineEntry(RuleId.INSECURE_SCHEME, "o\nld.yml", "99999999999999999999999999999999",
                Optional.empty(), "http://l/\n", 1)),
            1, 0, 0, List.of(), Optional.empty());

    String report = write(result);

    assertThat(report.lines())
        .containsExactly(
            "a\\nb.yml:1:1: error: [credentials-in-uri] forged:1:1: error: [malformed-uri] illegal character in"
                + " 'http://h/\\r\\u001b[2K all clean \\u202e'",
            "x\\ry.json: skipped: invalid JSON\\u001b[2K",
            "o\\nld.yml: stale baseline entry: [insecure-scheme] http://l/\\n (1 not found)",
            "urilint: 1 finding (1 error, 0 warnings, 0 info) in 1 file (0 strings linted); 1 file skipped, 0 suppressed, 0 baselined");
    assertThat(report).doesNotContain("\u001b", "\r", "\u202e");
  }
}
