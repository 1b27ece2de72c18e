package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import dev.urilint.source.FoldedChars;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The value the check reads for a constant expression: javac's folded value while the file's
 * folded chars are within their budget ({@link FoldedChars}, the scanner's too), else the
 * expression with every operand that is no literal read as a placeholder, as the scanner reads it
 * there ({@code A1 + "x"} reads {@code ${A1}x}). A chain of constants each built from the one
 * before ({@code A1 = A0 + "x"; A2 = A1 + "x"; ...}) made javac's values add up to the square of
 * its length, and the check linted each of them whole.
 *
 * <pre>{@code
 * ConstantReading r = ConstantReading.of(tree, ASTHelpers.constValue(tree, String.class), state);
 * r.value();    // "http://h/xxx...", or past the budget "${A1}x"
 * r.pieces();   // where each stretch of it was written
 * }</pre>
 *
 * @param value what the rules read
 * @param pieces where each stretch of {@code value} was written, asked once a rule found something
 */
record ConstantReading(String value, Supplier<List<StringPiece>> pieces) {

  /** How {@code tree}, whose constant value javac folded to {@code folded}, is read. */
  static ConstantReading of(ExpressionTree tree, String folded, VisitorState state) {
    ExpressionTree inner = withoutParentheses(tree);
    if (inner instanceof LiteralTree || CompilationMemo.of(state).foldsWithinBudget(tree, folded.length(), state)) {
      return new ConstantReading(folded, () -> StringOrigins.trace(tree, state));
    }
    return asPlaceholders(inner, state);
  }

  // Leaf by leaf without recursion (a concatenation of thousands of operands is a deep tree).
  private static ConstantReading asPlaceholders(ExpressionTree root, VisitorState state) {
    StringBuilder value = new StringBuilder();
    List<StringPiece> pieces = new ArrayList<>();
    Deque<ExpressionTree> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      ExpressionTree e = withoutParentheses(stack.pop());
      if (e instanceof BinaryTree binary && e.getKind() == Tree.Kind.PLUS && ASTHelpers.constValue(e) instanceof String) {
        stack.push(binary.getRightOperand());
        stack.push(binary.getLeftOperand());
      } else if (e instanceof LiteralTree) {
        String literal = StringOrigins.stringValue(e);
        pieces.add(StringOrigins.literalPiece(e, value.length(), literal, state));
        value.append(literal);
      } else {
        String placeholder = "${" + name(e) + "}";
        pieces.add(new StringPiece(value.length(), placeholder.length(), e, Optional.empty()));
        value.append(placeholder);
      }
    }
    List<StringPiece> written = List.copyOf(pieces);
    return new ConstantReading(value.toString(), () -> written);
  }

  // The name the scanner gives such an operand (StringValues): a variable's, a field's, a call's.
  private static String name(ExpressionTree e) {
    if (e instanceof IdentifierTree identifier) {
      return identifier.getName().toString();
    }
    if (e instanceof MemberSelectTree select) {
      return select.getIdentifier().toString();
    }
    if (e instanceof MethodInvocationTree call) {
      return name(call.getMethodSelect()) + "()";
    }
    return "expr";
  }

  private static ExpressionTree withoutParentheses(ExpressionTree tree) {
    ExpressionTree e = tree;
    while (e instanceof ParenthesizedTree p) {
      e = p.getExpression();
    }
    return e;
  }
}
