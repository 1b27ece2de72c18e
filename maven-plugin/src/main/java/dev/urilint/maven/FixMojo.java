package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.fix.FixPlanner;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Applies urilint's fixes to the module's files, like {@code urilint check --fix}: the safe ones
 * (a double encoding decoded once, the RFC 3986 normal form, an illegal character
 * percent-encoded), and with {@link #unsafeFixes} also those that change what the URI does
 * ({@code http} to {@code https}, a typo'd scheme, a password moved out into a placeholder). Each
 * file keeps its syntax, encoding, line endings and permissions; a fix is written only when the
 * file, read again, gives the same values with only the fixed one changed and its finding gone.
 * Then it logs what remains as {@code check} does; it fails the build on what remains only when
 * {@code failOn} is set (in the POM or with {@code -Durilint.failOn}), so that in a multi-module
 * build every module is fixed. Not bound to a phase, like {@code spotless:apply}: run it by hand
 * and review the change. In a module that compiles with urilint's Error Prone check, the Java
 * sources are the check's: the goal says how many and names the compile that patches them.
 *
 * <pre>{@code
 * mvn urilint:fix                                  # the safe fixes
 * mvn urilint:fix -Durilint.unsafeFixes=true       # and the unsafe ones
 * }</pre>
 *
 * @since 0.1.0
 */
@Mojo(name = "fix", threadSafe = true, requiresDependencyResolution = ResolutionScope.NONE)
public class FixMojo extends AbstractVerdictMojo {

  /**
   * Whether the unsafe fixes are applied too: {@code http} to {@code https}, a typo'd scheme
   * replaced, a scheme or {@code //} added, a password moved out into an environment variable
   * placeholder ({@code ${SPRING_DATASOURCE_URL_PASSWORD}}). Each changes what the URI does, so review
   * the change. Values: {@code true}, {@code false}. Command line: {@code
   * -Durilint.unsafeFixes=true}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.unsafeFixes", defaultValue = "false")
  protected boolean unsafeFixes;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("urilint: skipped (urilint.skip)");
      return;
    }
    PluginRequest request = PluginRequest.from(this);
    // By hand, in every module: only a failOn set for it fails the build, so a module left with
    // findings (a password no fix may move) does not stop the fixing of the next ones.
    FailOn threshold = threshold(request, FailOn.NEVER);
    ScanResult remaining =
        new ModuleFix(request, getLog()).run(unsafeFixes ? FixPlanner.Selection.ALL : FixPlanner.Selection.SAFE);
    // "fixed 0" alone would hide the Java files the check, not this goal, fixes.
    ErrorProneFixes.line(request, unsafeFixes).ifPresent(line -> getLog().info("urilint: " + line));
    new FindingLog(getLog()).log(remaining, request);
    new BuildVerdict(threshold, request.outputDirectory(), request.formats()).check(remaining);
  }
}
