package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.tools.javac.api.JavacTrees;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import com.sun.tools.javac.code.TypeTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one value a variable that is no constant variable (JLS 4.12.4) still always holds, where the
 * file shows it: a local that is final or effectively final with an initializer ({@code String u =
 * "..."}, {@code var u = "..."}), a {@code final} field whose initializer is a constant expression
 * though its type is not {@code String} ({@code static final CharSequence URL = "..."}), and a
 * blank {@code static final} field assigned once in the {@code static {}} blocks of its class. The
 * value is that initializer's compile-time constant; anything else is no value. The scanner
 * follows the same variables ({@code JavaTypes.assignedOnce}), so both front ends read {@code
 * String url = "db:5432/app"; URI.create(url)} alike.
 *
 * <pre>{@code
 * // String url = "localhost:8080/api";  URI.create(url)
 * SingleAssignments.initializer(argument, state);   // Optional["localhost:8080/api"]
 * }</pre>
 */
final class SingleAssignments {

  private SingleAssignments() {}

  /**
   * Whether {@code tree} may name such a variable: the cheap test in front of {@link #initializer},
   * a name of a final or effectively final variable of type {@code String} or {@code
   * CharSequence} that holds no compile-time constant.
   */
  static boolean mayHold(ExpressionTree tree, VisitorState state) {
    while (tree instanceof ParenthesizedTree p) {
      tree = p.getExpression();
    }
    if (!(tree instanceof IdentifierTree || tree instanceof MemberSelectTree)
        || !(ASTHelpers.getSymbol(tree) instanceof VarSymbol v)
        || v.getConstValue() != null
        || (v.flags() & (Flags.FINAL | Flags.EFFECTIVELY_FINAL)) == 0
        || v.type == null
        || v.type.getTag() != TypeTag.CLASS) {
      return false;
    }
    // By symbol, not by the name's text: asked of every argument of every call by each check's
    // guard, a Name's toString decoded javac's UTF-8 table each time (VisitorState caches the type).
    return v.type.tsym == state.getSymtab().stringType.tsym
        || v.type.tsym == state.getTypeFromString("java.lang.CharSequence").tsym;
  }

  /** The expression the variable {@code tree} names is assigned once, if it is a constant string. */
  static Optional<ExpressionTree> initializer(ExpressionTree tree, VisitorState state) {
    if (!mayHold(tree, state)) {
      return Optional.empty();
    }
    while (tree instanceof ParenthesizedTree p) {
      tree = p.getExpression();
    }
    VarSymbol variable = (VarSymbol) ASTHelpers.getSymbol(tree);
    Optional<ExpressionTree> value = variable.owner instanceof Symbol.ClassSymbol
        ? field(variable, state)
        : local(variable, state);
    return value.filter(v -> ASTHelpers.constValue(v, String.class) != null);
  }

  // A local: its declaration in the enclosing method (or class, for an initializer block).
  private static Optional<ExpressionTree> local(VarSymbol variable, VisitorState state) {
    Tree scope = null;
    for (TreePath p = state.getPath(); p != null; p = p.getParentPath()) {
      if (p.getLeaf() instanceof MethodTree || p.getLeaf() instanceof ClassTree) {
        scope = p.getLeaf();
        break;
      }
    }
    if (scope == null) {
      return Optional.empty();
    }
    List<ExpressionTree> found = new ArrayList<>();
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree node, Void unused) {
        if (ASTHelpers.getSymbol(node) == variable && node.getInitializer() != null) {
          found.add(node.getInitializer());
        }
        return super.visitVariable(node, unused);
      }
    }.scan(scope, null);
    return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
  }

  // A final field of a class of this compilation unit: its initializer, or the one assignment of a
  // blank static final in the class's static blocks.
  private static Optional<ExpressionTree> field(VarSymbol variable, VisitorState state) {
    if ((variable.flags() & Flags.FINAL) == 0) {
      return Optional.empty();
    }
    TreePath path = JavacTrees.instance(state.context).getPath(variable);
    if (path == null
        || path.getCompilationUnit() != state.getPath().getCompilationUnit()
        || !(path.getLeaf() instanceof VariableTree declaration)) {
      return Optional.empty();
    }
    if (declaration.getInitializer() != null) {
      return Optional.of(declaration.getInitializer());
    }
    if ((variable.flags() & Flags.STATIC) == 0 || !(path.getParentPath().getLeaf() instanceof ClassTree owner)) {
      return Optional.empty();
    }
    List<ExpressionTree> assigned = new ArrayList<>();
    for (Tree member : owner.getMembers()) {
      if (member instanceof BlockTree block && block.isStatic()) {
        new TreeScanner<Void, Void>() {
          @Override
          public Void visitAssignment(AssignmentTree node, Void unused) {
            if (ASTHelpers.getSymbol(node.getVariable()) == variable) {
              assigned.add(node.getExpression());
            }
            return super.visitAssignment(node, unused);
          }

          @Override
          public Void visitClass(ClassTree node, Void unused) {
            return null; // a nested class's own blocks assign its own fields
          }
        }.scan(block, null);
      }
    }
    return assigned.size() == 1 ? Optional.of(assigned.get(0)) : Optional.empty();
  }
}
