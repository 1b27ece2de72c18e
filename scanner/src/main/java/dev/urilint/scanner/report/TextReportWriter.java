package dev.urilint.scanner.report;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import java.io.IOException;
import java.io.Writer;

/**
 * The text report: one line per finding, then one per skipped file, one per stale baseline entry,
 * and the summary line. Lines end with {@code \n}; no text from a scanned file can start a line or
 * move the cursor, its control chars are escaped ({@link Printable}).
 *
 * <pre>
 * src/main/resources/application.yml:3:28: error: [credentials-in-uri] password in URI userinfo ...
 * config/huge.json: skipped: larger than the limit of 10485760 bytes (209715200 bytes); not read
 * urilint-baseline.json: stale: [insecure-scheme] old/app.properties http://legacy.example.org/ (1)
 * urilint: 1 finding (1 error, 0 warnings, 0 info) in 12 files (340 strings linted); 1 file skipped, 0 suppressed, 0 baselined
 * </pre>
 */
public final class TextReportWriter implements ReportWriter {

  @Override
  public void write(ScanResult result, Writer out) throws IOException {
    for (ReportedFinding f : result.findings()) {
      out.write(findingLine(f));
      out.write('\n');
    }
    for (SkippedFile s : result.skipped()) {
      out.write(Printable.escape(s.path()) + (s.lost() ? ": skipped: " : ": note: ") + Printable.escape(s.reason()));
      out.write('\n');
    }
    for (BaselineEntry e : result.staleBaselineEntries()) {
      out.write(
          Printable.escape(e.path()) + ": stale baseline entry: [" + e.rule().id() + "] "
              + Printable.escape(e.uri()) + " (" + e.count()
              + " not found)");
      out.write('\n');
    }
    out.write(Summary.line(result));
    out.write('\n');
    out.flush();
  }

  /**
   * {@code path:line:column: severity: [rule-id] message}, the line of docs/cli.md; the path and
   * message with their control chars escaped ({@link Printable}), so one finding is one line.
   */
  public static String findingLine(ReportedFinding f) {
    return Printable.escape(f.path()) + ':' + f.line() + ':' + f.column() + ": " + f.severity().id() + ": ["
        + f.rule().id() + "] " + Printable.escape(f.message());
  }
}
