package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.Tree;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.secrets.Masking;
import dev.urilint.source.JavaLiteral;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Optional;

/**
 * Turns a core {@link Finding} into an Error Prone diagnostic: at the offending character inside
 * the literal where possible, with the rule's fix as an edit of that literal.
 *
 * <p>A fix must fix: {@code -XepPatchChecks} applies the first fix it gets, so the only fix offered
 * by default is the one that repairs the string, and only where it can (the rule has a fix and the
 * whole string is one literal of this file). A {@code @SuppressWarnings("<Check>")} fix would turn
 * the build green with the defect still in the code; it is offered only when the user asks for it
 * ({@code -XepOpt:UriLint:SuggestSuppressions=true}, see {@link Suppression}).
 *
 * <p>Error Prone renders a fix as "Did you mean '<edited line>'?", cut at the line's first {@code
 * //} (it takes it for a comment), which is inside every URL with an authority; so the message
 * itself names the repaired string, masked, unless the rule's message already quotes it.
 *
 * <pre>{@code
 * state.reportMatch(FindingReporter.describe(this, finding, value, pieces, argument, flags, state));
 * }</pre>
 */
final class FindingReporter {

  private FindingReporter() {}

  /**
   * @param value the checked string
   * @param pieces where the checked string was written (see {@link StringOrigins})
   * @param fallback where to point when no piece can be located
   * @param flags whether a {@code @SuppressWarnings} fix is offered too, whether unsafe fixes are
   */
  static Description describe(
      BugChecker checker,
      Finding finding,
      String value,
      List<StringPiece> pieces,
      Tree fallback,
      UriLintFlags flags,
      VisitorState state) {
    Span span = finding.span();
    Optional<StringPiece> piece = pieceAt(pieces, span.start());
    SourceRange range = piece.map(p -> rangeIn(p, span, state)).orElseGet(() -> treeRange(fallback, state));
    String message = finding.message();
    Description.Builder description = checker.buildDescription(range);
    // A fix that moves a secret into a placeholder has no spelling in a Java literal: not offered.
    Optional<Fix> offered = finding.fix().filter(f -> f.variable().isEmpty());
    // A fix is an edit of one literal whose first char is the checked string's (a URI found inside
    // a text's literal, its piece shifted, is no such string).
    if (offered.isPresent() && pieces.size() == 1 && pieces.get(0).offset() == 0 && pieces.get(0).literal().isPresent()) {
      Fix fix = offered.get();
      // The message names the repair either way; -XepPatchChecks applies only what core calls
      // safe, unless -XepOpt:UriLint:UnsafeFixes=true.
      if (fix.isSafe() || flags.unsafeFixes()) {
        description.addFix(literalEdit(pieces.get(0).literal().get(), fix));
      }
      String repaired = Masking.mask(fix.applyTo(value));
      if (!message.contains("'" + repaired + "'")) {
        message += "; the fix writes '" + repaired + "'";
      }
    }
    if (flags.suggestSuppressions()) {
      Suppression.of(checker.canonicalName(), state).ifPresent(description::addFix);
    }
    return description.setMessage(message).build();
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
    JavaLiteral map = piece.literal().get();
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
  private static SuggestedFix literalEdit(JavaLiteral map, Fix fix) {
    Span span = fix.span();
    int start = map.start(span.start());
    int end = span.length() == 0 ? start : map.end(span.end() - 1);
    return SuggestedFix.replace(start, end, LiteralEscaper.escape(fix.replacement(), map.isTextBlock()));
  }
}
