package dev.urilint.maven;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import java.util.ArrayList;
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
 * <p>One view per build, kept in the build session's data (no static state): every module's
 * {@code check} records its result, and the one that records the last expected module gets the
 * {@link Completed} view. The expected modules are those of the build whose plugin configuration
 * runs {@code check}, or all of them when {@code check} was named on the command line.
 *
 * <pre>{@code
 * ReactorView view = ReactorView.of(session, "dev.urilint:urilint-maven-plugin", "urilint");
 * view.record(project, result, fails).ifPresent(done -> done.modules()); // the last module only
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

  private static final String KEY = ReactorView.class.getName();

  private final Set<String> expected;
  private final Map<String, Module> recorded = new LinkedHashMap<>();
  private final List<String> order;
  private boolean completed;

  ReactorView(List<String> order, Set<String> expected) {
    this.order = List.copyOf(order);
    this.expected = Set.copyOf(expected);
  }

  /**
   * The view of this build, made by the first module that asks.
   *
   * @param pluginKey {@code groupId:artifactId} of this plugin
   * @param goalPrefix its goal prefix ({@code urilint})
   */
  static ReactorView of(MavenSession session, String pluginKey, String goalPrefix) {
    org.eclipse.aether.SessionData data = session.getRepositorySession().getData();
    synchronized (data) {
      // A build that mixes two versions of the plugin has two class realms: each keeps its own.
      if (data.get(KEY) instanceof ReactorView view) {
        return view;
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
      ReactorView view = new ReactorView(order, expected);
      data.set(KEY, view);
      return view;
    }
  }

  /** How many modules of the build check: a summary is worth printing only for more than one. */
  int expectedModules() {
    return expected.size();
  }

  /**
   * Records a module's result; the module that completes the view gets it, once.
   *
   * @param module the module's outcome
   */
  synchronized Optional<Completed> record(MavenProject project, Module module) {
    recorded.put(project.getId(), module);
    if (completed || !recorded.keySet().containsAll(expected)) {
      return Optional.empty();
    }
    completed = true;
    List<Module> modules = new ArrayList<>();
    for (String id : order) {
      Module m = recorded.get(id);
      if (m != null) {
        modules.add(m);
      }
    }
    return Optional.of(new Completed(modules));
  }

  /**
   * Whether a failure of {@code project} can wait for the end of the build: only a module the view
   * waits for, and only before the view completed (a module that checks twice, or one the view did
   * not expect, would otherwise fail nowhere).
   */
  synchronized boolean canDefer(MavenProject project) {
    return expected.size() > 1 && !completed && expected.contains(project.getId());
  }

  /** The expected modules that have not recorded yet (a fail-fast build will not check them). */
  synchronized int notYetChecked() {
    int n = 0;
    for (String id : expected) {
      if (!recorded.containsKey(id)) {
        n++;
      }
    }
    return n;
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
