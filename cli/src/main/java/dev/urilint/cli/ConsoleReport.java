package dev.urilint.cli;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.report.MaskedLines;
import dev.urilint.scanner.report.MaskedText;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.TextReportWriter;
import dev.urilint.uri.Span;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
  // Findings come sorted by path: only the current file's lines are kept.
  private String lastPath;
  // The current file's lines, masked as the scanner placed its secrets, and the last one shown.
  private Optional<MaskedLines> lastFile = Optional.empty();
  private int lastLine;
  private MaskedText lastMasked;

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
        int index = i;
        sourceRoot.ifPresent(root -> source(root, findings, index, out));
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
    return Printable.escape(f.path()) + ":" + f.line() + ":" + f.column() + ":";
  }

  private void source(Path root, List<ReportedFinding> all, int index, PrintWriter out) {
    ReportedFinding f = all.get(index);
    if (!f.path().equals(lastPath)) {
      lastPath = f.path();
      lastFile = read(root.resolve(f.path()))
          .map(text -> new MaskedLines(text, LineIndex.of(text), secrets(all, index)));
      lastMasked = null;
    }
    if (lastFile.isEmpty() || f.line() < 1 || f.line() > lastFile.get().lineCount()) {
      return;
    }
    // Findings come sorted by path and line: many on one long line (a minified JSON file) mask
    // that line once, not once each.
    if (lastMasked == null || lastLine != f.line()) {
      lastMasked = lastFile.get().line(f.line());
      lastLine = f.line();
    }
    String shown = lastMasked.shown();
    // The reported columns are counted on this masked line (ReportColumns masks it the same
    // way), so the carets sit where the finding line says, whatever the secrets' lengths.
    int start = Math.min(shown.length(), Math.max(0, f.column() - 1));
    int end = f.endLine() == f.line() ? Math.min(shown.length(), Math.max(start, f.endColumn() - 1)) : shown.length();
    Span at = new Span(start, end);
    int from = 0;
    if (shown.length() > WINDOW) {
      from = Math.max(0, Math.min(at.start() - WINDOW / 3, shown.length() - WINDOW));
      shown = shown.substring(from, Math.min(shown.length(), from + WINDOW));
    }
    String indent = "    ";
    // One visible char per control char: the carets below stay aligned, and nothing in the file
    // can move the cursor or erase the finding line above it.
    out.print(indent + Printable.oneForOne(shown));
    out.print('\n');
    Span caret = new Span(Math.max(0, at.start() - from), Math.max(0, Math.min(shown.length(), at.end() - from)));
    out.print(indent + palette.marker(MaskedText.carets(new Span(caret.start(), Math.max(caret.start(), caret.end())))));
    out.print('\n');
  }

  // Where the scanner found the file's secrets. Findings are sorted by path, so the file's
  // findings run from its first one; they share one list of the file's secrets (read once).
  private static List<SourceRegion> secrets(List<ReportedFinding> all, int first) {
    String path = all.get(first).path();
    Set<List<SourceRegion>> lists = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int i = first; i < all.size() && all.get(i).path().equals(path); i++) {
      lists.add(all.get(i).secrets());
    }
    if (lists.size() == 1) {
      return lists.iterator().next(); // a list of a million regions is not copied
    }
    List<SourceRegion> secrets = new ArrayList<>();
    lists.forEach(secrets::addAll);
    return secrets;
  }

  private static Optional<String> read(Path file) {
    try {
      return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // the finding line is enough; the source is a convenience
    }
  }
}
