package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.DataKey;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.CatchClause;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.TryStmt;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where a name used in a Java file is declared, as javac's scoping finds it as far as one file
 * tells: locals declared earlier in enclosing blocks and switch cases, parameters of methods,
 * constructors, lambdas and catch clauses, loop and try-with-resources variables, then fields of
 * enclosing types and record components. {@link JavaTypes} asks it for a variable's declared type
 * and for constants.
 *
 * <pre>{@code
 * // void f(WebClient client) { client.get().uri("http://x"); }
 * VariableScopes.variable("client", nameExpr);   // Optional[the parameter's declaration]
 * }</pre>
 */
final class VariableScopes {

  private static final Set<UnaryExpr.Operator> STEPS = EnumSet.of(
      UnaryExpr.Operator.PREFIX_INCREMENT, UnaryExpr.Operator.PREFIX_DECREMENT,
      UnaryExpr.Operator.POSTFIX_INCREMENT, UnaryExpr.Operator.POSTFIX_DECREMENT);

  // Per-file indexes kept on the parsed tree's nodes (each built on its first question), so every
  // name is found in constant time on average whatever the size of its class, block or method.
  private static final DataKey<java.util.Map<String, Declaration>> FIELDS = new DataKey<>() {};
  private static final DataKey<LocalIndex> LOCALS = new DataKey<>() {};
  private static final DataKey<java.util.Map<String, Expression>> STATIC_ASSIGNMENTS = new DataKey<>() {};
  private static final DataKey<java.util.Map<String, List<Expression>>> TARGETS = new DataKey<>() {};

  private VariableScopes() {}

