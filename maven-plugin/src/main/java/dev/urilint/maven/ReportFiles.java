package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.ReportFormat;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;

/**
 * Writes a result in each requested format into a folder, one file per format under the format's
 * own name ({@code urilint.sarif}, ...): a module's reports, and the reactor's combined ones.
 */
final class ReportFiles {

  private final Log log;

  ReportFiles(Log log) {
    this.log = log;
  }

  void write(ScanResult result, Path dir, List<ReportFormat> formats) throws MojoExecutionException {
    if (formats.isEmpty()) {
      return;
    }
    try {
      Files.createDirectories(dir);
      for (ReportFormat format : formats) {
        Path file = dir.resolve(format.fileName());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
          format.writer().write(result, out);
        }
        log.debug("urilint: wrote " + Printable.argument(file));
      }
    } catch (IOException e) {
      throw new MojoExecutionException(
          "Cannot write urilint reports to " + Printable.argument(dir) + " (outputDirectory): " + e.getClass().getSimpleName(), e);
    }
  }
}
