package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
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
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.CatchClause;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.TryStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import dev.urilint.sinks.SinkCatalog;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves the types of one Java file the way javac would, as far as the file alone tells:
 * single-type, on-demand and static imports, types declared in the file, fully qualified names,
 * declared types of fields, locals and parameters ({@code var} through its {@code new T(...)}
 * initialiser), and builder chains and lambda parameters the catalog's {@link
 * dev.urilint.sinks.TypeFacts} describe ({@code WebClient.builder().baseUrl(...)}, {@code
 * routes().route(r -> r.path("/a").uri(...))}). A name it cannot resolve stays unresolved: no
 * guessing from words.
 *
 * <pre>{@code
 * // import okhttp3.Request;   ...   new Request.Builder().url("http://x")
 * types.typeOf(call.getScope().get());   // Optional[Ref[okhttp3.Request.Builder, instance]]
 * }</pre>
 */
final class JavaTypes {

  private static final int MAX_DEPTH = 16;

  private final SinkCatalog catalog;
  private final CompilationUnit unit;
  private final String packagePrefix;
  private final Map<String, String> singleImports = new HashMap<>();
  private final List<String> onDemandImports = new ArrayList<>();
  private final Map<String, String> staticImports = new HashMap<>();
  private final List<String> staticOnDemandImports = new ArrayList<>();
  private Map<String, String> declaredTypes;
  private final Map<String, TypeDeclaration<?>> typeNodes = new HashMap<>();

  /** A resolved expression: its type, and whether it names the type itself (a static call's scope). */
  record Ref(String type, boolean isStatic) {}

  JavaTypes(CompilationUnit unit, SinkCatalog catalog) {
    this.unit = unit;
    this.catalog = catalog;
    this.packagePrefix = unit.getPackageDeclaration().map(p -> p.getNameAsString() + ".").orElse("");
    for (ImportDeclaration i : unit.getImports()) {
      String name = i.getNameAsString();
      if (i.isStatic()) {
        if (i.isAsterisk()) {
          staticOnDemandImports.add(name);
        } else if (name.lastIndexOf('.') > 0) {
          staticImports.put(name.substring(name.lastIndexOf('.') + 1), name.substring(0, name.lastIndexOf('.')));
        }
      } else if (i.isAsterisk()) {
        onDemandImports.add(name);
      } else {
        singleImports.put(name.substring(name.lastIndexOf('.') + 1), name);
      }
    }
  }

  SinkCatalog catalog() {
    return catalog;
  }

  /** The owner a statically imported method {@code name} comes from, for a call without a scope. */
  List<String> staticOwners(String name) {
    String single = staticImports.get(name);
    return single != null ? List.of(single) : staticOnDemandImports;
  }

  /** The fully qualified name of a type as written. */
  Optional<String> resolve(Type type) {
    if (!(type instanceof ClassOrInterfaceType t)) {
      return Optional.empty();
    }
    if (t.getScope().isPresent()) {
      return resolve(t.getScope().get()).map(s -> s + "." + t.getNameAsString()).or(() -> Optional.of(t.getNameWithScope()));
    }
    return resolveSimple(t.getNameAsString());
  }

  /**
   * A simple type name as javac resolves it: declared in this file, single-type import, this
   * package, on-demand imports, {@code java.lang}. Without the other files of the package or the
   * classpath, the last three are only taken when the catalog knows the type.
   */
  Optional<String> resolveSimple(String name) {
    String declared = declaredTypes().get(name);
    if (declared != null) {
      return Optional.of(declared);
    }
    String imported = singleImports.get(name);
    if (imported != null) {
      return Optional.of(imported);
    }
    if (catalog.knows(packagePrefix + name)) {
      return Optional.of(packagePrefix + name);
    }
    for (String p : onDemandImports) {
      if (catalog.knows(p + "." + name)) {
        return Optional.of(p + "." + name);
      }
    }
    return catalog.knows("java.lang." + name) ? Optional.of("java.lang." + name) : Optional.empty();
  }

