package dev.urilint.errorprone;

import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker.BinaryTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.LiteralTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import dev.urilint.rules.Context;
import dev.urilint.rules.RuleId;

/**
 * A check for a security rule ({@link RuleId#isSecurity()}): besides the sinks, it checks every
 * constant string that is plainly an absolute URI wherever it is written, because a hard-coded
 * password or a deceptive authority is wrong in any string. Each constant expression is checked
 * once, where it is written: a literal inside a constant concatenation is left to the whole
 * concatenation, and a sink argument to the sink.
 *
 * <pre>{@code
 * static final String DB = "jdbc:postgresql://app:s3cret@db/app";   // UriCredentials, though no sink uses it
 * }</pre>
 */
public abstract class SecurityUriRuleChecker extends UriRuleChecker
    implements LiteralTreeMatcher, BinaryTreeMatcher {

  private static final long serialVersionUID = 1L;

  protected SecurityUriRuleChecker(RuleId rule, ErrorProneFlags flags) {
    super(rule, flags);
    requireSecurity(rule);
  }

  /** For tests of the plumbing: {@code findings} stands in for the core rule. */
  SecurityUriRuleChecker(RuleId rule, ErrorProneFlags flags, FindingSource findings) {
    super(rule, flags, findings);
    requireSecurity(rule);
  }

  private static void requireSecurity(RuleId rule) {
    if (!rule.isSecurity()) {
      throw new IllegalArgumentException(rule.id() + " is not a security rule");
    }
  }

  @Override
  public final Description matchLiteral(LiteralTree tree, VisitorState state) {
    if (tree.getKind() == Tree.Kind.STRING_LITERAL) {
      checkLoose(tree, state);
    }
    return Description.NO_MATCH;
  }

  @Override
  public final Description matchBinary(BinaryTree tree, VisitorState state) {
    if (tree.getKind() == Tree.Kind.PLUS) {
      checkLoose(tree, state);
    }
    return Description.NO_MATCH;
  }

  private void checkLoose(ExpressionTree tree, VisitorState state) {
    String value = ASTHelpers.constValue(tree, String.class);
    if (value == null || !AbsoluteUriShape.isPlainlyAbsolute(value) || isCheckedElsewhere(tree, state)) {
      return;
    }
    report(value, configure(Context.text().withoutTemplates()), () -> StringOrigins.trace(tree, state), tree, state);
  }

  private boolean isCheckedElsewhere(ExpressionTree tree, VisitorState state) {
    TreePath path = state.getPath().getParentPath();
    Tree child = tree;
    while (path != null && path.getLeaf() instanceof ParenthesizedTree) {
      child = path.getLeaf();
      path = path.getParentPath();
    }
    if (path == null) {
      return false;
    }
    Tree parent = path.getLeaf();
    if (parent instanceof BinaryTree && ASTHelpers.constValue(parent, String.class) != null) {
      return true;
    }
    if (parent instanceof MethodInvocationTree || parent instanceof NewClassTree) {
      Tree argument = child;
      return sinkHit((ExpressionTree) parent, state).map(hit -> hit.takes(argument)).orElse(false);
    }
    Tree annotation = parent instanceof AssignmentTree && path.getParentPath() != null
        ? path.getParentPath().getLeaf()
        : parent;
    return annotation instanceof AnnotationTree a && annotationSinks().match(a).isPresent();
  }
}
