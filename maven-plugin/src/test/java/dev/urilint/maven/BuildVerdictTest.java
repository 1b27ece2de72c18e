package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.config.UrilintConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The build fails exactly when {@code urilint check} exits 1 on the same result. */
final class BuildVerdictTest {

  private static final SkippedFile LOST = new SkippedFile("config/latin1.yml", "not valid UTF-8 at byte 9");
  private static final SkippedFile NOTE =
      new SkippedFile("chart/templates/a.yaml", "invalid YAML; read as plain text, checked for passwords in URIs only", false);

  @ParameterizedTest
  @EnumSource(FailOn.class)
  void decidesAsTheCliDoes(FailOn failOn) {
    for (ScanResult result : List.of(result(List.of(), List.of(LOST)), result(List.of(), List.of(NOTE)),
        result(List.of(finding(Severity.WARNING)), List.of()), result(List.of(finding(Severity.ERROR)), List.of()))) {
      BuildVerdict verdict = new BuildVerdict(failOn, Path.of("target/urilint"), List.of());
      if (failOn.fails(result)) {
        assertThatThrownBy(() -> verdict.check(result)).isInstanceOf(MojoFailureException.class);
      } else {
        assertThatCode(() -> verdict.check(result)).doesNotThrowAnyException();
      }
    }
  }

  @Test
  void aLostFileFailsTheBuildAndIsNamed() {
    ScanResult result = result(List.of(), List.of(LOST));
    assertThatThrownBy(() -> new BuildVerdict(FailOn.ERROR, Path.of("target/urilint"), List.of()).check(result))
        .isInstanceOf(MojoFailureException.class)
        .hasMessage("urilint could not read 1 file (0 errors, 0 warnings, 0 info): config/latin1.yml"
            + " (fix or exclude them, or set failOn to never to report only)");
  }

  @Test
  void theMavenLogEscapesControlCharactersAsTheTextReportDoes() {
    List<String> logged = new ArrayList<>();
    SystemStreamLog log = capturing(logged);
    ReportedFinding forged = new ReportedFinding("a\nb.yml", 1, 1, 1, 2, RuleId.MALFORMED_URI, Severity.ERROR,
        "illegal character in 'http://h/\r\u001b[2K all clean'", "http://h/", "fp", Optional.empty(), Optional.empty(), List.of(), Optional.empty());
    ScanResult result = result(List.of(forged), List.of(new SkippedFile("x\r.yml", "bad\u001b[2K")));
    new FindingLog(log).log(result, new PluginRequest(
        ScanRequest.of(Path.of(".")), Path.of("target/urilint"), List.of(), false, "test", UrilintConfig.empty()));
    assertThat(String.join("\n", logged)).doesNotContain("\r", "\u001b").doesNotContain("a\nb.yml");
    assertThat(logged.get(0)).isEqualTo(
        "a\\nb.yml:1:1 [malformed-uri] illegal character in 'http://h/\\r\\u001b[2K all clean'");
    assertThat(logged.get(1)).isEqualTo("x\\r.yml: skipped: bad\\u001b[2K");
  }

  @Test
  void theSummarySaysHowManyTestFilesGotTheSecurityRulesOnlyAndHowToIncludeThem() {
    List<String> logged = new ArrayList<>();
    SystemStreamLog log = capturing(logged);
    ScanResult result = new ScanResult(List.of(), List.of(), List.of(), 5, 0, 0, List.of(), Optional.empty(), 0, 7, 1);

    new FindingLog(log).log(result, new PluginRequest(
        ScanRequest.of(Path.of(".")), Path.of("target/urilint"), List.of(), false, "test", UrilintConfig.empty()));

    assertThat(logged).last().isEqualTo(
        "urilint: 0 errors, 0 warnings, 0 info in 5 files, 1 test file checked with the security rules only"
            + " (every rule: -Durilint.testSourcesAllRules=true)");
  }

  /** A log that keeps each error, warning and info line in {@code logged}. */
  private static SystemStreamLog capturing(List<String> logged) {
    return new SystemStreamLog() {
      @Override
      public void error(CharSequence content) {
        logged.add(content.toString());
      }

      @Override
      public void warn(CharSequence content) {
        logged.add(content.toString());
      }

      @Override
      public void info(CharSequence content) {
        logged.add(content.toString());
      }
    };
  }

  private static ReportedFinding finding(Severity severity) {
    return new ReportedFinding("a.yml", 1, 1, 1, 2, RuleId.MALFORMED_URI, severity, "m", "u", "fp", Optional.empty(), Optional.empty(), List.of(), Optional.empty());
  }

  private static ScanResult result(List<ReportedFinding> findings, List<SkippedFile> skipped) {
    return ScanResult.of(findings, skipped, 1);
  }
}
