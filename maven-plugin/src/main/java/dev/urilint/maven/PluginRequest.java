package dev.urilint.maven;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.config.UrilintConfig;
import dev.urilint.scanner.report.ReportFormat;
import dev.urilint.sinks.SinkSpec;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.maven.model.Build;
import org.apache.maven.model.Profile;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.project.MavenProject;

/**
 * The goal's parameters, validated: what the mojo asks the scanner for, plus where the reports go.
 *
 * @param scan the scanner's request
 * @param outputDirectory where reports and the incremental index go
 * @param formats the reports to write
 * @param cache whether the incremental index is used
 * @param pluginVersion the plugin's version, for messages
 * @param config the {@code urilint.yml} that applied, or {@link UrilintConfig#empty()}
 * @param javaLeftToErrorProne whether Java sources are not scanned because the module compiles
 *     with urilint's Error Prone check ({@link ErrorProneWiring}) and neither {@code
 *     scanJavaSources} nor {@code urilint.yml} asked for them
 */
record PluginRequest(
    ScanRequest scan,
    Path outputDirectory,
    List<ReportFormat> formats,
    boolean cache,
    String pluginVersion,
    UrilintConfig config,
    boolean javaLeftToErrorProne) {

  /** A request whose Java sources are scanned as its settings say. */
  PluginRequest(
      ScanRequest scan, Path outputDirectory, List<ReportFormat> formats, boolean cache, String pluginVersion, UrilintConfig config) {
    this(scan, outputDirectory, formats, cache, pluginVersion, config, false);
  }

  /** This request without report files: the baseline goal writes only the baseline. */
  PluginRequest withoutReports() {
    return new PluginRequest(scan, outputDirectory, List.of(), cache, pluginVersion, config, javaLeftToErrorProne);
  }

  static PluginRequest from(AbstractUrilintMojo mojo) throws MojoExecutionException {
    Path moduleDir = mojo.project.getBasedir().toPath().toAbsolutePath().normalize();
    Path root = buildRoot(mojo.executionRootDirectory, moduleDir);
    String prefix = prefix(root, moduleDir);
    UrilintConfig config = ConfigFiles.load(mojo.configFile, moduleDir, root);
    ModuleFiles files = ModuleFiles.of(root, moduleDir, modules(mojo.project), buildOutput(mojo));

    // Precedence: defaults, then urilint.yml, then what the POM or -D sets.
    ScanRequest scan =
        config.applyTo(
            ScanRequest.of(root)
                .withPaths(files.paths())
                .withThreads(Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()))));
    List<String> includes = globs(prefix, mojo.includes);
    if (!includes.isEmpty()) {
      scan = scan.withIncludes(includes);
    }
    List<String> excludes = globs(prefix, mojo.excludes);
    if (!excludes.isEmpty()) {
      scan = scan.withExcludes(excludes);
    }
    // What belongs to a child module or to the build output is never this module's, whatever the
    // user's excludes say.
    scan = scan.withExcludes(concat(files.excludes(), scan.excludes()));
    scan = scan.withPolicy(policy(scan.policy(), mojo.rules));
    List<String> hosts = nonBlank(mojo.allowedHosts);
    if (!hosts.isEmpty()) {
      scan = scan.withAllowedHosts(Set.copyOf(hosts));
    }
    List<SinkSpec> additionalSinks = sinks(mojo.additionalSinks, "urilint.additionalSinks");
    List<SinkSpec> templateSinks = sinks(mojo.templateSinks, "urilint.templateSinks");
    if (!additionalSinks.isEmpty() || !templateSinks.isEmpty()) {
      scan = scan.withSinks(additionalSinks, templateSinks);
    }
    boolean javaLeftToErrorProne = false;
    if (mojo.scanJavaSources != null) {
      scan = scan.withScanJavaSources(mojo.scanJavaSources);
    } else if (config.scanJavaSources().isEmpty() && ErrorProneWiring.compilesWithTheCheck(mojo.project)) {
      // The check reports each Java finding at compile time; a second report of it here is noise.
      scan = scan.withScanJavaSources(false);
      javaLeftToErrorProne = true;
    }
    Optional<Boolean> testCode = testSourcesAllRules(mojo.testSourcesAllRules, mojo.scanTestSources);
    if (testCode.isPresent()) {
      scan = scan.withTestSourcesAllRules(testCode.get());
    }
    if (mojo.baseline != null && !mojo.baseline.isBlank()) {
      // From the top of the build, not the module: a File parameter would resolve against each
      // module's folder, and a relative -Durilint.baseline= would name one file per module.
      scan = scan.withBaseline(root.resolve(mojo.baseline.trim()).toAbsolutePath().normalize());
    }
    // The baseline lists masked URIs; it is urilint's own output, not the project's config.
    if (scan.baseline().isPresent()) {
      Path file = scan.baseline().get().toAbsolutePath().normalize();
      if (file.startsWith(root)) {
        scan = scan.withExcludes(concat(scan.excludes(), List.of(relative(root, file))));
      }
    }
    if (mojo.maxFileSize != null) {
      if (mojo.maxFileSize <= 0) {
        throw new MojoExecutionException(
            "Invalid maxFileSize " + mojo.maxFileSize + " (urilint.maxFileSize): must be a positive number of bytes");
      }
      scan = scan.withMaxFileSize(mojo.maxFileSize);
    }
    if (mojo.cache) {
      scan = scan.withCacheDirectory(mojo.outputDirectory.toPath().resolve("cache"));
    }
    return new PluginRequest(
        scan,
        mojo.outputDirectory.toPath(),
        formats(mojo.formats),
        mojo.cache,
        String.valueOf(mojo.pluginVersion),
        config,
        javaLeftToErrorProne);
  }

  // Reports use paths relative to the top of the build, so a multi-module SARIF upload and the log
  // both name "child/src/...". A module outside that directory reports relative to itself.
  private static Path buildRoot(File executionRoot, Path moduleDir) {
    if (executionRoot == null) {
      return moduleDir;
    }
    Path top = executionRoot.toPath().toAbsolutePath().normalize();
    return moduleDir.startsWith(top) ? top : moduleDir;
  }

  private static String prefix(Path root, Path moduleDir) {
    String rel = relative(root, moduleDir);
    return rel.isEmpty() ? "" : rel + "/";
  }

  private static String relative(Path root, Path path) {
    return root.relativize(path).toString().replace(File.separatorChar, '/');
  }

  // Every <module> the POM names, also in profiles that are not active: a module's folder is
  // its own even in a build that leaves it out.
  static List<String> modules(MavenProject project) {
    List<String> out = new ArrayList<>(project.getModel().getModules());
    for (Profile profile : project.getModel().getProfiles()) {
      out.addAll(profile.getModules());
    }
    return out;
  }

  private static List<Path> buildOutput(AbstractUrilintMojo mojo) {
    List<Path> out = new ArrayList<>();
    Build build = mojo.project.getBuild();
    if (build != null) {
      for (String dir : Arrays.asList(build.getDirectory(), build.getOutputDirectory(), build.getTestOutputDirectory())) {
        if (dir != null) {
          out.add(Path.of(dir));
        }
      }
    }
    out.add(mojo.outputDirectory.toPath());
    return out;
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  // Users write patterns relative to their module; the scanner matches relative to the root.
  private static List<String> globs(String prefix, List<String> patterns) {
    List<String> out = new ArrayList<>();
    for (String p : nonBlank(patterns)) {
      out.add(prefix + (p.startsWith("/") ? p.substring(1) : p));
    }
    return out;
  }

  /**
   * {@code testSourcesAllRules} and its older name {@code scanTestSources}: either set to {@code
   * true} checks test code; neither set leaves {@code urilint.yml} (or the default) in charge.
   */
  static Optional<Boolean> testSourcesAllRules(Boolean testSourcesAllRules, Boolean scanTestSources) {
    if (testSourcesAllRules == null && scanTestSources == null) {
      return Optional.empty();
    }
    return Optional.of(Boolean.TRUE.equals(testSourcesAllRules) || Boolean.TRUE.equals(scanTestSources));
  }

  // The Error Prone check's sink syntax, parsed by core.
  static List<SinkSpec> sinks(List<String> entries, String property) throws MojoExecutionException {
    List<SinkSpec> out = new java.util.ArrayList<>();
    for (String entry : nonBlank(entries)) {
      try {
        out.add(SinkSpec.parse(entry.trim()));
      } catch (IllegalArgumentException e) {
        throw new MojoExecutionException("Invalid sink '" + entry + "' (" + property + "): " + e.getMessage(), e);
      }
    }
    return out;
  }

  static SeverityPolicy policy(List<String> entries) throws MojoExecutionException {
    return policy(SeverityPolicy.defaults(), entries);
  }

  /** {@code base} with the {@code rule-id=severity} entries applied on top. */
  static SeverityPolicy policy(SeverityPolicy base, List<String> entries) throws MojoExecutionException {
    SeverityPolicy policy = base;
    for (String entry : nonBlank(entries)) {
      int eq = entry.indexOf('=');
      if (eq < 0) {
        throw new MojoExecutionException(
            "Invalid rules entry '" + entry + "' (urilint.rules): write rule-id=severity, e.g. non-normalized=off");
      }
      String id = entry.substring(0, eq).trim();
      RuleId rule =
          RuleId.byId(id)
              .orElseThrow(
                  () ->
                      new MojoExecutionException(
                          "Unknown rule '" + id + "' in rules (urilint.rules); known rules: " + knownRules()));
      try {
        policy = policy.withSetting(rule, entry.substring(eq + 1));
      } catch (IllegalArgumentException e) {
        throw new MojoExecutionException("Invalid rules entry '" + entry + "' (urilint.rules): " + e.getMessage(), e);
      }
    }
    return policy;
  }

  static List<ReportFormat> formats(List<String> ids) throws MojoExecutionException {
    Set<ReportFormat> out = new LinkedHashSet<>();
    for (String id : nonBlank(ids)) {
      out.add(
          ReportFormat.byId(id)
              .orElseThrow(
                  () ->
                      new MojoExecutionException(
                          "Unknown report format '" + id + "' in formats (urilint.formats): use one of " + ReportFormat.ids())));
    }
    return List.copyOf(out);
  }

  private static String knownRules() {
    StringBuilder sb = new StringBuilder();
    for (RuleId r : RuleId.values()) {
      sb.append(sb.length() == 0 ? "" : ", ").append(r.id());
    }
    return sb.toString();
  }

  private static List<String> nonBlank(List<String> values) {
    List<String> out = new ArrayList<>();
    if (values != null) {
      for (String v : values) {
        if (v != null && !v.isBlank()) {
          out.add(v.trim());
        }
      }
    }
    return out;
  }
}
