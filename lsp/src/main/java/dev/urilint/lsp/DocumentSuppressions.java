package dev.urilint.lsp;

import dev.urilint.scanner.DocumentScan;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.TextAnalyser;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.suppress.InlineSuppressions;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.lsp4j.TextEdit;

/**
 * "Suppress on this line" for one version of a document, only where it works: the comment goes
 * above the first line of the finding's entry ({@link InlineSuppressions#entryLine}), never inside
 * a value that spans lines (a {@code .properties} continuation, a YAML block scalar, a Java text
 * block, a TOML multi-line string), where it would be text of the value: the value would change
 * and the finding vanish unsuppressed. The document with the comment is then read again, and
 * the action offered only when every value reads as before and the finding is gone.
 *
 * <pre>{@code
 * DocumentSuppressions s = new DocumentSuppressions(() -> scanner.analyser(request), file, scan, text);
 * s.of(finding, "application.yml");   // Optional[TextEdit above "key: |", "# urilint:ignore rule\n"]
 * }</pre>
 *
 * <p>Not thread-safe: used by the server's checking thread only.
 */
final class DocumentSuppressions {

  private final Supplier<TextAnalyser> analyser;
  private final Optional<Path> file;
  private final DocumentScan scan;
  private final String text;
  private Optional<TextAnalyser.Analysis> analysis;

  /**
   * @param analyser reads a text as the scan read the document
   * @param file the document's file; empty for a buffer that is no file (it has no findings)
   * @param scan the scan of {@code text}
   * @param text the document's text
   */
  DocumentSuppressions(Supplier<TextAnalyser> analyser, Optional<Path> file, DocumentScan scan, String text) {
    this.analyser = analyser;
    this.file = file;
    this.scan = scan;
    this.text = text;
  }

  /** The edit that suppresses {@code finding} (one of the scan's); empty when none does. */
  Optional<TextEdit> of(ReportedFinding finding, String fileName) {
    if (file.isEmpty() || scan.path().isEmpty()) {
      return Optional.empty();
    }
    Optional<TextAnalyser.Analysis> before = analysis();
    if (before.isEmpty()) {
      return Optional.empty();
    }
    LineIndex lines = LineIndex.of(text);
    int at = lines.offset(finding.exact().line(), finding.exact().column());
    int line = valueAt(before.get().values(), at)
        .map(v -> InlineSuppressions.entryLine(text, lines, v.sourceOffset(0)))
        .orElse(finding.line());
    return SuppressionComment.edit(text, fileName, line, finding.rule())
        .filter(edit -> suppresses(edit, finding, before.get(), lines));
  }

  private Optional<TextAnalyser.Analysis> analysis() {
    if (analysis == null) {
      analysis = analyser.get().analyse(file.get(), scan.path().get(), text);
    }
    return analysis;
  }

  // The value the finding is in: the innermost one whose chars span its offset.
  private static Optional<ExtractedValue> valueAt(List<ExtractedValue> values, int at) {
    ExtractedValue best = null;
    for (ExtractedValue v : values) {
      int start = v.sourceOffset(0);
      if (start <= at && at <= v.sourceOffset(v.value().length()) && (best == null || start >= best.sourceOffset(0))) {
        best = v;
      }
    }
    return Optional.ofNullable(best);
  }

  // The text with the comment reads the same values, and the finding is gone from it.
  private boolean suppresses(TextEdit edit, ReportedFinding finding, TextAnalyser.Analysis before, LineIndex lines) {
    int from = lines.offset(edit.getRange().getStart().getLine() + 1, edit.getRange().getStart().getCharacter() + 1);
    int to = lines.offset(edit.getRange().getEnd().getLine() + 1, edit.getRange().getEnd().getCharacter() + 1);
    String commented = text.substring(0, from) + edit.getNewText() + text.substring(to);
    Optional<TextAnalyser.Analysis> after = analyser.get().analyse(file.get(), scan.path().get(), commented);
    if (after.isEmpty() || after.get().values().size() != before.values().size()) {
      return false;
    }
    for (int i = 0; i < before.values().size(); i++) {
      if (!before.values().get(i).value().equals(after.get().values().get(i).value())) {
        return false;
      }
    }
    return after.get().findings().stream()
        .noneMatch(g -> g.rule() == finding.rule() && g.fingerprint().equals(finding.fingerprint()));
  }
}
