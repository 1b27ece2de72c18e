package dev.urilint.cli;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.report.TextReportWriter;
import dev.urilint.uri.Span;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The text report for a person: the scanner's text report, with the finding lines aligned and
 * coloured on a terminal, and with {@code --show-source} each finding's source line (masked) and a
 * caret line under the offending part.
 *
 * <pre>
 * config/app.yml:3:28:  error:   [credentials-in-uri] password in URI userinfo ...
 *     url: jdbc:postgresql://app:****@db:5432/app
 *                                ^^^^
 * </pre>
 *
 * <p>The lines themselves come from the scanner's {@link TextReportWriter}, so the wording stays one.
 */
final class ConsoleReport {

  /** Source lines longer than this are shown as a window around the caret. */
  private static final int WINDOW = 120;

  private final Palette palette;
  private final boolean align;
  private final Optional<Path> sourceRoot;
  private final Map<String, Optional<List<String>>> files = new HashMap<>();

  /**
   * @param align pad locations and severities into columns (for a terminal)
   * @param sourceRoot where report paths resolve, when source lines are to be shown
   */
  ConsoleReport(Palette palette, boolean align, Optional<Path> sourceRoot) {
    this.palette = palette;
    this.align = align;
    this.sourceRoot = sourceRoot;
  }

  void write(ScanResult result, PrintWriter out) throws IOException {
    StringWriter text = new StringWriter();
    new TextReportWriter().write(result, text);
    List<String> lines = text.toString().lines().toList();
    List<ReportedFinding> findings = result.findings();
    int locationWidth = 0;
    for (ReportedFinding f : findings) {
      locationWidth = Math.max(locationWidth, location(f).length());
    }
    for (int i = 0; i < lines.size(); i++) {
      if (i < findings.size()) {
        ReportedFinding f = findings.get(i);
        out.print(findingLine(f, locationWidth));
        out.print('\n');
        sourceRoot.ifPresent(root -> source(root, f, out));
      } else if (i == lines.size() - 1) {
        out.print(palette.bold(lines.get(i)));
        out.print('\n');
      } else {
        out.print(lines.get(i));
        out.print('\n');
      }
    }
  }

  private String findingLine(ReportedFinding f, int locationWidth) {
    String plain = TextReportWriter.findingLine(f);
    String location = location(f);
    if (!plain.startsWith(location)) {
      return plain; // the scanner changed its line format; show it as it is
    }
    String rest = plain.substring(location.length()); // " severity: [rule] message"
    String severity = f.severity().id() + ":";
    String afterSeverity = rest.substring(1 + severity.length());
    if (!align) {
      return palette.bold(location) + " " + palette.severity(f.severity(), severity) + afterSeverity;
    }
    return palette.bold(RulesCommand.pad(location, locationWidth))
        + " "
        + palette.severity(f.severity(), RulesCommand.pad(severity, "warning:".length()))
        + afterSeverity;
  }

  private static String location(ReportedFinding f) {
    return f.path() + ":" + f.line() + ":" + f.column() + ":";
  }

  private void source(Path root, ReportedFinding f, PrintWriter out) {
    Optional<List<String>> content = files.computeIfAbsent(f.path(), p -> read(root.resolve(p)));
    if (content.isEmpty() || f.line() < 1 || f.line() > content.get().size()) {
      return;
    }
    String raw = content.get().get(f.line() - 1);
    int start = Math.min(raw.length(), Math.max(0, f.column() - 1));
    int end = f.endLine() == f.line() ? Math.min(raw.length(), Math.max(start, f.endColumn() - 1)) : raw.length();
    MaskedText text = MaskedText.of(raw);
    Span at = text.span(new Span(start, end));
    String shown = text.shown();
    int from = 0;
    if (shown.length() > WINDOW) {
      from = Math.max(0, Math.min(at.start() - WINDOW / 3, shown.length() - WINDOW));
      shown = shown.substring(from, Math.min(shown.length(), from + WINDOW));
    }
    String indent = "    ";
    out.print(indent + shown.replace('\t', ' '));
    out.print('\n');
    Span caret = new Span(Math.max(0, at.start() - from), Math.max(0, Math.min(shown.length(), at.end() - from)));
    out.print(indent + palette.marker(MaskedText.carets(new Span(caret.start(), Math.max(caret.start(), caret.end())))));
    out.print('\n');
  }

  private static Optional<List<String>> read(Path file) {
    try {
      return Optional.of(List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\r?\n", -1)));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // the finding line is enough; the source is a convenience
    }
  }
}
