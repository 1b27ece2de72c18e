package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
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
    Optional<Declaration> declared = Optional.empty();
    if (e instanceof NameExpr name) {
      declared = VariableScopes.variable(name.getNameAsString(), name);
    } else if (e instanceof FieldAccessExpr field) {
      // TypeName.Identifier is a constant expression (JLS 15.29); this.identifier is not.
      String member = field.getNameAsString();
      if (field.getScope() instanceof NameExpr owner && VariableScopes.variable(owner.getNameAsString(), owner).isEmpty()) {
        declaredTypes();
        TypeDeclaration<?> type = typeNodes.get(owner.getNameAsString());
        declared = type == null ? Optional.empty() : VariableScopes.fields(type, member);
      }
    }
    return declared.flatMap(this::constant);
  }

  /**
   * The variable {@code e} names if it is no constant variable but is assigned one value that the
   * file shows, as the Error Prone check's {@code SingleAssignments} finds it: a local that is
   * final or effectively final with an initializer ({@code String u = "..."}, {@code var u =
   * "..."}), a {@code final} field with an initializer whose type is not {@code String} ({@code
   * static final CharSequence URL = "..."}), a blank {@code static final} field assigned once in
   * the {@code static {}} blocks of its class. Whether the value is a constant expression is the
   * caller's to check.
   */
  Optional<Constant> assignedOnce(Expression e) {
    if (!(e instanceof NameExpr name)) {
      return Optional.empty();
    }
    Optional<Declaration> declared = VariableScopes.variable(name.getNameAsString(), name);
    if (declared.isEmpty() || declared.get().declarator() == null || !holdsText(declared.get())) {
      return Optional.empty();
    }
    VariableDeclarator v = declared.get().declarator();
    Node parent = v.getParentNode().orElse(null);
    if (parent instanceof VariableDeclarationExpr local) {
      return v.getInitializer().isPresent() && (local.isFinal() || VariableScopes.isNeverReassigned(v))
          ? Optional.of(new Constant(v.getNameAsString(), v.getInitializer().get(), true))
          : Optional.empty();
    }
    if (!(parent instanceof FieldDeclaration field) || !VariableScopes.isFinal(v)) {
      return Optional.empty();
    }
    if (v.getInitializer().isPresent()) {
      return Optional.of(new Constant(v.getNameAsString(), v.getInitializer().get(), true));
    }
    return field.isStatic()
        ? VariableScopes.staticAssignment(v).map(value -> new Constant(v.getNameAsString(), value, true))
        : Optional.empty();
  }

  /**
   * What a concatenation reads for the operand {@code e}: the value of a variable {@link
   * #assignedOnce} holds, or the initializer of a field, final or not ({@code static String PW =
   * "Kx9q"; ... "https://app:" + PW + "@db/"}). A literal held so is the literal written in the
   * source, a password included, and a value the field holds, whatever code assigns it later
   * (which the prefilter may have left out of the file, so it is not asked).
   */
  Optional<Constant> heldOnce(Expression e) {
    Optional<Constant> once = assignedOnce(e);
    if (once.isPresent() || !(e instanceof NameExpr name)) {
      return once;
    }
    Optional<Declaration> declared = VariableScopes.variable(name.getNameAsString(), name);
    if (declared.isEmpty() || declared.get().declarator() == null || !holdsText(declared.get())) {
      return Optional.empty();
    }
    VariableDeclarator v = declared.get().declarator();
    if (!(v.getParentNode().orElse(null) instanceof FieldDeclaration) || v.getInitializer().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Constant(v.getNameAsString(), v.getInitializer().get(), true));
  }

  // String, CharSequence, or var (its initializer decides).
  private boolean holdsText(Declaration d) {
    if (d.type() == null) {
      return false;
    }
    if (d.type().isVarType()) {
      return true;
    }
    if (!(d.type() instanceof ClassOrInterfaceType t) || declaredTypes().containsKey(t.getNameAsString())) {
      return false;
    }
    String n = t.getNameWithScope();
    return n.equals("String") || n.equals("java.lang.String") || n.equals("CharSequence") || n.equals("java.lang.CharSequence");
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
      Optional<Declaration> variable = VariableScopes.variable(name.getNameAsString(), name);
      if (variable.isPresent()) {
        return typeOf(variable.get(), depth);
      }
      return resolveSimple(name.getNameAsString()).map(t -> new Ref(t, true));
    }
    if (e instanceof FieldAccessExpr field) {
      return fieldAccess(field, depth);
    }
    if (e instanceof MethodCallExpr call) {
      List<String> owners;
      if (call.getScope().isPresent()) {
        Optional<Ref> scope = typeOf(call.getScope().get(), depth + 1);
        if (scope.isEmpty()) {
          return Optional.empty();
        }
        owners = catalog.facts().supertypes(scope.get().type());
      } else {
        owners = inheritedBy(call, call.getNameAsString());
      }
      for (String t : owners) {
        Optional<String> returned = catalog.facts().returnType(t, call.getNameAsString());
        if (returned.isPresent()) {
          return Optional.of(new Ref(returned.get(), false));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The types whose instance method {@code method}, called without a scope at {@code from}, the
   * enclosing class inherits, nearest first: what the class extends and implements as written,
   * and their supertypes the facts know ({@code from("kafka:x")} in a Camel {@code RouteBuilder}).
   * Empty when the class declares a method of that name itself: its own method is called.
   */
  List<String> inheritedBy(Node from, String method) {
    List<ClassOrInterfaceType> written = new ArrayList<>();
    for (Node n = from.getParentNode().orElse(null); n != null; n = n.getParentNode().orElse(null)) {
      if (n instanceof ObjectCreationExpr anonymous && anonymous.getAnonymousClassBody().isPresent()) {
        if (declares(anonymous.getAnonymousClassBody().get(), method)) {
          return List.of();
        }
        written.add(anonymous.getType());
        break;
      }
      if (n instanceof ClassOrInterfaceDeclaration type) {
        if (declares(type.getMembers(), method)) {
          return List.of();
        }
        written.addAll(type.getExtendedTypes());
        written.addAll(type.getImplementedTypes());
        break;
      }
      if (n instanceof TypeDeclaration<?>) {
        return List.of(); // an enum or record: no superclass of the catalog's
      }
    }
    List<String> out = new ArrayList<>();
    for (ClassOrInterfaceType t : written) {
      resolve(t).ifPresent(r -> out.addAll(catalog.facts().supertypes(r)));
    }
    return out;
  }

  private static boolean declares(List<BodyDeclaration<?>> members, String method) {
    for (BodyDeclaration<?> m : members) {
      if (m instanceof MethodDeclaration d && d.getNameAsString().equals(method)) {
        return true;
      }
    }
    return false;
  }

  // this.field, Type.Nested, or a fully qualified name (java.net.URI).
  private Optional<Ref> fieldAccess(FieldAccessExpr field, int depth) {
    String name = field.getNameAsString();
    if (field.getScope() instanceof ThisExpr) {
      return VariableScopes.fieldOf(name, field).flatMap(d -> typeOf(d, depth));
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
        && VariableScopes.variable(first.getNameAsString(), first).isEmpty()
        && looksLikeType(field.getNameAsString());
  }

  // A constant variable (JLS 4.12.4): final, of type String or primitive, with an initializer.
  // Whether the initializer is a constant expression is the caller's to check.
  private Optional<Constant> constant(Declaration d) {
    if (d.declarator() == null || d.initializer().isEmpty() || !VariableScopes.isFinal(d.declarator())) {
      return Optional.empty();
    }
    boolean string = d.type() instanceof ClassOrInterfaceType t
        && (t.getNameWithScope().equals("String") || t.getNameWithScope().equals("java.lang.String"))
        && !declaredTypes().containsKey("String");
    return string || d.type().isPrimitiveType()
        ? Optional.of(new Constant(d.declarator().getNameAsString(), d.initializer().get(), string))
        : Optional.empty();
  }

  private Optional<Ref> typeOf(Declaration d, int depth) {
    if (d.lambda() != null) {
      return lambdaParameterType(d.lambda(), depth);
    }
    if (d.type() == null) {
      return Optional.empty();
    }
    if (d.type().isVarType()) {
      return d.initializer().flatMap(i -> typeOf(i, depth + 1)).filter(r -> !r.isStatic());
    }
    return resolve(d.type()).map(t -> new Ref(t, false));
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
