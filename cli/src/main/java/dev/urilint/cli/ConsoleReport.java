package dev.urilint.cli;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
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
  // Findings come sorted by path: only the current file's lines are kept.
  private String lastPath;
  private Optional<List<String>> lastFile = Optional.empty();
  private MaskedText lastMasked;
  // The current file's secrets as the scanner placed them: per 1-based line, the column spans.
  private Map<Integer, List<Span>> lastSecrets = Map.of();

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
      lastFile = read(root.resolve(f.path()));
      lastSecrets = secrets(all, index, lastFile);
      lastMasked = null;
    }
    Optional<List<String>> content = lastFile;
    if (content.isEmpty() || f.line() < 1 || f.line() > content.get().size()) {
      return;
    }
    String raw = content.get().get(f.line() - 1);
    // Findings come sorted by path and line: many on one long line (a minified JSON file) mask
    // that line once, not once each.
    if (lastMasked == null || !lastMasked.original().equals(raw)) {
      lastMasked = MaskedText.ofLine(raw, lastSecrets.getOrDefault(f.line(), List.of()));
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

  // Where the scanner found secrets in the file, per line. Findings are sorted by path, so the
  // file's findings run from its first one.
  private static Map<Integer, List<Span>> secrets(
      List<ReportedFinding> all, int first, Optional<List<String>> file) {
    String path = all.get(first).path();
    int end = first;
    while (end < all.size() && all.get(end).path().equals(path)) {
      end++;
    }
    return MaskedText.secretsByLine(all.subList(first, end), line -> lineLength(file, line));
  }

  private static int lineLength(Optional<List<String>> file, int line) {
    return file.filter(l -> line >= 1 && line <= l.size()).map(l -> l.get(line - 1).length()).orElse(0);
  }

  private static Optional<List<String>> read(Path file) {
    try {
      return Optional.of(lines(new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // the finding line is enough; the source is a convenience
    }
  }

  /** Lines as the scanner counts them: ended by {@code \n}, {@code \r\n} or a lone {@code \r}. */
  static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        lines.add(text.substring(start, i));
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    lines.add(text.substring(start));
    return lines;
  }
}
