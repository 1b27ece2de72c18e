package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.tools.javac.api.JavacTrees;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.Type;
import com.sun.tools.javac.code.TypeTag;
import dev.urilint.source.JavaLiteral;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Traces a compile-time constant string back to the literals it was written as: through string
 * concatenation, parentheses, and {@code static final} or local constants declared in the current
 * compilation unit, and from a variable assigned once ({@link SingleAssignments}) to its value. Anything else (a constant from another file or a library, a number
 * concatenated into the string) becomes an opaque piece anchored at the expression that uses it.
 *
 * <pre>{@code
 * // static final String BASE = "https://api.example.com";  ...  URI.create(BASE + "/v1")
 * StringOrigins.trace(argument, state);   // two pieces, each with its literal's character map
 * }</pre>
 *
 * <p>Only called once a rule has found something, so its cost does not touch clean code.
 */
final class StringOrigins {

  // Constants refer to constants; javac rejects cycles, the cap only bounds pathological chains.
  private static final int MAX_DEPTH = 16;

  private StringOrigins() {}

  /** The pieces of {@code expression}'s constant value, in order, covering all of it. */
  static List<StringPiece> trace(ExpressionTree expression, VisitorState state) {
    List<StringPiece> out = new ArrayList<>();
    String value = stringValue(expression);
    ExpressionTree from = expression;
    if (value == null) {
      // A variable assigned once (SingleAssignments): traced from the value it is assigned.
      Optional<ExpressionTree> assigned = SingleAssignments.initializer(expression, state);
      if (assigned.isPresent()) {
        from = assigned.get();
        value = stringValue(from);
      }
    }
    if (value != null) {
      trace(from, expression, 0, value, state, out, 0);
    }
    return out;
  }

  private static void trace(
      ExpressionTree tree, Tree anchor, int offset, String value, VisitorState state, List<StringPiece> out, int depth) {
    while (tree instanceof ParenthesizedTree p) {
      tree = p.getExpression();
    }
    if (depth < MAX_DEPTH) {
      if (tree instanceof LiteralTree && tree.getKind() == Tree.Kind.STRING_LITERAL) {
        StringPiece piece = literalPiece(tree, offset, value, state);
        out.add(piece.literal().isPresent() ? piece : new StringPiece(offset, value.length(), anchor, Optional.empty()));
        return;
      }
      if (tree instanceof BinaryTree binary && tree.getKind() == Tree.Kind.PLUS) {
        String left = stringValue(binary.getLeftOperand());
        String right = stringValue(binary.getRightOperand());
        if (left != null && right != null && (left + right).equals(value)) {
          trace(binary.getLeftOperand(), binary.getLeftOperand(), offset, left, state, out, depth + 1);
          trace(binary.getRightOperand(), binary.getRightOperand(), offset + left.length(), right, state, out, depth + 1);
          return;
        }
      }
      if (tree instanceof IdentifierTree || tree instanceof MemberSelectTree) {
        Optional<ExpressionTree> initializer = initializerInCurrentUnit(ASTHelpers.getSymbol(tree), state);
        if (initializer.isPresent() && value.equals(stringValue(initializer.get()))) {
          // The anchor stays the use: if the initializer is no literal we can map, the use is clearer.
          trace(initializer.get(), anchor, offset, value, state, out, depth + 1);
          return;
        }
      }
    }
    out.add(new StringPiece(offset, value.length(), anchor, Optional.empty()));
  }

  /**
   * The piece of a value that the literal {@code tree}, whose value is {@code value}, is at
   * {@code offset}: with its character map when it is a string literal of the current compilation
   * unit, else opaque.
   */
  static StringPiece literalPiece(Tree tree, int offset, String value, VisitorState state) {
    Optional<JavaLiteral> map = tree.getKind() == Tree.Kind.STRING_LITERAL && inCurrentUnit(tree, state)
        ? literalMap(tree, value, state)
        : Optional.empty();
    return new StringPiece(offset, value.length(), tree, map);
  }

  private static Optional<JavaLiteral> literalMap(Tree literal, String value, VisitorState state) {
    int start = ASTHelpers.getStartPosition(literal);
    int end = state.getEndPosition(literal);
    if (start < 0 || end <= start) {
      return Optional.empty();
    }
    // The map replays javac; if it ever disagrees with javac's value, point at the literal instead.
    return JavaLiteral.of(state.getSourceCode(), start, end).filter(m -> m.value().equals(value));
  }

  private static boolean inCurrentUnit(Tree tree, VisitorState state) {
    return ASTHelpers.getStartPosition(tree) >= 0 && state.getEndPosition(tree) > 0;
  }

  private static Optional<ExpressionTree> initializerInCurrentUnit(Symbol symbol, VisitorState state) {
    if (!(symbol instanceof VarSymbol variable) || variable.getConstValue() == null) {
      return Optional.empty();
    }
    TreePath path = JavacTrees.instance(state.context).getPath(variable);
    if (path == null || path.getCompilationUnit() != state.getPath().getCompilationUnit()) {
      return Optional.empty();
    }
    return path.getLeaf() instanceof VariableTree declaration && declaration.getInitializer() != null
        ? Optional.of(declaration.getInitializer())
        : Optional.empty();
  }

  /** The constant value of {@code tree} as string concatenation renders it; null if not constant. */
  static String stringValue(ExpressionTree tree) {
    Object constant = ASTHelpers.constValue(tree);
    if (constant == null) {
      return null;
    }
    Type type = ASTHelpers.getType(tree);
    // javac keeps char and boolean constants as Integer.
    if (type != null && type.getTag() == TypeTag.CHAR && constant instanceof Integer i) {
      return String.valueOf((char) i.intValue());
    }
    if (type != null && type.getTag() == TypeTag.BOOLEAN && constant instanceof Integer i) {
      return String.valueOf(i != 0);
    }
    return String.valueOf(constant);
  }
}
