package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.stmt.ReturnStmt;
import dev.urilint.lint.RuleId;
import dev.urilint.sinks.Call;
import dev.urilint.sinks.Sink;
import dev.urilint.sinks.SinkCatalog;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which sink of the {@link SinkCatalog} a Java string reaches, resolved by type ({@link
 * JavaTypes}): the call it is an argument of ({@code URI.create}, {@code restTemplate.getForObject}
 * on a declared {@code RestTemplate}, {@code new Request.Builder().url}), or the annotation element
 * it sets ({@code @FeignClient(url = ...)}). A call whose target the file does not resolve is no
 * sink. Also the rules that enclosing {@code @SuppressWarnings} annotations turn off, by Error
 * Prone check name or {@code urilint:<rule-id>}.
 *
 * <pre>{@code
 * // import java.net.URI;  ...  URI.create("https://a.example/")
 * JavaSinks.sinkOf(literal, types);   // Optional[URI.create]
 * }</pre>
 */
final class JavaSinks {

  private static final String PREFIX = "urilint:";

  private JavaSinks() {}

  /** The sink {@code expression} (a literal or the root of a concatenation) is the URI argument of. */
  static Optional<Sink> sinkOf(Expression expression, JavaTypes types) {
    Node child = expression;
    Node parent = child.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr || parent instanceof CastExpr || parent instanceof ConditionalExpr) {
      if (parent instanceof ConditionalExpr c && c.getCondition() == child) {
        return Optional.empty();
      }
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    if (parent instanceof MethodCallExpr call) {
      int index = indexOf(call.getArguments(), child);
      return index < 0 ? Optional.empty() : methodSink(call, index, types);
    }
    if (parent instanceof ObjectCreationExpr creation) {
      int index = indexOf(creation.getArguments(), child);
      if (index < 0) {
        return Optional.empty();
      }
      return types.resolve(creation.getType())
          .flatMap(owner -> pick(types.catalog().ofOwner(owner), Call.CONSTRUCTOR, Sink.CONSTRUCTOR, creation.getArguments(), index));
    }
    if (parent instanceof MemberValuePair pair
        && pair.getParentNode().orElse(null) instanceof AnnotationExpr annotation) {
      return annotationSink(annotation, pair.getNameAsString(), types);
    }
    if (parent instanceof SingleMemberAnnotationExpr annotation) {
      return annotationSink(annotation, "value", types);
    }
    return Optional.empty();
  }

  /**
   * The component constructor sink ({@code new URI("https", null, "a.example", 8443, "/", null,
   * null)}) that {@code creation} calls. Without javac's types the overload is told by the number
   * of arguments, as for every other constructor.
   */
  static Optional<Sink> componentSink(ObjectCreationExpr creation, JavaTypes types) {
    int arguments = creation.getArguments().size();
    if (arguments < 3) {
      return Optional.empty();
    }
    return types.resolve(creation.getType())
        .flatMap(owner -> types.catalog().ofOwner(owner).stream()
            .filter(s -> s.call() == Call.CONSTRUCTOR && s.takes().takesComponents())
            .filter(s -> s.parameters().map(p -> p.size() == arguments).orElse(false))
            .findFirst());
  }