  // The nearest declaration of a variable named `name` visible from `from`: locals and parameters
  // of enclosing blocks, lambdas, loops, try and catch; then fields of enclosing types.
  static Optional<Declaration> variable(String name, Node from) {
    Node child = from;
    for (Node n = from.getParentNode().orElse(null); n != null; child = n, n = n.getParentNode().orElse(null)) {
      Optional<Declaration> found = declaredIn(n, child, name);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  // A field of the type that encloses `from` (this.name), whatever locals hide it.
  static Optional<Declaration> fieldOf(String name, Node from) {
    for (Node n = from.getParentNode().orElse(null); n != null; n = n.getParentNode().orElse(null)) {
      if (n instanceof TypeDeclaration<?> type) {
        return fields(type, name);
      }
    }
    return Optional.empty();
  }

  private static Optional<Declaration> declaredIn(Node n, Node child, String name) {
    if (n instanceof BlockStmt block) {
      return locals(block, block.getStatements(), child, name);
    }
    if (n instanceof SwitchEntry entry) {
      return locals(entry, entry.getStatements(), child, name);
    }
    if (n instanceof CallableDeclaration<?> callable) {
      return parameter(callable.getParameters(), name);
    }
    if (n instanceof LambdaExpr lambda) {
      Optional<Declaration> p = parameter(lambda.getParameters(), name);
      return p.isPresent() && p.get().type() == null && lambda.getParameters().size() == 1
          ? Optional.of(Declaration.ofLambdaParameter(lambda))
          : p;
    }
    if (n instanceof CatchClause c) {
      return parameter(new NodeList<>(c.getParameter()), name);
    }
    if (n instanceof ForEachStmt each) {
      return declarators(each.getVariable().getVariables(), name);
    }
    if (n instanceof ForStmt loop) {
      for (Expression init : loop.getInitialization()) {
        if (init instanceof VariableDeclarationExpr v) {
          Optional<Declaration> d = declarators(v.getVariables(), name);
          if (d.isPresent()) {
            return d;
          }
        }
      }
    }
    if (n instanceof TryStmt attempt) {
      for (Expression resource : attempt.getResources()) {
        if (resource instanceof VariableDeclarationExpr v) {
          Optional<Declaration> d = declarators(v.getVariables(), name);
          if (d.isPresent()) {
            return d;
          }
        }
      }
    }
    if (n instanceof TypeDeclaration<?> type) {
      Optional<Declaration> field = fields(type, name);
      if (field.isPresent() || !(type instanceof RecordDeclaration record)) {
        return field;
      }
      return parameter(record.getParameters(), name);
    }
    return Optional.empty();
  }

  // Locals declared in a block before the statement that holds the use: the block's index of
  // its locals, built once (a walk over the statements before the use per name made a method of
  // 20,000 locals, each read from the one before, quadratic).
  private static Optional<Declaration> locals(Node owner, NodeList<Statement> statements, Node child, String name) {
    LocalIndex index = owner.containsData(LOCALS) ? owner.getData(LOCALS) : null;
    if (index == null) {
      index = LocalIndex.of(statements);
      owner.setData(LOCALS, index);
    }
    return index.before(child, name);
  }

  /**
   * The locals a block's statements declare, by name, each with the position of its statement;
   * and the position of every statement, so that the declarations before a use are a binary search.
   */
  private record LocalIndex(java.util.Map<Node, Integer> positions, java.util.Map<String, List<Located>> byName) {

    private record Located(int position, Declaration declaration) {}

    static LocalIndex of(NodeList<Statement> statements) {
      java.util.Map<Node, Integer> positions = new java.util.IdentityHashMap<>();
      java.util.Map<String, List<Located>> byName = new java.util.HashMap<>();
      for (int i = 0; i < statements.size(); i++) {
        Statement s = statements.get(i);
        positions.put(s, i);
        if (s instanceof ExpressionStmt e && e.getExpression() instanceof VariableDeclarationExpr v) {
          for (VariableDeclarator d : v.getVariables()) {
            byName.computeIfAbsent(d.getNameAsString(), k -> new ArrayList<>()).add(new Located(i, Declaration.of(d)));
          }
        }
      }
      return new LocalIndex(positions, byName);
    }

    // The last declaration of `name` in a statement before `child` (every statement when `child`
    // is none of them), as the walk in statement order found it.
    Optional<Declaration> before(Node child, String name) {
      List<Located> found = byName.get(name);
      if (found == null) {
        return Optional.empty();
      }
      int limit = positions.getOrDefault(child, Integer.MAX_VALUE);
      int lo = 0;
      int hi = found.size() - 1;
      Declaration last = null;
      while (lo <= hi) {
        int mid = (lo + hi) >>> 1;
        if (found.get(mid).position() < limit) {
          last = found.get(mid).declaration();
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      return Optional.ofNullable(last);
    }
  }

  // A field named `name` declared in `type` itself: the first, from the type's index of its
  // fields, built once (a walk over every field per name made a class of thousands quadratic).
  static Optional<Declaration> fields(TypeDeclaration<?> type, String name) {
    java.util.Map<String, Declaration> index = type.containsData(FIELDS) ? type.getData(FIELDS) : null;
    if (index == null) {
      index = new java.util.HashMap<>();
      for (BodyDeclaration<?> member : type.getMembers()) {
        if (member instanceof FieldDeclaration field) {
          for (VariableDeclarator v : field.getVariables()) {
            index.putIfAbsent(v.getNameAsString(), Declaration.of(v));
          }
        }
      }
      type.setData(FIELDS, index);
    }
    return Optional.ofNullable(index.get(name));
  }

  private static Optional<Declaration> declarators(NodeList<VariableDeclarator> variables, String name) {
    for (VariableDeclarator v : variables) {
      if (v.getNameAsString().equals(name)) {
        return Optional.of(Declaration.of(v));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the local {@code v} is never assigned after its declaration (JLS 4.12.4, effectively
   * final): no {@code =}, compound assignment, {@code ++} or {@code --} in its scope names it.
   */
  static boolean isNeverReassigned(VariableDeclarator v) {
    Node scope = v.getParentNode().flatMap(Node::getParentNode).flatMap(Node::getParentNode).orElse(null);
    if (scope == null) {
      return false;
    }
    // The scope's assignment targets by name, read once per scope: a walk of the whole scope per
    // local made a method of thousands of locals quadratic.
    java.util.Map<String, List<Expression>> targets = scope.containsData(TARGETS) ? scope.getData(TARGETS) : null;
    if (targets == null) {
      targets = new java.util.HashMap<>();
      for (AssignExpr a : scope.findAll(AssignExpr.class)) {
        addTarget(targets, a.getTarget());
      }
      for (UnaryExpr u : scope.findAll(UnaryExpr.class)) {
        if (STEPS.contains(u.getOperator())) {
          addTarget(targets, u.getExpression());
        }
      }
      scope.setData(TARGETS, targets);
    }
    String name = v.getNameAsString();
    for (Expression target : targets.getOrDefault(name, List.of())) {
      if (names(target, name, v)) {
        return false;
      }
    }
    return true;
  }

  private static void addTarget(java.util.Map<String, List<Expression>> targets, Expression target) {
    if (target instanceof NameExpr n) {
      targets.computeIfAbsent(n.getNameAsString(), k -> new ArrayList<>()).add(target);
    }
  }

  private static boolean names(Expression target, String name, VariableDeclarator v) {
    return target instanceof NameExpr n
        && n.getNameAsString().equals(name)
        && variable(name, n).map(d -> d.declarator() == v).orElse(false);
  }

  /**
   * The one value a blank {@code static final} field is assigned in the {@code static {}} blocks of
   * its class ({@code URL = "..."} or {@code Owner.URL = "..."}); empty if none or several.
   */
  static Optional<Expression> staticAssignment(VariableDeclarator v) {
    Node type = v.getParentNode().flatMap(Node::getParentNode).orElse(null);
    if (!(type instanceof TypeDeclaration<?> owner)) {
      return Optional.empty();
    }
    // Every static block's assignments, read once per type: a read per field made a class of
    // thousands of blank finals quadratic. A name assigned twice maps to null.
    java.util.Map<String, Expression> assigned = owner.containsData(STATIC_ASSIGNMENTS) ? owner.getData(STATIC_ASSIGNMENTS) : null;
    if (assigned == null) {
      assigned = new java.util.HashMap<>();
      for (BodyDeclaration<?> member : owner.getMembers()) {
        if (member instanceof InitializerDeclaration block && block.isStatic()) {
          for (AssignExpr a : block.findAll(AssignExpr.class)) {
            Expression t = a.getTarget();
            String name = t instanceof NameExpr n ? n.getNameAsString()
                : t instanceof FieldAccessExpr f && f.getScope() instanceof NameExpr o && o.getNameAsString().equals(owner.getNameAsString())
                    ? f.getNameAsString() : null;
            if (name != null && a.getOperator() == AssignExpr.Operator.ASSIGN) {
              assigned.put(name, assigned.containsKey(name) ? null : a.getValue());
            }
          }
        }
      }
      owner.setData(STATIC_ASSIGNMENTS, assigned);
    }
    return Optional.ofNullable(assigned.get(v.getNameAsString()));
  }

  // Declared final, or a field of an interface (implicitly static final).
  static boolean isFinal(VariableDeclarator v) {
    Node parent = v.getParentNode().orElse(null);
    if (parent instanceof FieldDeclaration field) {
      return field.isFinal()
          || field.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration c && c.isInterface();
    }
    return parent instanceof VariableDeclarationExpr local && local.isFinal();
  }

  private static Optional<Declaration> parameter(NodeList<Parameter> parameters, String name) {
    for (Parameter p : parameters) {
      if (p.getNameAsString().equals(name)) {
        // An implicitly typed lambda parameter hides outer names but has no type we can read.
        return Optional.of(Declaration.ofParameter(p.getType().isUnknownType() ? null : p.getType()));
      }
    }
    return Optional.empty();
  }
}
