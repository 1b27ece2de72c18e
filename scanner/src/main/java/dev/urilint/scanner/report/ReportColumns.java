package dev.urilint.scanner.report;

import dev.urilint.scanner.FindingPosition;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.uri.Span;
import java.util.List;

/**
 * The one place a finding's reported position is computed: its exact position counted on the
 * line as {@code --show-source} prints it ({@link MaskedLines}: the line's own running-text
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
 * its exact columns. Each line with a finding is masked once ({@link MaskedLines}: a minified
 * JSON file puts thousands of findings on one line), so placing a file's findings is linear in the
 * lines they are on.
 */
public final class ReportColumns {

  private final MaskedLines masked;

  /**
   * @param text the file as the scanner read it
   * @param lines its line index
   * @param secrets where the secrets of its values are written (they may be spelled so that the
   *     line's own text shows no secret: {@code \u0040}, {@code &#64;}, a concatenation)
   */
  public ReportColumns(String text, LineIndex lines, List<SourceRegion> secrets) {
    this.masked = new MaskedLines(text, lines, secrets);
  }

  /** {@code exact} with the columns a report gives. */
  public FindingPosition position(SourceRegion exact) {
    Masks first = masked.masks(exact.line());
    Masks last = exact.endLine() == exact.line() ? first : masked.masks(exact.endLine());
    if (first.isEmpty() && last.isEmpty()) {
      return FindingPosition.of(exact);
    }
    int start = Math.max(0, exact.column() - 1);
    int end = Math.max(0, exact.endColumn() - 1);
    SourceRegion reported;
    if (exact.endLine() == exact.line()) {
      Span shown = first.span(new Span(start, Math.max(start, end)));
      reported = new SourceRegion(exact.line(), shown.start() + 1, exact.endLine(), shown.end() + 1);
    } else {
      int column = first.index(start) + 1;
      int endColumn = last.span(new Span(0, end)).end() + 1;
      reported = new SourceRegion(exact.line(), column, exact.endLine(), endColumn);
    }
    return new FindingPosition(exact, reported);
  }
}