  /** A type name as written, simple ({@code URI}), nested ({@code Request.Builder}) or fully qualified. */
  Optional<String> resolveName(String name) {
    int dot = name.indexOf('.');
    if (dot < 0) {
      return resolveSimple(name);
    }
    Optional<String> first = resolveSimple(name.substring(0, dot));
    return first.isPresent() ? Optional.of(first.get() + name.substring(dot)) : Optional.of(name);
  }

  /**
   * A constant variable declared in this file.
   *
   * @param name its simple name
   * @param initializer the expression it is initialized with
   * @param isString whether it is a {@code String} (otherwise a primitive)
   */
  record Constant(String name, Expression initializer, boolean isString) {}

  /**
   * The constant variable of this file that {@code e} names, as javac resolves the name: a local
   * or a field of an enclosing type ({@code BASE}), or a field of a type declared in this file
   * ({@code Links.BASE}). A constant of another file is not known here.
   */
  Optional<Constant> constant(Expression e) {
    Optional<Declared> declared = Optional.empty();
    if (e instanceof NameExpr name) {
      declared = variable(name.getNameAsString(), name);
    } else if (e instanceof FieldAccessExpr field) {
      // TypeName.Identifier is a constant expression (JLS 15.29); this.identifier is not.
      String member = field.getNameAsString();
      if (field.getScope() instanceof NameExpr owner && variable(owner.getNameAsString(), owner).isEmpty()) {
        declaredTypes();
        TypeDeclaration<?> type = typeNodes.get(owner.getNameAsString());
        declared = type == null ? Optional.empty() : fields(type, member);
      }
    }
    return declared.flatMap(Declared::constant);
  }

  /** The type of {@code e}, if the file tells it. */
  Optional<Ref> typeOf(Expression e) {
    return typeOf(e, 0);
  }

  private Optional<Ref> typeOf(Expression e, int depth) {
    if (depth > MAX_DEPTH) {
      return Optional.empty();
    }
    if (e instanceof EnclosedExpr enclosed) {
      return typeOf(enclosed.getInner(), depth + 1);
    }
    if (e instanceof CastExpr cast) {
      return resolve(cast.getType()).map(t -> new Ref(t, false));
    }
    if (e instanceof ObjectCreationExpr creation) {
      return resolve(creation.getType()).map(t -> new Ref(t, false));
    }
    if (e instanceof NameExpr name) {
      Optional<Declared> variable = variable(name.getNameAsString(), name);
      if (variable.isPresent()) {
        return variable.get().type(depth);
      }
      return resolveSimple(name.getNameAsString()).map(t -> new Ref(t, true));
    }
    if (e instanceof FieldAccessExpr field) {
      return fieldAccess(field, depth);
    }
    if (e instanceof MethodCallExpr call && call.getScope().isPresent()) {
      Optional<Ref> scope = typeOf(call.getScope().get(), depth + 1);
      if (scope.isEmpty()) {
        return Optional.empty();
      }
      for (String t : catalog.facts().supertypes(scope.get().type())) {
        Optional<String> returned = catalog.facts().returnType(t, call.getNameAsString());
        if (returned.isPresent()) {
          return Optional.of(new Ref(returned.get(), false));
        }
      }
    }
    return Optional.empty();
  }

  // this.field, Type.Nested, or a fully qualified name (java.net.URI).
  private Optional<Ref> fieldAccess(FieldAccessExpr field, int depth) {
    String name = field.getNameAsString();
    if (field.getScope() instanceof ThisExpr) {
      return fieldOf(name, field).flatMap(d -> d.type(depth));
    }
    Optional<Ref> scope = typeOf(field.getScope(), depth + 1);
    if (scope.isPresent()) {
      return scope.get().isStatic() && looksLikeType(name)
          ? Optional.of(new Ref(scope.get().type() + "." + name, true))
          : Optional.empty();
    }
    return isPackageQualified(field) ? Optional.of(new Ref(field.toString(), true)) : Optional.empty();
  }

