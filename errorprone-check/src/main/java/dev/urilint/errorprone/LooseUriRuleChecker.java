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
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeCastTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import dev.urilint.lint.Context;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.TextUris;
import dev.urilint.sinks.StringRole;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A check for a rule that applies outside sinks too ({@link StringRole}): besides the sinks, it
 * checks every constant string that is as a whole an absolute URI wherever it is written, because a
 * hard-coded password or a deceptive authority is wrong in any string (the security rules), a
 * grammar defect breaks the URI for whoever reads it ({@link StringRole#GRAMMAR_RULES}), and a
 * plain-text URL is insecure wherever a name says it is a URL ({@code insecure-scheme}), and a
 * host under a top-level domain, a port and a path has lost its scheme ({@code
 * relative-colon-segment}, {@link StringRole#SCHEMELESS_URI}). Each
 * constant expression is checked once, where it is written: a literal inside a constant
 * concatenation is left to the whole concatenation, and a sink argument to the sink.
 *
 * <pre>{@code
 * static final String DB = "jdbc:postgresql://app:s3cret@db/app";   // UriCredentials, though no sink uses it
 * static final String API = "https://api.acme.io:99999/v1";          // InvalidUriPort, though no sink uses it
 * static final String REPO = "repo.maven.apache.org:8443/maven2";    // RelativeUriColonSegment
 * }</pre>
 */
public abstract class LooseUriRuleChecker extends UriRuleChecker
    implements LiteralTreeMatcher, BinaryTreeMatcher {

  private static final long serialVersionUID = 1L;

  protected LooseUriRuleChecker(RuleId rule, ErrorProneFlags flags) {
    super(rule, flags);
    requireSecurity(rule);
  }

  /** For tests of the plumbing: {@code findings} stands in for the core rule. */
  LooseUriRuleChecker(RuleId rule, ErrorProneFlags flags, FindingSource findings) {
    super(rule, flags, findings);
    requireSecurity(rule);
  }

  private static void requireSecurity(RuleId rule) {
    if (!StringRole.checksOutsideSinks(rule)) {
      throw new IllegalArgumentException(rule.id() + " is not checked outside sinks");
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
    if (!flagsValid()) {
      return;
    }
    String value = ASTHelpers.constValue(tree, String.class);
    if (value == null) {
      return;
    }
    Optional<String> holder = holder(state);
    StringRole role = StringRole.of(Optional.empty(), value, holder);
    if (!role.checks(rule()) || isCheckedElsewhere(tree, state)) {
      return;
    }
    // Past the file's budget of folded chars the constant reads as its operands (ConstantReading).
    ConstantReading read = ConstantReading.of(tree, value, state);
    if (!read.value().equals(value)) {
      role = StringRole.of(Optional.empty(), read.value(), holder);
      if (!role.checks(rule())) {
        return;
      }
    }
    if (role == StringRole.TEXT) {
      // Text with a URI around a secret in it: each such URI on its own (StringRole.checkedParts),
      // its findings placed through the pieces from the URI's start, as the scanner places them.
      Context text = configure(role.context());
      for (Span part : role.checkedParts(read.value())) {
        String uri = part.of(read.value());
        if (TextUris.checks(rule(), uri)) {
          int from = part.start();
          report(uri, text, () -> shifted(read.pieces().get(), from), tree, state);
        }
      }
      return;
    }
    Context context = namespaceAware(role.context(), read.value(), Optional.empty());
    report(read.value(), configure(context), read.pieces(), tree, state);
  }

  // The pieces of a value seen from its index `from`: a part of the value starts at 0.
  private static List<StringPiece> shifted(List<StringPiece> pieces, int from) {
    List<StringPiece> out = new ArrayList<>(pieces.size());
    for (StringPiece p : pieces) {
      out.add(new StringPiece(p.offset() - from, p.length(), p.anchor(), p.literal()));
    }
    return out;
  }

  // The name that holds the string: the variable it initializes or is assigned to, the method it
  // is returned from (StringRole.isUrlName reads it).
  private static Optional<String> holder(VisitorState state) {
    TreePath path = state.getPath().getParentPath();
    Tree child = state.getPath().getLeaf();
    while (path != null && (path.getLeaf() instanceof ParenthesizedTree
        || path.getLeaf() instanceof TypeCastTree
        || path.getLeaf() instanceof ConditionalExpressionTree c && c.getCondition() != child)) {
      child = path.getLeaf();
      path = path.getParentPath();
    }
    if (path == null) {
      return Optional.empty();
    }
    Tree parent = path.getLeaf();
    if (parent instanceof VariableTree variable) {
      return Optional.of(variable.getName().toString());
    }
    if (parent instanceof AssignmentTree assignment && assignment.getExpression() == child) {
      Tree target = assignment.getVariable();
      return target instanceof IdentifierTree i ? Optional.of(i.getName().toString())
          : target instanceof MemberSelectTree m ? Optional.of(m.getIdentifier().toString())
          : Optional.empty();
    }
    if (parent instanceof ReturnTree) {
      for (TreePath p = path; p != null; p = p.getParentPath()) {
        if (p.getLeaf() instanceof LambdaExpressionTree) {
          return Optional.empty();
        }
        if (p.getLeaf() instanceof MethodTree method) {
          return Optional.of(method.getName().toString());
        }
      }
    }
    return Optional.empty();
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
    return annotation instanceof AnnotationTree a && annotationSinks(state).match(a).isPresent();
  }
}
