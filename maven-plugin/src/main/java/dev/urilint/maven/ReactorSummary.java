package dev.urilint.maven;

import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.Summary;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.logging.Log;

/**
 * The reactor's summary in Maven's log, printed once by the module checked last, in the manner of
 * Maven's own reactor summary: one line per module (its name, and its folder when that is not its
 * name), the counts in one column, then the totals and where the combined reports are.
 *
 * <pre>
 * [INFO] urilint reactor summary:
 * [INFO]   shop ................................. 0 errors, 0 warnings, 0 info in 1 file
 * [INFO]   orders ............................... 1 error, 0 warnings, 0 info in 3 files: fails at error
 * [INFO]   billing (services/billing) ........... 0 errors, 2 warnings, 0 info in 4 files
 * [INFO] urilint: 1 error, 2 warnings, 0 info in 8 files of 3 modules; reports in target/urilint-reactor
 * </pre>
 */
final class ReactorSummary {

  // Where the counts start, as in Maven's own summary, unless a long name needs more room.
  private static final int DOTS_TO = 40;
  private static final int MIN_DOTS = 3;

  private final Log log;

  ReactorSummary(Log log) {
    this.log = log;
  }

  void log(ReactorView.Completed done, ScanResult combined, Path reports, boolean wroteReports) {
    log.info("urilint reactor summary:");
    // One column for the counts, past the longest name: a long name pushes it right for every line.
    int column = DOTS_TO;
    for (ReactorView.Module m : done.modules()) {
      column = Math.max(column, 2 + label(m).length() + 1 + MIN_DOTS);
    }
    for (ReactorView.Module m : done.modules()) {
      StringBuilder line = new StringBuilder("  ").append(label(m)).append(' ');
      while (line.length() < column) {
        line.append('.');
      }
      if (m.skipped()) {
        log.info(line.append(" skipped (urilint.skip)").toString());
        continue;
      }
      line.append(' ').append(Summary.counts(m.result())).append(" in ").append(files(m.result().filesScanned()));
      if (m.fails()) {
        line.append(": fails at ").append(m.failOn());
      }
      log.info(line.toString());
    }
    log.info(
        "urilint: " + Summary.counts(combined) + " in " + files(combined.filesScanned()) + " of " + done.modules().size()
            + " modules"
            + (combined.testFilesLimited() == 0 ? "" : ", " + Summary.testCode(combined, FindingLog.MAVEN_ALL_RULES))
            + (wroteReports ? "; reports in " + Printable.argument(reports) : ""));
  }

  /** The one failure of a build that checked every module before failing ({@code failAtEnd}). */
  static String failure(List<ReactorView.Module> failing, int modules) {
    StringBuilder message =
        new StringBuilder("urilint found findings at or above the threshold in ")
            .append(failing.size()).append(" of ").append(modules).append(" modules: ");
    for (int i = 0; i < failing.size(); i++) {
      ReactorView.Module m = failing.get(i);
      message.append(i == 0 ? "" : "; ").append(Printable.escape(m.name()))
          .append(" (").append(Summary.counts(m.result())).append(", fails at ").append(m.failOn()).append(')');
    }
    return message.toString();
  }

  // The module's name, and its folder when that says something more (services/orders, not orders).
  private static String label(ReactorView.Module m) {
    String name = m.path().isEmpty() || m.path().equals(m.name()) ? m.name() : m.name() + " (" + m.path() + ")";
    return Printable.escape(name);
  }

  private static String files(int n) {
    return n + (n == 1 ? " file" : " files");
  }
}
