package dev.urilint.lsp;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.DocumentScan;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.SourceEdit;
import dev.urilint.scanner.extract.LineIndex;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The code actions of a document's findings: a quick fix for each finding whose fix the scanner
 * placed in the text (safe ones first; an unsafe one says so in its title), "suppress on this
 * line" for each finding, and {@link #FIX_ALL} applying every safe fix at once. All are computed
 * on the scanned text, whose version the edit names.
 *
 * <pre>{@code
 * CodeActions.of(checked, range, List.of(CodeActionKind.QuickFix));
 * // [Fix: decode '%2520' once to '%20', Suppress double-encoding on this line (urilint:ignore)]
 * }</pre>
 */
final class CodeActions {

  /** The kind an editor asks for on save ({@code editor.codeActionsOnSave}). */
  static final String FIX_ALL = CodeActionKind.SourceFixAll + ".urilint";

  /**
   * Rules whose fix keeps what the URI reaches and means: the double encoding decoded once, the
   * normal form, an illegal character percent-encoded. Every other fix changes what the URI does
   * (a scheme added or replaced) and is unsafe.
   */
  // TODO(the fix engine): read the applicability core gives each fix once it carries one.
  private static final Set<RuleId> SAFE = EnumSet.of(RuleId.DOUBLE_ENCODING, RuleId.NON_NORMALIZED, RuleId.MALFORMED_URI);

  private CodeActions() {}

  /** The actions for {@code range} of the checked document, of the kinds in {@code only} (null: any). */
  static List<Either<Command, CodeAction>> of(Checks.Checked checked, Range range, List<String> only) {
    String uri = checked.document().uri;
    String text = checked.document().text;
    LineIndex lines = LineIndex.of(text);
    List<CodeAction> fixes = new ArrayList<>();
    List<CodeAction> suppressions = new ArrayList<>();
    if (wants(only, CodeActionKind.QuickFix)) {
      for (DocumentScan.Placed p : checked.scan().findings()) {
        ReportedFinding f = p.finding();
        if (!overlaps(Diagnostics.of(f).getRange(), range)) {
          continue;
        }
        p.edit().ifPresent(edit -> fixes.add(quickFix(uri, f, edit, lines)));
        suppression(uri, text, f).ifPresent(suppressions::add);
      }
    }
    fixes.sort(Comparator.comparing(a -> !Boolean.TRUE.equals(a.getIsPreferred())));
    List<Either<Command, CodeAction>> out = new ArrayList<>();
    fixes.forEach(a -> out.add(Either.forRight(a)));
    suppressions.forEach(a -> out.add(Either.forRight(a)));
    if (wants(only, FIX_ALL)) {
      fixAll(uri, checked.scan(), lines).ifPresent(a -> out.add(Either.forRight(a)));
    }
    return out;
  }

  static boolean isSafe(RuleId rule) {
    return SAFE.contains(rule);
  }

  private static CodeAction quickFix(String uri, ReportedFinding f, SourceEdit edit, LineIndex lines) {
    boolean safe = isSafe(f.rule());
    CodeAction action = new CodeAction((safe ? "Fix: " : "Fix (unsafe, changes what the URI does): ") + edit.description());
    action.setKind(CodeActionKind.QuickFix);
    action.setDiagnostics(List.of(Diagnostics.of(f)));
    action.setIsPreferred(safe);
    action.setEdit(edit(uri, List.of(textEdit(edit, lines))));
    return action;
  }

  private static Optional<CodeAction> suppression(String uri, String text, ReportedFinding f) {
    String name = Checks.file(uri).map(Path::getFileName).map(Path::toString).orElse(f.path());
    return SuppressionComment.edit(text, name, f.line(), f.rule())
        .map(
            edit -> {
              CodeAction action = new CodeAction("Suppress " + f.rule().id() + " on this line (urilint:ignore)");
              action.setKind(CodeActionKind.QuickFix);
              action.setDiagnostics(List.of(Diagnostics.of(f)));
              action.setEdit(edit(uri, List.of(edit)));
              return action;
            });
  }

  // Every safe edit, in document order; one that overlaps an earlier one waits for the next run
  // (the editor asks again after applying), as ESLint's fixer skips overlapping fixes.
  private static Optional<CodeAction> fixAll(String uri, DocumentScan scan, LineIndex lines) {
    List<SourceEdit> edits = new ArrayList<>();
    for (DocumentScan.Placed p : scan.findings()) {
      if (p.edit().isPresent() && isSafe(p.finding().rule())) {
        edits.add(p.edit().get());
      }
    }
    edits.sort(Comparator.comparingInt(SourceEdit::start).thenComparingInt(SourceEdit::end));
    List<TextEdit> chosen = new ArrayList<>();
    int end = -1;
    for (SourceEdit e : edits) {
      if (e.start() >= end && !(e.start() == end && e.start() == e.end())) {
        chosen.add(textEdit(e, lines));
        end = e.end();
      }
    }
    if (chosen.isEmpty()) {
      return Optional.empty();
    }
    CodeAction action = new CodeAction("Fix all safe urilint findings");
    action.setKind(FIX_ALL);
    action.setEdit(edit(uri, chosen));
    return Optional.of(action);
  }

  private static TextEdit textEdit(SourceEdit e, LineIndex lines) {
    return new TextEdit(new Range(position(e.start(), lines), position(e.end(), lines)), e.replacement());
  }

  private static Position position(int offset, LineIndex lines) {
    return new Position(lines.line(offset) - 1, lines.column(offset) - 1);
  }

  private static WorkspaceEdit edit(String uri, List<TextEdit> edits) {
    return new WorkspaceEdit(Map.of(uri, edits));
  }

  // A kind is wanted when no kinds are named, or one named is it or a prefix of it ("source").
  private static boolean wants(List<String> only, String kind) {
    if (only == null || only.isEmpty()) {
      return true;
    }
    for (String o : only) {
      if (kind.equals(o) || kind.startsWith(o + ".")) {
        return true;
      }
    }
    return false;
  }

  private static boolean overlaps(Range a, Range b) {
    return compare(a.getStart(), b.getEnd()) <= 0 && compare(b.getStart(), a.getEnd()) <= 0;
  }

  private static int compare(Position a, Position b) {
    return a.getLine() != b.getLine() ? Integer.compare(a.getLine(), b.getLine()) : Integer.compare(a.getCharacter(), b.getCharacter());
  }
}
