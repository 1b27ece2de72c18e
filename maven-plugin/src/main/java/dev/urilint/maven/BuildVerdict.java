package dev.urilint.maven;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.report.ReportFormat;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoFailureException;

/** Fails the build when findings reach the threshold, saying how many, which and where. */
final class BuildVerdict {

  private final Optional<Severity> threshold;
  private final Path outputDirectory;
  private final List<ReportFormat> formats;

  BuildVerdict(Optional<Severity> threshold, Path outputDirectory, List<ReportFormat> formats) {
    this.threshold = threshold;
    this.outputDirectory = outputDirectory;
    this.formats = formats;
  }

  void check(ScanResult result) throws MojoFailureException {
    if (threshold.isEmpty()) {
      return;
    }
    long failing = result.countAtLeast(threshold.get());
    if (failing == 0) {
      return;
    }
    StringBuilder message =
        new StringBuilder("urilint found ")
            .append(failing)
            .append(failing == 1 ? " finding" : " findings")
            .append(" at or above ")
            .append(threshold.get().id())
            .append(" (")
            .append(FindingLog.counts(result))
            .append(")");
    if (!formats.isEmpty()) {
      message.append("; reports: ");
      for (int i = 0; i < formats.size(); i++) {
        message.append(i == 0 ? "" : ", ").append(outputDirectory.resolve(formats.get(i).fileName()));
      }
    }
    throw new MojoFailureException(message.toString());
  }
}
