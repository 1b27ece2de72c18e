package dev.urilint.lsp;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.DocumentScan;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * A document's findings as the protocol's diagnostics. The reports' lines and columns count
 * UTF-16 code units from 1, and break lines at {@code \n}, {@code \r\n} and a lone {@code \r}, as
 * LSP positions do from 0: a position is the report's minus one, exact on lines with astral
 * characters and CRLF.
 *
 * <pre>{@code
 * Diagnostics.of(scan, text);   // [Diagnostic[range=4:44-4:49, code=double-encoding, source=urilint, ...]]
 * }</pre>
 */
final class Diagnostics {

  /** The {@code source} of every diagnostic. */
  static final String SOURCE = "urilint";

  private Diagnostics() {}

  /** The diagnostics of {@code scan}, made on {@code text}: one per finding, and one for a problem. */
  static List<Diagnostic> of(DocumentScan scan, String text) {
    List<Diagnostic> out = new ArrayList<>(scan.findings().size() + 1);
    scan.problem().ifPresent(problem -> out.add(problem(problem, text)));
    for (ReportedFinding f : scan.findings()) {
      out.add(of(f));
    }
    return out;
  }

  /** The diagnostic of one finding. */
  static Diagnostic of(ReportedFinding f) {
    // Exact, not the reported position (FindingPosition): the editor shows the text as written,
    // on the user's own machine, and a squiggle must sit under its characters.
    SourceRegion at = f.exact();
    Diagnostic d =
        new Diagnostic(
            new Range(
                new Position(at.line() - 1, at.column() - 1), new Position(at.endLine() - 1, at.endColumn() - 1)),
            f.message(),
            severity(f.severity()),
            SOURCE,
            f.rule().id());
    d.setCodeDescription(new DiagnosticCodeDescription(f.rule().docUrl()));
    return d;
  }

  /** Whether {@code d} is the diagnostic of {@code f}: same rule, same range. */
  static boolean isOf(Diagnostic d, ReportedFinding f) {
    Either<String, Integer> code = d.getCode();
    return SOURCE.equals(d.getSource())
        && code != null
        && code.isLeft()
        && code.getLeft().equals(f.rule().id())
        && d.getRange().equals(of(f).getRange());
  }

  static DiagnosticSeverity severity(Severity s) {
    return switch (s) {
      case ERROR -> DiagnosticSeverity.Error;
      case WARNING -> DiagnosticSeverity.Warning;
      case INFO -> DiagnosticSeverity.Information;
    };
  }

  // Why the document was not read in its format, on its first line: a warning about the tool's
  // reading, not a finding of a rule (no code), whatever findings the plain-text read still made.
  private static Diagnostic problem(String problem, String text) {
    LineIndex lines = LineIndex.of(text);
    int firstLineEnd = lines.lineCount() > 1 ? lines.lineStart(2) - 1 : text.length();
    // A CRLF ends the first line one char earlier.
    if (firstLineEnd > 0 && firstLineEnd <= text.length() && text.charAt(firstLineEnd - 1) == '\r') {
      firstLineEnd--;
    }
    Diagnostic d =
        new Diagnostic(
            new Range(new Position(0, 0), new Position(0, Math.max(0, firstLineEnd))),
            "urilint: " + problem,
            DiagnosticSeverity.Warning,
            SOURCE);
    return d;
  }
}
