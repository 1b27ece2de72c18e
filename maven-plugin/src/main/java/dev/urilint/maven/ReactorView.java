package dev.urilint.maven;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;

/**
 * What {@code urilint:check} found in every module of one build, so that the module checked last
 * can print one summary for the reactor and write one combined report (a multi-module build
 * uploads one SARIF file to code scanning, not one per module).
 *
 * <p>One view per build, kept in the build session's data as JDK values (no static state, and
 * readable from every class realm of the plugin: see {@link #of}): every module's
 * {@code check} records its result, and the one that records the last expected module gets the
 * {@link Completed} view. The expected modules are those of the build whose plugin configuration
 * runs {@code check}, or all of them when {@code check} was named on the command line.
 *
 * <pre>{@code
 * ReactorView view = ReactorView.of(session, "dev.urilint:urilint-maven-plugin", "0.1.0", "urilint");
 * view.record(project, module).ifPresent(done -> done.modules()); // the last module only
 * }</pre>
 */
final class ReactorView {

  /**
   * One module's outcome.
   *
   * @param name its artifact id
   * @param path its folder from the top of the build ({@code ""} for the top)
   * @param failOn the threshold it was checked against ({@code error}, ...)
   * @param fails whether its result reaches that threshold (or it lost a file)
   * @param skipped whether its check was skipped ({@code urilint.skip}): nothing found, nothing fails
   */
  record Module(String name, String path, ScanResult result, String failOn, boolean fails, boolean skipped) {

    /** A module that was checked. */
    static Module checked(String name, String path, ScanResult result, String failOn, boolean fails) {
      return new Module(name, path, result, failOn, fails, false);
    }

    /** A module whose check was skipped. */
    static Module skipped(String name, String path) {
      return new Module(
          name, path, ScanResult.of(List.of(), List.of(), 0), "never", false, true);
    }
  }

  /** Every expected module has recorded: the reactor's outcome, in reactor order. */
  record Completed(List<Module> modules) {

    Completed {
      modules = List.copyOf(modules);
    }

    /** The modules whose findings reach their threshold (or that lost a file). */
    List<Module> failing() {
      return modules.stream().filter(Module::fails).toList();
    }

    /**
     * One result for the whole reactor: every module's findings (their paths are already from the
     * top of the build), in report order, and the sums of its counts.
     */
    ScanResult combined() {
      List<ReportedFinding> findings = new ArrayList<>();
      List<SkippedFile> skipped = new ArrayList<>();
      List<BaselineEntry> stale = new ArrayList<>();
      List<ReportedFinding> baselinedFindings = new ArrayList<>();
      int files = 0;
      int baselined = 0;
      int suppressed = 0;
      int fromCache = 0;
      long strings = 0;
      int testFiles = 0;
      for (Module m : modules) {
        ScanResult r = m.result();
        findings.addAll(r.findings());
        skipped.addAll(r.skipped());
        stale.addAll(r.staleBaselineEntries());
        baselinedFindings.addAll(r.baselinedFindings());
        files += r.filesScanned();
        baselined += r.baselined();
        suppressed += r.suppressed();
        fromCache += r.filesFromCache();
        strings += r.stringsLinted();
        testFiles += r.testFilesLimited();
      }
      findings.sort(ReportedFinding.ORDER);
      skipped.sort(java.util.Comparator.comparing(SkippedFile::path));
      return new ScanResult(
          findings, skipped, stale, files, baselined, suppressed, baselinedFindings, Optional.empty(), fromCache, strings,
          testFiles);
    }
  }

  // The shared state, JDK values only (see RealmNeutral): every realm's view reads the same map.
  private static final String ORDER = "order";
  private static final String EXPECTED = "expected";
  private static final String RECORDED = "recorded";
  private static final String COMPLETED = "completed";

  private final Map<String, Object> shared;

  /** A view of its own (the first module of a build makes the one it shares). */
  ReactorView(List<String> order, Set<String> expected) {
    this(fresh(order, expected));
  }

  private ReactorView(Map<String, Object> shared) {
    this.shared = shared;
  }

  private static Map<String, Object> fresh(List<String> order, Set<String> expected) {
    Map<String, Object> shared = new HashMap<>();
    shared.put(ORDER, List.copyOf(order));
    shared.put(EXPECTED, Set.copyOf(expected));
    shared.put(RECORDED, new LinkedHashMap<String, Object>());
    shared.put(COMPLETED, Boolean.FALSE);
    return shared;
  }

