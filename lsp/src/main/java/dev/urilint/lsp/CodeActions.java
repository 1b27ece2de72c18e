package dev.urilint.lsp;

import dev.urilint.lint.Fix;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.SourceEdit;
import dev.urilint.scanner.extract.LineIndex;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The code actions of a document's findings: a quick fix for each finding the fix engine can fix
 * there (safe ones first; an unsafe one says so in its title), "suppress on this line" for each
 * finding a comment can suppress ({@link DocumentSuppressions}), and {@link #FIX_ALL} applying the safe fixes at once. The edits are those {@code
 * urilint check} writes ({@link DocumentFixes}: fix-all is {@code --fix}, a quick fix is that
 * finding's edit of {@code --fix --unsafe-fixes}); whether a fix is safe is core's {@link
 * dev.urilint.lint.Fix#isSafe()}. All are computed on the scanned text, whose version the edit
 * names.
 *
 * <pre>{@code
 * CodeActions.of(checked, range, List.of(CodeActionKind.QuickFix));
 * // [Fix: decode '%2520' once to '%20', Suppress double-encoding on this line (urilint:ignore)]
 * }</pre>
 */
final class CodeActions {

  /** The kind an editor asks for on save ({@code editor.codeActionsOnSave}). */
  static final String FIX_ALL = CodeActionKind.SourceFixAll + ".urilint";

  private CodeActions() {}

  /** The actions for {@code range} of the checked document, of the kinds in {@code only} (null: any). */
  static List<Either<Command, CodeAction>> of(Checks.Checked checked, Range range, List<String> only) {
    String uri = checked.document().uri;
    String text = checked.document().text;
    LineIndex lines = LineIndex.of(text);
    List<CodeAction> fixes = new ArrayList<>();
    List<CodeAction> suppressions = new ArrayList<>();
    if (wants(only, CodeActionKind.QuickFix)) {
      for (ReportedFinding f : checked.scan().findings()) {
        if (!overlaps(Diagnostics.of(f).getRange(), range)) {
          continue;
        }
        checked.fixes().of(f).ifPresent(applied -> fixes.add(quickFix(uri, f, applied, lines)));
        suppression(uri, checked.suppressions(), f).ifPresent(suppressions::add);
      }
    }
    fixes.sort(Comparator.comparing(a -> !Boolean.TRUE.equals(a.getIsPreferred())));
    List<Either<Command, CodeAction>> out = new ArrayList<>();
    fixes.forEach(a -> out.add(Either.forRight(a)));
    suppressions.forEach(a -> out.add(Either.forRight(a)));
    if (wants(only, FIX_ALL)) {
      fixAll(uri, checked.fixes().safe(), lines).ifPresent(a -> out.add(Either.forRight(a)));
    }
    return out;
  }

  private static CodeAction quickFix(String uri, ReportedFinding f, FixPlan.Applied applied, LineIndex lines) {
    boolean safe = f.fix().map(Fix::isSafe).orElse(false);
    CodeAction action =
        new CodeAction((safe ? "Fix: " : "Fix (unsafe, changes what the URI does): ") + applied.description());
    action.setKind(CodeActionKind.QuickFix);
    action.setDiagnostics(List.of(Diagnostics.of(f)));
    action.setIsPreferred(safe);
    action.setEdit(edit(uri, List.of(textEdit(applied.edit(), lines))));
    return action;
  }

  private static Optional<CodeAction> suppression(String uri, DocumentSuppressions suppressions, ReportedFinding f) {
    String name = Checks.file(uri).map(Path::getFileName).map(Path::toString).orElse(f.path());
    return suppressions.of(f, name)
        .map(
            edit -> {
              CodeAction action = new CodeAction("Suppress " + f.rule().id() + " on this line (urilint:ignore)");
              action.setKind(CodeActionKind.QuickFix);
              action.setDiagnostics(List.of(Diagnostics.of(f)));
              action.setEdit(edit(uri, List.of(edit)));
              return action;
            });
  }

  // The edits check --fix writes, in file order (the engine left out any that overlap).
  private static Optional<CodeAction> fixAll(String uri, FixPlan plan, LineIndex lines) {
    if (!plan.changed()) {
      return Optional.empty();
    }
    List<TextEdit> edits = new ArrayList<>();
    for (SourceEdit e : plan.edits()) {
      edits.add(textEdit(e, lines));
    }
    CodeAction action = new CodeAction("Fix all safe urilint findings");
    action.setKind(FIX_ALL);
    action.setEdit(edit(uri, edits));
    return Optional.of(action);
  }

  private static TextEdit textEdit(SourceEdit e, LineIndex lines) {
    return new TextEdit(new Range(position(e.start(), lines), position(e.end(), lines)), e.text());
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
