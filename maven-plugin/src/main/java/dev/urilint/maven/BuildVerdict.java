package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.ReportFormat;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;

/**
 * Fails the build when {@code urilint check} would exit 1 on the same result: {@link
 * FailOn#fails(ScanResult)} decides for both front ends, so findings at or above the threshold
 * and files that could not be read (lost) fail it, unless the threshold is {@code never}. The
 * message says how many, which and where.
 *
 * <pre>{@code
 * new BuildVerdict(FailOn.ERROR, target, List.of()).check(resultWithOneLostFile);
 * // MojoFailureException: "urilint could not read 1 file (0 errors, 0 warnings, 0 info): config/a.json"
 * }</pre>
 */
final class BuildVerdict {

  private final FailOn failOn;
  private final Path outputDirectory;
  private final List<ReportFormat> formats;

  BuildVerdict(FailOn failOn, Path outputDirectory, List<ReportFormat> formats) {
    this.failOn = failOn;
    this.outputDirectory = outputDirectory;
    this.formats = formats;
  }

  void check(ScanResult result) throws MojoFailureException {
    if (!failOn.fails(result)) {
      return;
    }
    long failing = failOn.threshold().map(result::countAtLeast).orElse(0L);
    List<SkippedFile> lost = result.skipped().stream().filter(SkippedFile::lost).toList();
    StringBuilder message = new StringBuilder("urilint ");
    if (failing > 0) {
      message.append("found ").append(failing).append(failing == 1 ? " finding" : " findings")
          .append(" at or above ").append(failOn.id());
    }
    if (!lost.isEmpty()) {
      message.append(failing > 0 ? " and " : "").append("could not read ").append(lost.size())
          .append(lost.size() == 1 ? " file" : " files");
    }
    message.append(" (").append(FindingLog.counts(result)).append(")");
    if (!lost.isEmpty()) {
      message.append(": ");
      int shown = Math.min(lost.size(), 5);
      for (int i = 0; i < shown; i++) {
        message.append(i == 0 ? "" : ", ").append(Printable.escape(lost.get(i).path()));
      }
      message.append(lost.size() > shown ? ", ..." : "")
          .append(" (fix or exclude them, or set failOn to never to report only)");
    }
    if (!formats.isEmpty()) {
      message.append("; reports: ");
      for (int i = 0; i < formats.size(); i++) {
        message.append(i == 0 ? "" : ", ").append(outputDirectory.resolve(formats.get(i).fileName()));
      }
    }
    throw new MojoFailureException(message.toString());
  }
}
