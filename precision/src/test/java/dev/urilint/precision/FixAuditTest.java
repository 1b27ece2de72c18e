package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.TextAnalyser;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.FixPlanner;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each check of the fix measurement catches what it is there for: a right fix passes it, and a
 * fix spoiled by hand (another line touched, a line ending changed, another value changed, the
 * finding left, a finding added) fails it. Texts are Spring Boot config as in the corpus.
 */
class FixAuditTest {

  private static final Path ROOT = Path.of("target", "fix-audit");
  private static final TextAnalyser ANALYSER = new Scanner().analyser(ScanRequest.of(ROOT));

  static Stream<Arguments> lineCases() {
    return Stream.of(
        Arguments.of("a: X\nb: Y\n", "a: x\nb: Y\n", List.of()),
        Arguments.of("a: X\nb: Y\n", "a: x\nb: y\n", List.of("app.yml:2: changed, but no fixed finding is on that line")),
        Arguments.of("a: X\r\nb: Y\r\n", "a: x\r\nb: Y\n", List.of("app.yml:2: changed, but no fixed finding is on that line")),
        Arguments.of("a: X\nb: Y", "a: x\nb: Y\n", List.of("app.yml:2: changed, but no fixed finding is on that line")),
        Arguments.of("a: X\n", "a: x\n\n", List.of("app.yml: the fix changed the number of lines from 1 to 2")));
  }

  @ParameterizedTest
  @MethodSource("lineCases")
  void onlyLinesOfFixedFindingsChange(String before, String after, List<String> failures) {
    assertThat(FixAudit.touchedLines("app.yml", before, after, Set.of(1))).isEqualTo(failures);
  }

  private static final String YAML = "a: HTTPS://Acme.io/x\nb: https://b.acme.io/\n";

  private static TextAnalyser.Analysis analyse(String name, String text) {
    return ANALYSER.analyse(ROOT.resolve(name), name, text).orElseThrow();
  }

  private static FixPlan plan(String name, String text, FixPlanner.Selection selection) {
    return new FixPlanner(ANALYSER).plan(ROOT.resolve(name), name, text, selection, f -> true);
  }

  // The consumer's view: a base URL keeps its empty path, a value only its key calls a URI and a
  // reference without a scheme get no safe fix, and the audit says so when a fix does it anyway.
  @Test
  void aSafeFixKeepsWhatTheValuesConsumerDoes() {
    String yaml = "spring.cloud.config.uri: HTTP://config:8888\nplugin.configLocation: /../build/checkstyle.xml\n"
        + "cb.url: /done%7e\n";
    FixPlan plan = plan("application.yml", yaml, FixPlanner.Selection.SAFE);
    assertThat(plan.fixed())
        .isEqualTo("spring.cloud.config.uri: http://config:8888\nplugin.configLocation: /../build/checkstyle.xml\n"
            + "cb.url: /done%7e\n");
    assertThat(FixAudit.consumers("application.yml", analyse("application.yml", yaml).values(),
        analyse("application.yml", plan.fixed()).values(), plan.applied())).isEmpty();

    // The same fixes spoiled by hand: a '/' for the empty path, a key-only value rewritten.
    String spoiled = plan.fixed().replace("http://config:8888", "http://config:8888/");
    assertThat(FixAudit.consumers("application.yml", analyse("application.yml", yaml).values(),
        analyse("application.yml", spoiled).values(), plan.applied()))
        .containsExactly("application.yml: value 1 (spring.cloud.config.uri): a safe fix wrote '/' for an empty path");
  }

  @Test
  void aValueChangedWithoutAFixInItFails() {
    FixPlan plan = plan("application.yml", YAML, FixPlanner.Selection.SAFE);
    assertThat(plan.fixed()).isEqualTo("a: https://acme.io/x\nb: https://b.acme.io/\n");

    assertThat(FixAudit.values("application.yml", analyse("application.yml", YAML).values(),
        analyse("application.yml", plan.fixed()).values(), plan.applied())).isEmpty();
    assertThat(FixAudit.values("application.yml", analyse("application.yml", YAML).values(),
        analyse("application.yml", plan.fixed().replace("b.acme.io", "c.acme.io")).values(), plan.applied()))
        .containsExactly("application.yml: value 2 (b) changed without a fix in it");
  }

  @Test
  void aFixedFindingStillThereOrANewOneFails() {
    FixPlan plan = plan("application.yml", YAML, FixPlanner.Selection.SAFE);
    var before = analyse("application.yml", YAML).findings();

    assertThat(FixAudit.findings(before, analyse("application.yml", plan.fixed()).findings(), plan.applied())).isEmpty();
    assertThat(FixAudit.findings(before, before, plan.applied()))
        .containsExactly("application.yml:1 [non-normalized] info: fixed, but still reported");
    String added = plan.fixed().replace("https://b.acme.io/", "http://b.acme.io/");
    assertThat(FixAudit.findings(before, analyse("application.yml", added).findings(), plan.applied()))
        .containsExactly("application.yml:2 [insecure-scheme] warning: a new finding");
  }

  // docs/fixing.md: a password moved into a placeholder is reported again as a templated password,
  // one severity lower; that is the one finding a fix may leave in its place.
  @Test
  void aPasswordMovedOutMayStayAsATemplatedPasswordOneSeverityLower() {
    String props = "spring.datasource.url=jdbc:postgresql://app:s3cret-pw@db.acme.io:5432/app\n";
    FixPlan plan = plan("application.properties", props, FixPlanner.Selection.ALL);
    assertThat(plan.fixed()).contains("${SPRING_DATASOURCE_URL_PASSWORD}");
    var after = analyse("application.properties", plan.fixed()).findings();
    assertThat(after).extracting(f -> f.rule().id() + " " + f.severity()).containsExactly("credentials-in-uri WARNING");

    assertThat(FixAudit.findings(analyse("application.properties", props).findings(), after, plan.applied())).isEmpty();
    assertThat(FixAudit.findings(analyse("application.properties", props).findings(), after, List.of()))
        .containsExactly("application.properties:1 [credentials-in-uri] warning: a new finding");
  }
}
