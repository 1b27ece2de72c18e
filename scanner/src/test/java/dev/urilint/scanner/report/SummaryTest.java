package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.testing.SampleResults;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SummaryTest {

  @Test
  void countsFindingsBySeverityFilesSkipsSuppressionsAndBaseline() {
    assertThat(Summary.line(SampleResults.sample()))
        .isEqualTo("urilint: 4 findings (2 errors, 1 warning, 1 info) in 12 files (340 strings linted); 2 files skipped, 1 suppressed, 2 baselined");
  }

  // grafana/helm-charts: 22 templates that are YAML only once rendered were read as plain text
  // and counted as "22 files skipped", although none was skipped.
  @Test
  void countsFilesReadAsPlainTextApartFromTheSkipped() {
    ScanResult r = SampleResults.sample();
    List<SkippedFile> skipped = new ArrayList<>(r.skipped());
    skipped.add(SkippedFile.readAsText("charts/loki/templates/_helpers.yaml", "invalid YAML; read as plain text, checked for passwords in URIs only"));
    ScanResult withText = new ScanResult(r.findings(), skipped, r.staleBaselineEntries(), r.filesScanned(), r.baselined(),
        r.suppressed(), r.baselinedFindings(), r.baselineSalt(), r.filesFromCache(), r.stringsLinted(),
        r.testFilesLimited());

    assertThat(Summary.line(withText))
        .endsWith("; 2 files skipped, 1 read as plain text, 1 suppressed, 2 baselined");
    assertThat(Summary.readAsText(withText)).isEqualTo(1);
  }

  // A password in a staged src/test/resources file passed pre-commit with "0 findings ... in 0
  // files": the summary now says how many test files got the security rules only, and how to
  // give them every rule.
  @Test
  void saysHowManyTestFilesGotTheSecurityRulesOnlyAndHowToIncludeThem() {
    ScanResult r = SampleResults.sample();
    ScanResult withTests = new ScanResult(r.findings(), r.skipped(), r.staleBaselineEntries(), r.filesScanned(),
        r.baselined(), r.suppressed(), r.baselinedFindings(), r.baselineSalt(), r.filesFromCache(), r.stringsLinted(), 4);

    assertThat(Summary.line(withTests))
        .endsWith("; 2 files skipped, 1 suppressed, 2 baselined; 4 test files checked with the security rules only"
            + " (every rule: --test-sources-all-rules)");
    assertThat(Summary.testCode(withTests, "-Durilint.testSourcesAllRules=true"))
        .isEqualTo("4 test files checked with the security rules only (every rule: -Durilint.testSourcesAllRules=true)");
    assertThat(Summary.testCode(r, "x")).isEmpty();
  }

  @ParameterizedTest
  @CsvSource({"0, 0 files", "1, 1 file", "2, 2 files"})
  void pluralizes(long n, String expected) {
    assertThat(Summary.plural(n, "file")).isEqualTo(expected);
  }
}
