package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Applicability;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.baseline.BaselineEntry;
import dev.urilint.uri.Span;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Optional;
import org.apache.maven.execution.DefaultMavenExecutionRequest;
import org.apache.maven.execution.DefaultMavenExecutionResult;
import org.apache.maven.execution.MavenExecutionRequest;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Model;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.junit.jupiter.api.Test;

/**
 * The reactor view across class realms: Maven runs the plugin of a module that declares a build
 * extension from a class realm of its own, with its own copy of the plugin's classes. What that
 * module records must reach the module checked last, whatever realm that one runs in.
 */
final class ReactorViewRealmsTest {

  private static final String KEY = "dev.urilint:urilint-maven-plugin";

  @Test
  void aModuleCheckedInAnotherClassRealmCompletesTheSameView() throws Exception {
    MavenProject shop = project("shop");
    MavenProject orders = project("orders");
    MavenSession session = session(List.of(shop, orders), List.of("urilint:check"));
    ReactorView here = ReactorView.of(session, KEY, "1.0", "urilint");

    try (URLClassLoader otherRealm = new PluginRealm()) {
      Class<?> view = otherRealm.loadClass(ReactorView.class.getName());
      Class<?> module = otherRealm.loadClass(ReactorView.Module.class.getName());
      assertThat(module).as("the other realm's own class").isNotEqualTo(ReactorView.Module.class);
      Object there = call(view, "of", null, session, KEY, "1.0", "urilint");
      // That realm's Module, made from this one's: the same values in the other realm's classes.
      Object ordersThere = call(otherRealm.loadClass(RealmNeutral.class.getName()), "decode", null,
          RealmNeutral.encode(module("orders", "orders", 2)), module);
      assertThat(call(view, "record", there, orders, ordersThere)).isEqualTo(Optional.empty());
    }

    assertThat(here.notYetChecked()).as("this realm sees what the other recorded").isEqualTo(1);
    ReactorView.Completed done = here.record(shop, module("shop", "", 0)).orElseThrow();
    assertThat(done.modules()).extracting(ReactorView.Module::name).containsExactly("shop", "orders");
    assertThat(done.failing()).extracting(ReactorView.Module::name).containsExactly("orders");
    assertThat(done.combined().findings()).hasSize(2);
  }

  @Test
  void everyValueOfAModuleSurvivesTheWayThrough() {
    ReportedFinding withEverything = new ReportedFinding("orders/app.yml", 3, 7, 3, 40, RuleId.INSECURE_SCHEME,
        Severity.WARNING, "m", "http://u:****@h/", "fp",
        Optional.of(new Fix(new Span(0, 4), "https", "use https", Applicability.UNSAFE, Optional.of("DB_PASSWORD"))),
        Optional.of("hash"), List.of(new SourceRegion(3, 16, 3, 23)), Optional.of("ab12"));
    ScanResult result = new ScanResult(List.of(withEverything), List.of(new SkippedFile("orders/big.json", "too large", true, false)),
        List.of(new BaselineEntry(RuleId.CREDENTIALS_IN_URI, "orders/old.yml", "fp2", Optional.empty(), "https://u:****@h/", 2)),
        5, 1, 2, List.of(withEverything), Optional.of("salt"), 3, 99L, 1);
    for (ReactorView.Module m : List.of(
        ReactorView.Module.checked("orders", "services/orders", result, "warning", true),
        ReactorView.Module.skipped("billing", "billing"))) {
      assertThat(RealmNeutral.decode(RealmNeutral.encode(m), ReactorView.Module.class)).isEqualTo(m);
    }
  }

  /** A realm that loads urilint's classes itself, as Maven's plugin realms do, and the rest from the test's. */
  private static final class PluginRealm extends URLClassLoader {

    PluginRealm() {
      super(new URL[] {location(ReactorView.class), location(ScanResult.class), location(RuleId.class)},
          ReactorViewRealmsTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith("dev.urilint.")) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        return c != null ? c : findClass(name);
      }
    }

    private static URL location(Class<?> type) {
      return type.getProtectionDomain().getCodeSource().getLocation();
    }
  }

  private static Object call(Class<?> type, String name, Object target, Object... args) throws Exception {
    for (Method m : type.getDeclaredMethods()) {
      if (m.getName().equals(name) && m.getParameterCount() == args.length) {
        m.setAccessible(true);
        return m.invoke(target, args);
      }
    }
    throw new NoSuchMethodException(type.getName() + "." + name);
  }

  @SuppressWarnings("deprecation")
  private static MavenSession session(List<MavenProject> projects, List<String> goals) {
    MavenExecutionRequest request = new DefaultMavenExecutionRequest();
    request.setGoals(goals);
    MavenSession session =
        new MavenSession(null, new DefaultRepositorySystemSession(), request, new DefaultMavenExecutionResult());
    session.setProjects(projects);
    return session;
  }

  private static MavenProject project(String artifactId) {
    Model model = new Model();
    model.setGroupId("g");
    model.setArtifactId(artifactId);
    model.setVersion("1");
    return new MavenProject(model);
  }

  private static ReactorView.Module module(String name, String path, int errors) {
    List<ReportedFinding> findings = new java.util.ArrayList<>();
    for (int i = 0; i < errors; i++) {
      findings.add(new ReportedFinding((path.isEmpty() ? "" : path + "/") + "src/main/resources/application.yml", i + 1, 5,
          i + 1, 30, RuleId.CREDENTIALS_IN_URI, Severity.ERROR, "m", "https://u:****@h/", "fp" + i, Optional.empty(),
          Optional.empty(), List.of(), Optional.empty()));
    }
    ScanResult result = new ScanResult(findings, List.of(), List.of(), 3, 0, 0, List.of(), Optional.empty(), 0, 10, 0);
    return ReactorView.Module.checked(name, path, result, "error", errors > 0);
  }
}
