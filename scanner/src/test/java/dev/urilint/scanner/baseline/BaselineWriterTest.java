package dev.urilint.scanner.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineWriterTest {

  @TempDir Path dir;

  private static ReportedFinding finding(String path, int line, RuleId rule, String fingerprint) {
    return new ReportedFinding(path, line, 1, line, 2, rule, Severity.ERROR, "m", "http://x/", fingerprint,
        Optional.empty(), Optional.empty(), List.of());
  }

  private static ScanResult result(List<ReportedFinding> reported, List<ReportedFinding> baselined) {
    return new ScanResult(reported, List.of(), List.of(), 1, baselined.size(), 0, baselined, Optional.of("0011"));
  }

  @Test
  void coversReportedAndAlreadyBaselinedFindingsWithOccurrenceCounts() {
    Baseline b =
        BaselineWriter.baselineOf(
            result(
                List.of(finding("b.yml", 3, RuleId.INSECURE_SCHEME, "f2"), finding("b.yml", 9, RuleId.INSECURE_SCHEME, "f2")),
                List.of(finding("a.yml", 1, RuleId.MALFORMED_URI, "f1"))));

    assertThat(b.salt()).isEqualTo("0011");
    assertThat(b.entries())
        .containsExactly(
            new BaselineEntry(RuleId.MALFORMED_URI, "a.yml", "f1", Optional.empty(), "http://x/", 1),
            new BaselineEntry(RuleId.INSECURE_SCHEME, "b.yml", "f2", Optional.empty(), "http://x/", 2));
  }

  @Test
  void refusesAScanThatDerivedNoSecretHash() {
    ScanResult plain =
        new ScanResult(List.of(finding("a.yml", 1, RuleId.MALFORMED_URI, "f1")), List.of(), List.of(), 1, 0, 0,
            List.of(), Optional.empty());

    assertThatThrownBy(() -> BaselineWriter.baselineOf(plain))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("withBaselineWritten()");
  }

  @Test
  void writesAFileThatReadsBackTheSame() throws IOException {
    Path file = dir.resolve("urilint-baseline.json");
    ScanResult r = result(List.of(finding("a.yml", 1, RuleId.MALFORMED_URI, "f1")), List.of());

    BaselineWriter.write(r, file);
    String first = Files.readString(file);
    BaselineWriter.write(r, file);

    assertThat(Files.readString(file)).as("rewriting an unchanged result is byte-identical").isEqualTo(first);
    assertThat(Baseline.read(file)).isEqualTo(BaselineWriter.baselineOf(r));
  }
}
