package dev.urilint.scanner.report;

import dev.urilint.scanner.FindingPosition;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.uri.Span;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one place a finding's reported position is computed: its exact position counted on the
 * line as {@code --show-source} prints it ({@link MaskedText#ofLine}: the line's own running-text
 * secrets and the file's value secrets, each shown as {@code ****}). A report that gave the
 * exact column of a finding after a password on its line told the password's length: the
 * column minus the password's start, less the chars between.
 *
 * <pre>{@code
 * String text = "url: https://u:Hunter2@h/a b\n";
 * ReportColumns columns = new ReportColumns(text, LineIndex.of(text), List.of());
 * columns.position(new SourceRegion(1, 27, 1, 28)).reported();   // SourceRegion[1, 24, 1, 25]
 * // "url: https://u:****@h/a b": the space is the 24th char whatever the password's length
 * }</pre>
 *
 * <p>A span that reaches into a mask covers all of it, as the carets under the masked line do, so
 * a finding on a password is reported over its four {@code ****}. A line that masks nothing keeps
 * its exact columns. Each line with a finding is masked once (a minified JSON file puts thousands
 * of findings on one line), so placing a file's findings is linear in the lines they are on.
 */
public final class ReportColumns {

  private final String text;
  private final LineIndex lines;
  private final Map<Integer, List<Span>> secrets;
  // Per 1-based line asked for: its masked form, or empty when it masks nothing.
  private final Map<Integer, Optional<MaskedText>> masked = new HashMap<>();

  /**
   * @param text the file as the scanner read it
   * @param lines its line index
   * @param secrets where the secrets of its values are written (they may be spelled so that the
   *     line's own text shows no secret: {@code \u0040}, {@code &#64;}, a concatenation)
   */
  public ReportColumns(String text, LineIndex lines, List<SourceRegion> secrets) {
    this.text = text;
    this.lines = lines;
    this.secrets = MaskedText.regionsByLine(secrets, line -> lineEnd(line) - lines.lineStart(line));
  }

  /** {@code exact} with the columns a report gives. */
  public FindingPosition position(SourceRegion exact) {
    Optional<MaskedText> first = masked(exact.line());
    Optional<MaskedText> last = exact.endLine() == exact.line() ? first : masked(exact.endLine());
    if (first.isEmpty() && last.isEmpty()) {
      return FindingPosition.of(exact);
    }
    int start = Math.max(0, exact.column() - 1);
    int end = Math.max(0, exact.endColumn() - 1);
    SourceRegion reported;
    if (exact.endLine() == exact.line()) {
      Span shown = first.get().span(new Span(start, Math.max(start, end)));
      reported = new SourceRegion(exact.line(), shown.start() + 1, exact.endLine(), shown.end() + 1);
    } else {
      int column = first.map(m -> m.index(start)).orElse(start) + 1;
      int endColumn = last.map(m -> m.span(new Span(0, end)).end()).orElse(end) + 1;
      reported = new SourceRegion(exact.line(), column, exact.endLine(), endColumn);
    }
    return new FindingPosition(exact, reported);
  }

  private Optional<MaskedText> masked(int line) {
    return masked.computeIfAbsent(line, l -> {
      if (l < 1 || l > lines.lineCount()) {
        return Optional.empty();
      }
      MaskedText m = MaskedText.ofLine(lineText(l), secrets.getOrDefault(l, List.of()));
      return m.masks().isEmpty() ? Optional.empty() : Optional.of(m);
    });
  }

  // The 1-based line without its end (\n, \r\n or a lone \r), as --show-source reads it.
  private String lineText(int line) {
    return text.substring(lines.lineStart(line), lineEnd(line));
  }

  private int lineEnd(int line) {
    int from = lines.lineStart(line);
    int to = line < lines.lineCount() ? lines.lineStart(line + 1) : text.length();
    if (to > from && text.charAt(to - 1) == '\n') {
      to--;
    }
    if (to > from && text.charAt(to - 1) == '\r') {
      to--;
    }
    return to;
  }
}
