package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.baseline.BaselineWriter;
import dev.urilint.scanner.baseline.Baseline;
import dev.urilint.scanner.baseline.BaselineFiles;
import dev.urilint.scanner.report.Printable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Writes the baseline file ({@code baseline} parameter, or the {@code baseline} of {@code
 * urilint.yml}) with every current finding of the module, so that {@code urilint:check} fails
 * only on new ones. In a multi-module build every module writes its own part of the one file
 * (entries are keyed by path from the top of the build; a module replaces the entries of the
 * files it scans and keeps the others'), also under {@code -T}. Run it once when adopting urilint on an existing code base, and commit the
 * file: {@code mvn urilint:baseline}.
 *
 * @since 0.1.0
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.NONE)
public class BaselineMojo extends AbstractUrilintMojo {

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("urilint: skipped (urilint.skip)");
      return;
    }
    PluginRequest request = PluginRequest.from(this);
    Path file =
        request
            .scan()
            .baseline()
            .orElseThrow(
                () ->
                    new MojoExecutionException(
                        "urilint:baseline needs the baseline parameter (urilint.baseline) or a"
                            + " baseline entry in urilint.yml: where should the file go?"));
    ScanResult result;
    // The modules of one build write one baseline, each its own part (the files it covers); they
    // take turns, and the first one creates the file so that all hash secrets with one salt.
    synchronized (BaselineFiles.monitor(file)) {
      try {
        if (!Files.exists(file)) {
          Baseline.empty().write(file);
        }
        result = new ModuleScan(request.withoutReports(), getLog()).run();
        BaselineWriter.merge(result, file, request.scan()::covers);
      } catch (IOException e) {
        throw new MojoExecutionException("Cannot write the baseline " + Printable.argument(file) + " (baseline): "
                + (e instanceof java.nio.file.NoSuchFileException ? "its folder does not exist" : e.getClass().getSimpleName()), e);
      } catch (IllegalStateException e) {
        throw new MojoExecutionException("Cannot write the baseline " + Printable.argument(file) + " (baseline): " + e.getMessage(), e);
      }
    }
    int count = result.findings().size() + result.baselinedFindings().size();
    getLog().info("urilint: wrote " + count + (count == 1 ? " finding" : " findings") + " to the baseline " + Printable.argument(file));
  }
}
