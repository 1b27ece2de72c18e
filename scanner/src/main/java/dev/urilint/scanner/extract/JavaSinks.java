package dev.urilint.scanner.extract;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.stmt.ReturnStmt;
import dev.urilint.rules.RuleId;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where a Java string goes, as a key the scanner classifies by: the call it is passed to ({@code
 * URI.create}, {@code restTemplate.getForObject}, {@code new URL}), the field or variable it
 * initializes or is assigned to ({@code BASE_URL}), the annotation element it sets ({@code
 * FeignClient.url}), or the method it is returned from. Also the rules that enclosing {@code
 * @SuppressWarnings} annotations turn off, by Error Prone check name or {@code urilint:<rule-id>}.
 */
final class JavaSinks {

  private static final String PREFIX = "urilint:";

  private JavaSinks() {}

  /** The key of {@code expression}, a literal or the root of a concatenation. */
  static Optional<String> keyOf(Expression expression) {
    Node child = expression;
    Node parent = child.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr
        || parent instanceof CastExpr
        || parent instanceof ConditionalExpr
        || parent instanceof ArrayInitializerExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    if (parent instanceof MethodCallExpr call && call.getArguments().contains(child)) {
      return Optional.of(
          call.getScope()
              .filter(s -> s instanceof NameExpr || s instanceof FieldAccessExpr || s instanceof ThisExpr)
              .map(s -> withoutThis(s.toString()) + "." + call.getNameAsString())
              .orElse(call.getNameAsString()));
    }
    if (parent instanceof ObjectCreationExpr creation) {
      return Optional.of("new " + creation.getType().getNameWithScope());
    }
    if (parent instanceof VariableDeclarator variable) {
      return Optional.of(variable.getNameAsString());
    }
    if (parent instanceof AssignExpr assign && assign.getValue() == child) {
      return Optional.of(withoutThis(assign.getTarget().toString()));
    }
    if (parent instanceof MemberValuePair pair
        && pair.getParentNode().orElse(null) instanceof AnnotationExpr annotation) {
      return Optional.of(annotation.getNameAsString() + "." + pair.getNameAsString());
    }
    if (parent instanceof SingleMemberAnnotationExpr annotation) {
      return Optional.of(annotation.getNameAsString() + ".value");
    }
    if (parent instanceof ReturnStmt) {
      return parent.findAncestor(MethodDeclaration.class).map(MethodDeclaration::getNameAsString);
    }
    return Optional.empty();
  }

  /** Whether {@code node} is an argument of {@code @SuppressWarnings} itself. */
  static boolean insideSuppressWarnings(Node node) {
    return node.findAncestor(AnnotationExpr.class).map(JavaSinks::isSuppressWarnings).orElse(false);
  }

  /** Rules suppressed by {@code @SuppressWarnings} on any declaration enclosing {@code node}. */
  static Set<RuleId> suppressedAt(Node node) {
    Set<RuleId> rules = EnumSet.noneOf(RuleId.class);
    for (Node n = node; n != null; n = n.getParentNode().orElse(null)) {
      if (n instanceof NodeWithAnnotations<?> annotated) {
        for (AnnotationExpr annotation : annotated.getAnnotations()) {
          if (isSuppressWarnings(annotation)) {
            for (String name : names(annotation)) {
              String id = name.startsWith(PREFIX) ? name.substring(PREFIX.length()) : name;
              RuleId.byId(id).ifPresent(rules::add);
            }
          }
        }
      }
    }
    return rules;
  }

  private static boolean isSuppressWarnings(AnnotationExpr annotation) {
    String name = annotation.getNameAsString();
    return name.equals("SuppressWarnings") || name.equals("java.lang.SuppressWarnings");
  }

  private static List<String> names(AnnotationExpr annotation) {
    Expression value = null;
    if (annotation instanceof SingleMemberAnnotationExpr single) {
      value = single.getMemberValue();
    } else if (annotation instanceof NormalAnnotationExpr normal) {
      value =
          normal.getPairs().stream()
              .filter(p -> p.getNameAsString().equals("value"))
              .map(MemberValuePair::getValue)
              .findFirst()
              .orElse(null);
    }
    if (value instanceof StringLiteralExpr literal) {
      return List.of(literal.asString());
    }
    if (value instanceof ArrayInitializerExpr array) {
      return array.getValues().stream()
          .filter(StringLiteralExpr.class::isInstance)
          .map(v -> ((StringLiteralExpr) v).asString())
          .toList();
    }
    return List.of();
  }

  private static String withoutThis(String name) {
    return name.startsWith("this.") ? name.substring(5) : name;
  }
}
