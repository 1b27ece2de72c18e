package dev.urilint.scanner;

/**
 * Walks files, extracts each string value with its position and context, runs the rules, applies
 * suppressions and the baseline. Front ends call {@link #scan(ScanRequest)} and render the result
 * with a {@link dev.urilint.scanner.report.ReportWriter}.
 *
 * <pre>{@code
 * ScanResult result = new Scanner().scan(ScanRequest.of(Path.of(".")));
 * new TextReportWriter().write(result, writer);
 * }</pre>
 */
public final class Scanner {

  /** Scans what {@code request} names. Never throws for a bad file: it is skipped with a reason. */
  public ScanResult scan(ScanRequest request) {
    throw new UnsupportedOperationException("implemented by the scanner work (issue 5)");
  }
}
