package dev.urilint.maven;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.Summary;
import org.apache.maven.plugin.logging.Log;

/**
 * Writes findings to Maven's log at the level of their severity, the way Checkstyle and SpotBugs
 * do: {@code [ERROR] path:line:col [rule-id] message}, then one summary line. Text from the
 * scanned files (paths, messages, skip reasons, baseline entries) goes through the text report's
 * {@link Printable#escape}, so a value ending in {@code \r\u001b[2K} cannot erase its own line
 * on a terminal and a file name holding a line feed cannot forge a finding line.
 */
final class FindingLog {

  /** How a build gives test code every rule (also {@code <testSourcesAllRules>true</testSourcesAllRules>}). */
  static final String MAVEN_ALL_RULES = "-Durilint.testSourcesAllRules=true";

  private final Log log;

  FindingLog(Log log) {
    this.log = log;
  }

  void log(ScanResult result, PluginRequest request) {
    for (ReportedFinding f : result.findings()) {
      String line = Printable.escape(f.path()) + ":" + f.line() + ":" + f.column() + " [" + f.rule().id() + "] "
          + Printable.escape(f.message());
      switch (f.severity()) {
        case ERROR -> log.error(line);
        case WARNING -> log.warn(line);
        case INFO -> log.info(line);
      }
    }
    for (SkippedFile s : result.skipped()) {
      log.warn(Printable.escape(s.path()) + (s.lost() ? ": skipped: " : ": note: ") + Printable.escape(s.reason()));
    }
    if (result.filesFromCache() > 0) {
      log.info(
          "urilint: reused cached results for "
              + result.filesFromCache()
              + " of "
              + result.filesScanned()
              + (result.filesScanned() == 1 ? " file" : " files"));
    }
    for (BaselineEntry stale : result.staleBaselineEntries()) {
      log.info(
          "urilint: baseline entry no longer matches, remove it: "
              + Printable.escape(stale.path()) + " [" + stale.rule().id() + "] " + Printable.escape(stale.uri()));
    }
    log.info(
        "urilint: "
            + counts(result)
            + " in "
            + result.filesScanned()
            + (result.filesScanned() == 1 ? " file" : " files")
            + (result.skipped().size() == Summary.readAsText(result) ? "" : ", " + (result.skipped().size() - Summary.readAsText(result)) + " skipped")
            + (Summary.readAsText(result) == 0 ? "" : ", " + Summary.readAsText(result) + " read as plain text")
            + (result.baselined() == 0 ? "" : ", " + result.baselined() + " in baseline")
            + (result.testFilesLimited() == 0 ? "" : ", " + Summary.testCode(result, MAVEN_ALL_RULES))
            + (request.formats().isEmpty() ? "" : "; reports in " + request.outputDirectory()));
  }

  /** {@code 1 error, 2 warnings, 0 info}, worded as in every report. */
  static String counts(ScanResult result) {
    return Summary.counts(result);
  }
}