  /**
   * The view of this build, made by the first module that asks.
   *
   * <p>It lives in the session's data under a key of plugin key and version, as JDK values only:
   * a module that declares a build extension runs the plugin from a class realm of its own, where
   * the classes of the other modules' realm are other classes, so a view kept as an object of this
   * class would be one view per realm, none of them ever complete.
   *
   * @param pluginKey {@code groupId:artifactId} of this plugin
   * @param version its version: two versions in one build keep a view each
   * @param goalPrefix its goal prefix ({@code urilint})
   */
  static ReactorView of(MavenSession session, String pluginKey, String version, String goalPrefix) {
    org.eclipse.aether.SessionData data = session.getRepositorySession().getData();
    String key = pluginKey + ":" + version + ":reactor-view";
    // The session's data object is Maven's, one for every realm: a lock they all share.
    synchronized (data) {
      if (data.get(key) instanceof Map<?, ?> shared) {
        @SuppressWarnings("unchecked")
        Map<String, Object> view = (Map<String, Object>) shared;
        return new ReactorView(view);
      }
      List<String> order = new ArrayList<>();
      Set<String> expected = new LinkedHashSet<>();
      boolean named = named(session.getGoals(), pluginKey, goalPrefix);
      for (MavenProject p : session.getProjects()) {
        order.add(p.getId());
        if (named || runsCheck(p.getPlugin(pluginKey))) {
          expected.add(p.getId());
        }
      }
      Map<String, Object> shared = fresh(order, expected);
      data.set(key, shared);
      return new ReactorView(shared);
    }
  }

  /** How many modules of the build check: a summary is worth printing only for more than one. */
  int expectedModules() {
    synchronized (shared) {
      return expected().size();
    }
  }

  /**
   * Records a module's result; the module that completes the view gets it, once.
   *
   * @param module the module's outcome
   */
  Optional<Completed> record(MavenProject project, Module module) {
    Object value = RealmNeutral.encode(module);
    List<Object> values = new ArrayList<>();
    synchronized (shared) {
      recorded().put(project.getId(), value);
      if (completed() || !recorded().keySet().containsAll(expected())) {
        return Optional.empty();
      }
      shared.put(COMPLETED, Boolean.TRUE);
      for (Object id : order()) {
        Object m = recorded().get(id);
        if (m != null) {
          values.add(m);
        }
      }
    }
    List<Module> modules = new ArrayList<>();
    for (Object v : values) {
      modules.add(RealmNeutral.decode(v, Module.class));
    }
    return Optional.of(new Completed(modules));
  }

  /**
   * Whether a failure of {@code project} can wait for the end of the build: only a module the view
   * waits for, and only before the view completed (a module that checks twice, or one the view did
   * not expect, would otherwise fail nowhere).
   */
  boolean canDefer(MavenProject project) {
    synchronized (shared) {
      return expected().size() > 1 && !completed() && expected().contains(project.getId());
    }
  }

  /** The expected modules that have not recorded yet (a fail-fast build will not check them). */
  int notYetChecked() {
    synchronized (shared) {
      int n = 0;
      for (Object id : expected()) {
        if (!recorded().containsKey(id)) {
          n++;
        }
      }
      return n;
    }
  }

  private List<?> order() {
    return (List<?>) shared.get(ORDER);
  }

  private Set<?> expected() {
    return (Set<?>) shared.get(EXPECTED);
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> recorded() {
    return (Map<String, Object>) shared.get(RECORDED);
  }

  private boolean completed() {
    return Boolean.TRUE.equals(shared.get(COMPLETED));
  }

  // mvn urilint:check, mvn dev.urilint:urilint-maven-plugin:check, ...:VERSION:check
  static boolean named(List<String> goals, String pluginKey, String goalPrefix) {
    for (String g : goals) {
      if (g.equals(goalPrefix + ":check")
          || (g.startsWith(pluginKey + ":") && g.endsWith(":check"))) {
        return true;
      }
    }
    return false;
  }

  static boolean runsCheck(Plugin plugin) {
    if (plugin == null) {
      return false;
    }
    for (PluginExecution e : plugin.getExecutions()) {
      // <phase>none</phase> is how a POM turns an inherited execution off.
      if (e.getGoals().contains("check") && !"none".equals(e.getPhase())) {
        return true;
      }
    }
    return false;
  }
}
