package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a Java file may use one of its own constants: the names of the {@code final} variables it
 * declares with an initializer (fields, interface fields, locals), and the expressions that name
 * one of them. A cheap screen before {@link JavaTypes#constant} resolves a use as javac would: most
 * files declare few constants, and a name that is none of them is no constant of this file.
 *
 * <pre>{@code
 * // class Links { static final String DOCS = "https://docs.acme.com/"; void f() { URI.create(DOCS); } }
 * JavaConstants.namesDeclared(unit);            // [DOCS]
 * JavaConstants.uses(unit, Set.of("DOCS"));     // [DOCS (the argument of URI.create)]
 * }</pre>
 */
final class JavaConstants {

  private JavaConstants() {}

  /** The names of the final variables with an initializer that {@code unit} declares. */
  static Set<String> namesDeclared(CompilationUnit unit) {
    Set<String> names = new HashSet<>();
    for (FieldDeclaration field : unit.findAll(FieldDeclaration.class)) {
      if (field.isFinal() || field.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration c && c.isInterface()) {
        add(field.getVariables(), names);
      }
    }
    for (VariableDeclarationExpr local : unit.findAll(VariableDeclarationExpr.class)) {
      if (local.isFinal()) {
        add(local.getVariables(), names);
      }
    }
    return names;
  }

  private static void add(List<VariableDeclarator> variables, Set<String> names) {
    for (VariableDeclarator v : variables) {
      if (v.getInitializer().isPresent()) {
        names.add(v.getNameAsString());
      }
    }
  }

  /** The simple names ({@code DOCS}) and qualified names ({@code Links.DOCS}) of {@code names}. */
  static List<Expression> uses(CompilationUnit unit, Set<String> names) {
    List<Expression> out = new ArrayList<>();
    for (NameExpr n : unit.findAll(NameExpr.class)) {
      if (names.contains(n.getNameAsString())) {
        out.add(n);
      }
    }
    for (FieldAccessExpr f : unit.findAll(FieldAccessExpr.class)) {
      if (names.contains(f.getNameAsString())) {
        out.add(f);
      }
    }
    return out;
  }
}
