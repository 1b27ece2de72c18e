package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.config.FailOn;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Scans the module's config files and Java sources for malformed and insecure URIs, logs each
 * finding, writes the reports and fails the build on findings at or above {@link #failOn}.
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
public class CheckMojo extends AbstractUrilintMojo {

  /**
   * The lowest severity that fails the build: {@code error}, {@code warning}, {@code info}, or
   * {@code never} to report without failing. The same name as in {@code urilint.yml} and {@code
   * urilint check --fail-on}. Default: the {@code failOn} of {@code urilint.yml}, else {@code
   * error}. Command line: {@code -Durilint.failOn=warning}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.failOn")
  protected String failOn;

  /**
   * The former name of {@link #failOn} ({@code <failOnSeverity>}, {@code -Durilint.failOnSeverity}),
   * still accepted; {@code failOn} wins when both are set.
   *
   * @since 0.1.0
   * @deprecated use {@code failOn}
   */
  @Deprecated
  @Parameter(property = "urilint.failOnSeverity")
  protected String failOnSeverity;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("urilint: skipped (urilint.skip)");
      return;
    }
    PluginRequest request = PluginRequest.from(this);
    FailOn threshold =
        failOn != null || failOnSeverity != null
            ? FailThreshold.parse(failOn != null ? failOn : failOnSeverity)
            : request.config().failOn().orElse(FailOn.DEFAULT);
    ScanResult result = new ModuleScan(request, getLog()).run();
    new FindingLog(getLog()).log(result, request);
    new BuildVerdict(threshold, request.outputDirectory(), request.formats()).check(result);
  }
}
