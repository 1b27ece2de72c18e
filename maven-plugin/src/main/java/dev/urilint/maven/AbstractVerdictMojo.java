package dev.urilint.maven;

import dev.urilint.scanner.config.FailOn;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The parameters of the goals that end with a verdict on the findings ({@code check}, and {@code
 * fix} on what it leaves): the threshold that fails the build.
 */
abstract class AbstractVerdictMojo extends AbstractUrilintMojo {

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

  /**
   * The threshold the parameters set, else {@code unset}: {@code check} falls back to the {@code
   * failOn} of {@code urilint.yml}, {@code fix} to {@code never}.
   */
  final FailOn threshold(PluginRequest request, FailOn unset) throws MojoExecutionException {
    return failOn != null || failOnSeverity != null ? FailThreshold.parse(failOn != null ? failOn : failOnSeverity) : unset;
  }
}