  // Types are capitalized by convention. A capitalized field (INSTANCE) read as a type resolves to
  // no type the catalog knows, so it reaches no sink either.
  private static boolean looksLikeType(String name) {
    return Character.isUpperCase(name.charAt(0));
  }

  // java.net.URI: a chain of plain names whose first segment is no variable and no type.
  private boolean isPackageQualified(FieldAccessExpr field) {
    Expression e = field;
    while (e instanceof FieldAccessExpr f) {
      e = f.getScope();
    }
    return e instanceof NameExpr first
        && Character.isLowerCase(first.getNameAsString().charAt(0))
        && variable(first.getNameAsString(), first).isEmpty()
        && looksLikeType(field.getNameAsString());
  }

  /**
   * A declared variable: its declared type, the initializer a {@code var} takes its type from, or
   * the lambda whose implicitly typed parameter it is.
   */
  private final class Declared {
    private final Type type;
    private final Optional<Expression> initializer;
    private final LambdaExpr lambda;
    private final VariableDeclarator declarator;

    Declared(Type type, Optional<Expression> initializer) {
      this(type, initializer, null);
    }

    Declared(Type type, Optional<Expression> initializer, VariableDeclarator declarator) {
      this.type = type;
      this.initializer = initializer;
      this.lambda = null;
      this.declarator = declarator;
    }

    Declared(LambdaExpr lambda) {
      this.type = null;
      this.initializer = Optional.empty();
      this.lambda = lambda;
      this.declarator = null;
    }

    // A constant variable (JLS 4.12.4): final, of type String or primitive, with an initializer.
    // Whether the initializer is a constant expression is the caller's to check.
    Optional<Constant> constant() {
      if (declarator == null || initializer.isEmpty() || !isFinal(declarator)) {
        return Optional.empty();
      }
      boolean string = type instanceof ClassOrInterfaceType t
          && (t.getNameWithScope().equals("String") || t.getNameWithScope().equals("java.lang.String"))
          && !declaredTypes().containsKey("String");
      return string || type.isPrimitiveType()
          ? Optional.of(new Constant(declarator.getNameAsString(), initializer.get(), string))
          : Optional.empty();
    }

    Optional<Ref> type(int depth) {
      if (lambda != null) {
        return lambdaParameterType(lambda, depth);
      }
      if (type == null) {
        return Optional.empty();
      }
      if (type.isVarType()) {
        return initializer.flatMap(i -> typeOf(i, depth + 1)).filter(r -> !r.isStatic());
      }
      return resolve(type).map(t -> new Ref(t, false));
    }
  }

  // The nearest declaration of a variable named `name` visible from `from`: locals and parameters
  // of enclosing blocks, lambdas, loops, try and catch; then fields of enclosing types.
  private Optional<Declared> variable(String name, Node from) {
    Node child = from;
    for (Node n = from.getParentNode().orElse(null); n != null; child = n, n = n.getParentNode().orElse(null)) {
      Optional<Declared> found = declaredIn(n, child, name);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  // An implicitly typed lambda parameter: the type the catalog's facts give the lambda argument
  // of the call it is passed to (route(r -> ...) on a gateway RouteLocatorBuilder.Builder).
  private Optional<Ref> lambdaParameterType(LambdaExpr lambda, int depth) {
    if (!(lambda.getParentNode().orElse(null) instanceof MethodCallExpr call) || call.getScope().isEmpty()) {
      return Optional.empty();
    }
    Optional<Ref> scope = typeOf(call.getScope().get(), depth + 1);
    if (scope.isEmpty() || scope.get().isStatic()) {
      return Optional.empty();
    }
    for (String t : catalog.facts().supertypes(scope.get().type())) {
      Optional<String> parameter = catalog.facts().lambdaParameter(t, call.getNameAsString());
      if (parameter.isPresent()) {
        return Optional.of(new Ref(parameter.get(), false));
      }
    }
    return Optional.empty();
  }

  private Optional<Declared> fieldOf(String name, Node from) {
    for (Node n = from.getParentNode().orElse(null); n != null; n = n.getParentNode().orElse(null)) {
      if (n instanceof TypeDeclaration<?> type) {
        return fields(type, name);
      }
    }
    return Optional.empty();
  }

  private Optional<Declared> declaredIn(Node n, Node child, String name) {
    if (n instanceof BlockStmt block) {
      return locals(block.getStatements(), child, name);
    }
    if (n instanceof SwitchEntry entry) {
      return locals(entry.getStatements(), child, name);
    }
    if (n instanceof CallableDeclaration<?> callable) {
      return parameter(callable.getParameters(), name);
    }
    if (n instanceof LambdaExpr lambda) {
      Optional<Declared> p = parameter(lambda.getParameters(), name);
      return p.isPresent() && p.get().type == null && lambda.getParameters().size() == 1
          ? Optional.of(new Declared(lambda))
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
          Optional<Declared> d = declarators(v.getVariables(), name);
          if (d.isPresent()) {
            return d;
          }
        }
      }
    }
    if (n instanceof TryStmt attempt) {
      for (Expression resource : attempt.getResources()) {
        if (resource instanceof VariableDeclarationExpr v) {
          Optional<Declared> d = declarators(v.getVariables(), name);
          if (d.isPresent()) {
            return d;
          }
        }
      }
    }
    if (n instanceof TypeDeclaration<?> type) {
      Optional<Declared> field = fields(type, name);
      if (field.isPresent() || !(type instanceof RecordDeclaration record)) {
        return field;
      }
      return parameter(record.getParameters(), name);
    }
    return Optional.empty();
  }

