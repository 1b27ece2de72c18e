package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/**
 * The reactor view: the module checked last gets every module's outcome, once and in reactor
 * order, whatever order a parallel build ({@code -T}) checks them in; its combined result is what
 * one SARIF upload for the whole build holds.
 */
final class ReactorViewTest {

  private static final String KEY = "dev.urilint:urilint-maven-plugin";

  @Test
  void theModuleCheckedLastGetsEveryModuleInReactorOrderOnce() {
    ReactorView view = new ReactorView(List.of(id("shop"), id("orders"), id("billing")), Set.of(id("shop"), id("orders"), id("billing")));

    assertThat(view.record(project("billing"), module("billing", "billing", 0))).isEmpty();
    assertThat(view.notYetChecked()).isEqualTo(2);
    assertThat(view.record(project("shop"), module("shop", "", 0))).isEmpty();
    Optional<ReactorView.Completed> done = view.record(project("orders"), module("orders", "orders", 2));

    assertThat(done).isPresent();
    assertThat(done.get().modules()).extracting(ReactorView.Module::name).containsExactly("shop", "orders", "billing");
    assertThat(done.get().failing()).extracting(ReactorView.Module::name).containsExactly("orders");
    assertThat(view.notYetChecked()).isZero();
    assertThat(view.record(project("orders"), module("orders", "orders", 2))).as("completed once").isEmpty();
  }

  @Test
  void theCombinedResultHoldsEveryModulesFindingsInReportOrderAndTheSums() {
    ReactorView view = new ReactorView(List.of(id("orders"), id("billing")), Set.of(id("orders"), id("billing")));
    view.record(project("billing"), module("billing", "billing", 1));
    ScanResult combined = view.record(project("orders"), module("orders", "orders", 2)).orElseThrow().combined();

    assertThat(combined.findings()).extracting(ReportedFinding::path)
        .containsExactly("billing/src/main/resources/application.yml", "orders/src/main/resources/application.yml",
            "orders/src/main/resources/application.yml");
    assertThat(combined.filesScanned()).isEqualTo(6);
    assertThat(combined.stringsLinted()).isEqualTo(20);
    assertThat(combined.count(Severity.ERROR)).isEqualTo(3);
  }

  @Test
  void onlyModulesWhosePluginRunsCheckAreExpected() {
    assertThat(ReactorView.runsCheck(null)).isFalse();
    assertThat(ReactorView.runsCheck(plugin("check", null))).isTrue();
    assertThat(ReactorView.runsCheck(plugin("check", "verify"))).isTrue();
    assertThat(ReactorView.runsCheck(plugin("check", "none"))).as("an inherited execution turned off").isFalse();
    assertThat(ReactorView.runsCheck(plugin("baseline", null))).isFalse();
  }

  @Test
  void checkNamedOnTheCommandLineRunsInEveryModule() {
    assertThat(ReactorView.named(List.of("urilint:check"), KEY, "urilint")).isTrue();
    assertThat(ReactorView.named(List.of("clean", "dev.urilint:urilint-maven-plugin:0.1.0:check"), KEY, "urilint")).isTrue();
    assertThat(ReactorView.named(List.of("dev.urilint:urilint-maven-plugin:check"), KEY, "urilint")).isTrue();
    assertThat(ReactorView.named(List.of("verify", "urilint:baseline"), KEY, "urilint")).isFalse();
    assertThat(ReactorView.named(List.of("checkstyle:check"), KEY, "urilint")).isFalse();
  }

  @Test
  void theSummaryHasALinePerModuleAndTheTotals() {
    ReactorView view = new ReactorView(List.of(id("shop"), id("orders"), id("billing")), Set.of(id("shop"), id("orders"), id("billing")));
    view.record(project("shop"), ReactorView.Module.skipped("shop", ""));
    view.record(project("billing"), module("billing", "billing", 0));
    ReactorView.Completed done = view.record(project("orders"), module("orders", "orders", 1)).orElseThrow();
    List<String> logged = new ArrayList<>();
    SystemStreamLog log = new SystemStreamLog() {
      @Override
      public void info(CharSequence content) {
        logged.add(content.toString());
      }
    };

    new ReactorSummary(log).log(done, done.combined(), java.nio.file.Path.of("target/urilint-reactor"), true);

    assertThat(logged).containsExactly(
        "urilint reactor summary:",
        "  shop ................................. skipped (urilint.skip)",
        "  orders ............................... 1 error, 0 warnings, 0 info in 3 files: fails at error",
        "  billing .............................. 0 errors, 0 warnings, 0 info in 3 files",
        "urilint: 1 error, 0 warnings, 0 info in 6 files of 3 modules; reports in target/urilint-reactor");
    assertThat(ReactorSummary.failure(done.failing(), done.modules().size()))
        .isEqualTo("urilint found findings at or above the threshold in 1 of 3 modules: orders (1 error, 0 warnings, 0 info, fails at error)");
  }

  private static String id(String artifactId) {
    return project(artifactId).getId();
  }

  private static MavenProject project(String artifactId) {
    Model model = new Model();
    model.setGroupId("g");
    model.setArtifactId(artifactId);
    model.setVersion("1");
    return new MavenProject(model);
  }

  private static ReactorView.Module module(String name, String path, int errors) {
    List<ReportedFinding> findings = new ArrayList<>();
    for (int i = 0; i < errors; i++) {
      findings.add(new ReportedFinding((path.isEmpty() ? "" : path + "/") + "src/main/resources/application.yml", i + 1, 5,
          i + 1, 30, RuleId.CREDENTIALS_IN_URI, Severity.ERROR, "m", "https://u:****@h/", "fp" + i, Optional.empty(), Optional.empty(), List.of(), Optional.empty()));
    }
    ScanResult result = new ScanResult(findings, List.of(), List.of(), 3, 0, 0, List.of(), Optional.empty(), 0, 10, 0);
    return ReactorView.Module.checked(name, path, result, "error", errors > 0);
  }

  private static Plugin plugin(String goal, String phase) {
    PluginExecution e = new PluginExecution();
    e.addGoal(goal);
    e.setPhase(phase);
    Plugin p = new Plugin();
    p.setGroupId("dev.urilint");
    p.setArtifactId("urilint-maven-plugin");
    p.addExecution(e);
    return p;
  }
}
