package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.Tree;
import dev.urilint.rules.Finding;
import dev.urilint.rules.Fix;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Optional;

/**
 * Turns a core {@link Finding} into an Error Prone diagnostic: at the offending character inside
 * the literal where possible, with the rule's fix as an edit of that literal (only when the whole
 * string is one literal of this file), and always a {@code @SuppressWarnings("<Check>")} fix.
 *
 * <pre>{@code
 * state.reportMatch(FindingReporter.describe(this, finding, pieces, argument, state));
 * }</pre>
 */
final class FindingReporter {

  private FindingReporter() {}

  /**
   * @param pieces where the checked string was written (see {@link StringOrigins})
   * @param fallback where to point when no piece can be located
   */
  static Description describe(
      BugChecker checker, Finding finding, List<StringPiece> pieces, Tree fallback, VisitorState state) {
    Span span = finding.span();
    Optional<StringPiece> piece = pieceAt(pieces, span.start());
    SourceRange range = piece.map(p -> rangeIn(p, span, state)).orElseGet(() -> treeRange(fallback, state));
    Description.Builder description = checker.buildDescription(range).setMessage(finding.message());
    if (finding.fix().isPresent() && pieces.size() == 1 && pieces.get(0).literal().isPresent()) {
      description.addFix(literalEdit(pieces.get(0).literal().get(), finding.fix().get()));
    }
    SuggestedFix suppress = SuggestedFixes.addSuppressWarnings(state, checker.canonicalName());
    if (suppress != null) {
      description.addFix(suppress);
    }
    return description.build();
  }

  private static Optional<StringPiece> pieceAt(List<StringPiece> pieces, int index) {
    for (StringPiece p : pieces) {
      if (index >= p.offset() && index < p.end()) {
        return Optional.of(p);
      }
    }
    // An empty span at the very end (e.g. "missing host" after "http://") belongs to the last piece.
    return pieces.isEmpty() || index != pieces.get(pieces.size() - 1).end()
        ? Optional.empty()
        : Optional.of(pieces.get(pieces.size() - 1));
  }

  private static SourceRange rangeIn(StringPiece piece, Span span, VisitorState state) {
    if (piece.literal().isEmpty()) {
      return treeRange(piece.anchor(), state);
    }
    LiteralSourceMap map = piece.literal().get();
    int from = span.start() - piece.offset();
    int start = map.start(from);
    int lastInPiece = Math.min(span.end(), piece.end()) - 1 - piece.offset();
    int end = lastInPiece >= from ? map.end(lastInPiece) : start;
    return new SourceRange(start, Math.max(start, end));
  }

  private static SourceRange treeRange(Tree tree, VisitorState state) {
    int start = ASTHelpers.getStartPosition(tree);
    return new SourceRange(start, Math.max(start, state.getEndPosition(tree)));
  }

  // Replaces only the characters the fix touches, so the rest of the literal keeps its escapes.
  private static SuggestedFix literalEdit(LiteralSourceMap map, Fix fix) {
    Span span = fix.span();
    int start = map.start(span.start());
    int end = span.length() == 0 ? start : map.end(span.end() - 1);
    return SuggestedFix.replace(start, end, LiteralEscaper.escape(fix.replacement(), map.isTextBlock()));
  }
}
