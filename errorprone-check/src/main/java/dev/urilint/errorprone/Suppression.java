package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import java.util.Optional;

/**
 * The opt-in {@code @SuppressWarnings("<Check>")} fix. It goes on the innermost declaration around
 * what the check was visiting, which is where Error Prone looks for it (a field, a local
 * variable, a method or a class), and on a line of its own above that declaration, indented like
 * it, so the patched code reads as a developer would have written it:
 *
 * <pre>{@code
 *   @SuppressWarnings("UriCredentials")
 *   static final String DB = "jdbc:postgresql://app:s3cret@db/app";
 * }</pre>
 *
 * <p>A declaration that already has {@code @SuppressWarnings}, or that does not start its line
 * ({@code for (String u = ...)}), gets Error Prone's own edit, which merges into the annotation or
 * puts it before the modifiers.
 */
final class Suppression {

  private Suppression() {}

  static Optional<SuggestedFix> of(String checkName, VisitorState state) {
    Optional<Tree> declaration = innermostDeclaration(state.getPath());
    if (declaration.isEmpty()) {
      return Optional.empty();
    }
    Tree decl = declaration.get();
    Optional<String> indent = indentationIfStartsLine(decl, state);
    if (indent.isEmpty() || hasSuppressWarnings(modifiers(decl))) {
      return Optional.ofNullable(SuggestedFixes.addSuppressWarnings(state, checkName));
    }
    int start = ASTHelpers.getStartPosition(decl);
    return Optional.of(
        SuggestedFix.replace(start, start, "@SuppressWarnings(\"" + checkName + "\")\n" + indent.get()));
  }

  private static Optional<Tree> innermostDeclaration(TreePath path) {
    for (TreePath p = path; p != null; p = p.getParentPath()) {
      Tree leaf = p.getLeaf();
      if (leaf instanceof VariableTree || leaf instanceof MethodTree || leaf instanceof ClassTree) {
        return Optional.of(leaf);
      }
    }
    return Optional.empty();
  }

  // The white space between the start of the line and the declaration, when there is only that.
  private static Optional<String> indentationIfStartsLine(Tree decl, VisitorState state) {
    CharSequence source = state.getSourceCode();
    int start = ASTHelpers.getStartPosition(decl);
    if (source == null || start < 0) {
      return Optional.empty();
    }
    int lineStart = start;
    while (lineStart > 0 && source.charAt(lineStart - 1) != '\n') {
      lineStart--;
    }
    for (int i = lineStart; i < start; i++) {
      char c = source.charAt(i);
      if (c != ' ' && c != '\t') {
        return Optional.empty();
      }
    }
    return Optional.of(source.subSequence(lineStart, start).toString());
  }

  private static ModifiersTree modifiers(Tree decl) {
    if (decl instanceof VariableTree v) {
      return v.getModifiers();
    }
    if (decl instanceof MethodTree m) {
      return m.getModifiers();
    }
    return ((ClassTree) decl).getModifiers();
  }

  private static boolean hasSuppressWarnings(ModifiersTree modifiers) {
    return modifiers != null
        && ASTHelpers.getAnnotationWithSimpleName(modifiers.getAnnotations(), "SuppressWarnings") != null;
  }
}