  // Locals declared in a block before the statement that holds the use.
  private Optional<Declared> locals(NodeList<Statement> statements, Node child, String name) {
    Optional<Declared> found = Optional.empty();
    for (Statement s : statements) {
      if (s == child) {
        break;
      }
      if (s instanceof ExpressionStmt e && e.getExpression() instanceof VariableDeclarationExpr v) {
        Optional<Declared> d = declarators(v.getVariables(), name);
        if (d.isPresent()) {
          found = d;
        }
      }
    }
    return found;
  }

  private Optional<Declared> fields(TypeDeclaration<?> type, String name) {
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof FieldDeclaration field) {
        Optional<Declared> d = declarators(field.getVariables(), name);
        if (d.isPresent()) {
          return d;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<Declared> declarators(NodeList<VariableDeclarator> variables, String name) {
    for (VariableDeclarator v : variables) {
      if (v.getNameAsString().equals(name)) {
        return Optional.of(new Declared(v.getType(), v.getInitializer(), v));
      }
    }
    return Optional.empty();
  }

  // Declared final, or a field of an interface (implicitly static final).
  private static boolean isFinal(VariableDeclarator v) {
    Node parent = v.getParentNode().orElse(null);
    if (parent instanceof FieldDeclaration field) {
      return field.isFinal()
          || field.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration c && c.isInterface();
    }
    return parent instanceof VariableDeclarationExpr local && local.isFinal();
  }

  private Optional<Declared> parameter(NodeList<Parameter> parameters, String name) {
    for (Parameter p : parameters) {
      if (p.getNameAsString().equals(name)) {
        // An implicitly typed lambda parameter hides outer names but has no type we can read.
        return Optional.of(new Declared(p.getType().isUnknownType() ? null : p.getType(), Optional.empty()));
      }
    }
    return Optional.empty();
  }

  // Every type declared in the file, nested ones under their enclosing names.
  private Map<String, String> declaredTypes() {
    if (declaredTypes == null) {
      declaredTypes = new HashMap<>();
      for (TypeDeclaration<?> t : unit.getTypes()) {
        declare(t, packagePrefix);
      }
    }
    return declaredTypes;
  }

  private void declare(TypeDeclaration<?> type, String prefix) {
    String qualified = prefix + type.getNameAsString();
    declaredTypes.putIfAbsent(type.getNameAsString(), qualified);
    typeNodes.putIfAbsent(type.getNameAsString(), type);
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof TypeDeclaration<?> nested) {
        declare(nested, qualified + ".");
      }
    }
  }
}
