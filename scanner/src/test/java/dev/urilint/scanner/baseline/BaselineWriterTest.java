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
        Optional.empty(), Optional.empty(), List.of(), Optional.empty());
  }

  private static ScanResult result(List<ReportedFinding> reported, List<ReportedFinding> baselined) {
    return new ScanResult(reported, List.of(), List.of(), 1, baselined.size(), 0, baselined, Optional.of("0011"), 0, 0, 0);
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
        ScanResult.of(List.of(finding("a.yml", 1, RuleId.MALFORMED_URI, "f1")), List.of(), 1);

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

  @Test
  void eachModuleOfABuildMergesItsOwnPartIntoOneBaselineAlsoInParallel() throws Exception {
    // The root urilint.yml names one baseline; every module wrote the whole file, so only the
    // last module's entries survived.
    Path file = dir.resolve("urilint-baseline.json");
    new Baseline("0011", List.of()).write(file);
    List<String> modules = List.of("alpha", "beta", "gamma", "delta", "epsilon", "zeta");
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(modules.size());
    try {
      List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
      for (String m : modules) {
        done.add(pool.submit(() -> {
          BaselineWriter.merge(
              result(List.of(finding(m + "/app.yml", 1, RuleId.MALFORMED_URI, "f-" + m)), List.of()),
              file,
              path -> path.startsWith(m + "/"));
          return null;
        }));
      }
      for (java.util.concurrent.Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }

    assertThat(Baseline.read(file).entries()).extracting(BaselineEntry::path)
        .containsExactlyInAnyOrderElementsOf(modules.stream().map(m -> m + "/app.yml").toList());

    // A module's second write replaces its own part only.
    BaselineWriter.merge(result(List.of(), List.of()), file, path -> path.startsWith("beta/"));
    assertThat(Baseline.read(file).entries()).extracting(BaselineEntry::path)
        .hasSize(modules.size() - 1)
        .doesNotContain("beta/app.yml");
  }

  @Test
  void refusesToMixTheHashesOfTwoSalts() throws IOException {
    Path file = dir.resolve("urilint-baseline.json");
    new Baseline("ff", List.of()).write(file);

    assertThatThrownBy(() -> BaselineWriter.merge(result(List.of(), List.of()), file, path -> true))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("replaced while urilint scanned");
  }
}