  /**
   * The name that holds {@code expression} outside a sink: the variable or field it initializes or
   * is assigned to, or the method it is returned from ({@link dev.urilint.sinks.StringRole#isUrlName}).
   */
  static Optional<String> holderOf(Expression expression) {
    Node child = expression;
    Node parent = child.getParentNode().orElse(null);
    while (parent instanceof EnclosedExpr || parent instanceof CastExpr || parent instanceof ConditionalExpr) {
      child = parent;
      parent = parent.getParentNode().orElse(null);
    }
    if (parent instanceof VariableDeclarator variable) {
      return Optional.of(variable.getNameAsString());
    }
    if (parent instanceof AssignExpr assign && assign.getValue() == child) {
      Expression target = assign.getTarget();
      return target instanceof NameExpr n ? Optional.of(n.getNameAsString())
          : target instanceof FieldAccessExpr f ? Optional.of(f.getNameAsString())
          : Optional.empty();
    }
    if (parent instanceof ReturnStmt) {
      for (Node n = parent.getParentNode().orElse(null); n != null; n = n.getParentNode().orElse(null)) {
        if (n instanceof LambdaExpr) {
          return Optional.empty();
        }
        if (n instanceof MethodDeclaration method) {
          return Optional.of(method.getNameAsString());
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<Sink> methodSink(MethodCallExpr call, int index, JavaTypes types) {
    String name = call.getNameAsString();
    if (call.getScope().isEmpty()) {
      // A call without a scope reaches a sink through a static import, or as an inherited
      // instance method (a Camel RouteBuilder's from("...")).
      for (String owner : types.staticOwners(name)) {
        Optional<Sink> s = pick(types.catalog().ofOwner(owner), Call.STATIC, name, call.getArguments(), index);
        if (s.isPresent()) {
          return s;
        }
      }
      for (String owner : types.inheritedBy(call, name)) {
        Optional<Sink> s = pick(types.catalog().ofOwner(owner), Call.INSTANCE, name, call.getArguments(), index);
        if (s.isPresent()) {
          return s;
        }
      }
      return Optional.empty();
    }
    Optional<JavaTypes.Ref> scope = types.typeOf(call.getScope().get());
    if (scope.isEmpty()) {
      return Optional.empty();
    }
    Call kind = scope.get().isStatic() ? Call.STATIC : Call.INSTANCE;
    List<String> owners = scope.get().isStatic()
        ? List.of(scope.get().type())
        : types.catalog().facts().supertypes(scope.get().type());
    for (String owner : owners) {
      Optional<Sink> s = pick(types.catalog().ofOwner(owner), kind, name, call.getArguments(), index);
      if (s.isPresent()) {
        return s;
      }
    }
    return Optional.empty();
  }

  private static Optional<Sink> annotationSink(AnnotationExpr annotation, String element, JavaTypes types) {
    return types.resolveName(annotation.getNameAsString())
        .flatMap(owner -> types.catalog().ofOwner(owner).stream()
            .filter(s -> s.call() == Call.ANNOTATION && s.member().equals(element))
            .findFirst());
  }

  // The sink among `candidates` whose URI argument is argument `index` of a call with `arguments`.
  // Without javac's types, the overload is told by the number of arguments; a sink that reads the
  // first String parameter reads the first argument written as a string.
  private static Optional<Sink> pick(
      List<Sink> candidates, Call call, String member, List<Expression> arguments, int index) {
    for (Sink s : candidates) {
      boolean callMatches = call == Call.CONSTRUCTOR ? s.call() == Call.CONSTRUCTOR
          : call == Call.STATIC ? s.call().matchesStatic() : s.call().matchesInstance();
      if (!callMatches || !s.hasMember(member) || s.takes().takesComponents()) {
        continue;
      }
      if (s.parameters().isPresent() && s.parameters().get().size() != arguments.size()) {
        continue;
      }
      int argument = s.argument() == Sink.FIRST_STRING ? firstString(arguments) : s.argument();
      if (argument == index) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  private static int firstString(List<Expression> arguments) {
    for (int i = 0; i < arguments.size(); i++) {
      Expression a = arguments.get(i);
      while (a instanceof EnclosedExpr e) {
        a = e.getInner();
      }
      if (a instanceof StringLiteralExpr || a instanceof TextBlockLiteralExpr
          || a instanceof BinaryExpr b && b.getOperator() == BinaryExpr.Operator.PLUS) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(List<Expression> arguments, Node child) {
    for (int i = 0; i < arguments.size(); i++) {
      if (arguments.get(i) == child) {
        return i;
      }
    }
    return -1;
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
}
