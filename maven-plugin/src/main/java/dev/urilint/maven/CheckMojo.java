package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.config.FailOn;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import dev.urilint.scanner.report.ReportFormat;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Scans the module's config files and Java sources for malformed and insecure URIs, logs each
 * finding, writes the reports and fails the build on findings at or above {@code failOn}. When
 * some findings can be fixed automatically, it says how many (safe and unsafe) and how:
 * {@code mvn urilint:fix} ({@link FixMojo}).
 *
 * <p>Bind it in the {@code <executions>} of the plugin (declaring the plugin alone does not run
 * it), with VERSION the version that {@code mvn urilint:help} prints at its top:
 *
 * <pre>{@code
 * <plugin>
 *   <groupId>dev.urilint</groupId>
 *   <artifactId>urilint-maven-plugin</artifactId>
 *   <version>VERSION</version>
 *   <executions><execution><goals><goal>check</goal></goals></execution></executions>
 * </plugin>
 * }</pre>
 *
 * @since 0.1.0
 */
@Mojo(
    name = "check",
    defaultPhase = LifecyclePhase.VERIFY,
    threadSafe = true,
    requiresDependencyResolution = ResolutionScope.NONE)
public class CheckMojo extends AbstractVerdictMojo {

  /**
   * In a multi-module build, check every module and fail once, at the end, instead of at the first
   * module with findings at or above {@link #failOn} (which leaves the later modules unchecked, as
   * Maven's {@code -fae} would not). Each module still logs its findings and writes its reports;
   * the module checked last prints the reactor summary and fails the build if any module failed.
   * Beware that the phases after {@code verify} ({@code install}, {@code deploy}) then run for the
   * modules before the last one: combine it with {@code installAtEnd}/{@code deployAtEnd}, or run
   * {@code mvn verify} first. Command line: {@code -Durilint.failAtEnd=true}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.failAtEnd", defaultValue = "false")
  protected boolean failAtEnd;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  protected MavenSession session;

  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  protected PluginDescriptor plugin;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    ReactorView reactor = ReactorView.of(session, plugin.getPluginLookupKey(), plugin.getVersion(), plugin.getGoalPrefix());
    if (skip) {
      getLog().info("urilint: skipped (urilint.skip)");
      // Recorded all the same: the reactor's summary and a failAtEnd verdict wait for every module.
      Optional<ReactorView.Completed> done = reactor.record(project, ReactorView.Module.skipped(project.getArtifactId(), modulePath()));
      finish(reactor, done, PluginRequest.formats(formats));
      return;
    }
    PluginRequest request = PluginRequest.from(this);
    FailOn threshold = threshold(request, request.config().failOn().orElse(FailOn.DEFAULT));
    if (request.javaLeftToErrorProne()) {
      getLog().info("urilint: Java sources are left to urilint's Error Prone check, which this module compiles with"
          + " (urilint-errorprone on the compiler's annotationProcessorPaths); set scanJavaSources to true to scan them here too");
    }
    ScanResult result = new ModuleScan(request, getLog()).run();
    new FindingLog(getLog()).log(result, request);
    ModuleFix.hint(request, result).ifPresent(line -> getLog().info("urilint: " + line));
    BuildVerdict verdict = new BuildVerdict(threshold, request.outputDirectory(), request.formats());
    boolean deferred = failAtEnd && reactor.canDefer(project);
    Optional<ReactorView.Completed> done =
        reactor.record(
            project, ReactorView.Module.checked(project.getArtifactId(), modulePath(), result, threshold.id(), threshold.fails(result)));
    boolean fails = threshold.fails(result);
    if (deferred && fails && done.isEmpty()) {
      getLog().error("urilint: " + project.getArtifactId() + " fails at " + threshold.id()
          + "; the build fails once every module has been checked (failAtEnd)");
    }
    // The module checked last prints the summary first, whether or not it fails itself.
    finish(reactor, done, request.formats());
    if (!deferred) {
      try {
        verdict.check(result);
      } catch (MojoFailureException e) {
        int unchecked = reactor.notYetChecked();
        throw unchecked == 0
            ? e
            : new MojoFailureException(
                e.getMessage() + "; " + unchecked + (unchecked == 1 ? " more module" : " more modules")
                    + " not checked yet: -Durilint.failAtEnd=true checks every module and fails once at the end");
      }
    }
  }

  // The module's folder from the top of the build, as its reports name its files.
  private String modulePath() {
    Path module = project.getBasedir().toPath().toAbsolutePath().normalize();
    Path top = executionRootDirectory == null ? module : executionRootDirectory.toPath().toAbsolutePath().normalize();
    return module.startsWith(top) ? top.relativize(module).toString().replace(java.io.File.separatorChar, '/') : "";
  }

  // The module checked last: the reactor's summary, its combined reports and a failAtEnd verdict.
  private void finish(ReactorView reactor, Optional<ReactorView.Completed> done, List<ReportFormat> formats)
      throws MojoExecutionException, MojoFailureException {
    if (done.isEmpty() || reactor.expectedModules() <= 1) {
      return;
    }
    ReactorView.Completed all = done.get();
    ScanResult combined = all.combined();
    Path reports = Path.of(session.getTopLevelProject().getBuild().getDirectory(), "urilint-reactor");
    new ReportFiles(getLog()).write(combined, reports, formats);
    new ReactorSummary(getLog()).log(all, combined, reports, !formats.isEmpty());
    if (failAtEnd && !all.failing().isEmpty()) {
      // Every deferred failure is among these: a module defers only until the view completes.
      throw new MojoFailureException(ReactorSummary.failure(all.failing(), all.modules().size()));
    }
  }
}
