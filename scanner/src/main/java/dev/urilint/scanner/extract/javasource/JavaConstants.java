package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LiteralStringValueExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one walk over a parsed Java file collects for the extractor: its string literals and text
 * blocks, its constructor calls, and where it may use one of its own constants, that is every
 * simple name ({@code DOCS}) and qualified name ({@code Links.DOCS}) spelled like a {@code final}
 * variable with an initializer the file declares (fields, interface fields, locals). A cheap
 * screen before {@link JavaTypes#constant} resolves a use as javac would: most files declare few
 * constants, and a name that is none of them is no constant of this file.
 *
 * <pre>{@code
 * // class Links { static final String DOCS = "https://docs.acme.com/"; void f() { URI.create(DOCS); } }
 * JavaConstants nodes = JavaConstants.of(unit);
 * nodes.literals();       // ["https://docs.acme.com/"]
 * nodes.constantUses();   // [DOCS (the argument of URI.create)]
 * }</pre>
 */
final class JavaConstants {

  private final List<LiteralStringValueExpr> literals = new ArrayList<>();
  private final List<ObjectCreationExpr> creations = new ArrayList<>();
  private final List<Expression> names = new ArrayList<>();
  private final Set<String> declared = new HashSet<>();

  private JavaConstants() {}

  /** Walks {@code unit} once. */
  static JavaConstants of(CompilationUnit unit) {
    JavaConstants c = new JavaConstants();
    unit.walk(c::visit);
    return c;
  }

  private void visit(Node node) {
    if (node instanceof StringLiteralExpr || node instanceof TextBlockLiteralExpr) {
      literals.add((LiteralStringValueExpr) node);
    } else if (node instanceof NameExpr || node instanceof FieldAccessExpr) {
      names.add((Expression) node);
    } else if (node instanceof ObjectCreationExpr creation) {
      creations.add(creation);
    } else if (node instanceof FieldDeclaration field) {
      if (field.isFinal() || field.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration c && c.isInterface()) {
        declare(field.getVariables());
      }
    } else if (node instanceof VariableDeclarationExpr local) {
      if (local.isFinal()) {
        declare(local.getVariables());
      } else {
        // A local assigned once reaches a sink by its name too (JavaTypes.assignedOnce): only
        // one written as a string can hold one.
        for (VariableDeclarator v : local.getVariables()) {
          if (v.getInitializer().filter(JavaConstants::isText).isPresent()) {
            declared.add(v.getNameAsString());
          }
        }
      }
    } else if (node instanceof AssignExpr assign && assign.getTarget() instanceof NameExpr target
        && assign.findAncestor(InitializerDeclaration.class).filter(InitializerDeclaration::isStatic).isPresent()) {
      declared.add(target.getNameAsString()); // a blank static final assigned in static {}
    }
  }

  // A literal, a text block or a concatenation.
  private static boolean isText(Expression e) {
    return e instanceof LiteralStringValueExpr && !(e instanceof com.github.javaparser.ast.expr.CharLiteralExpr)
        || e instanceof BinaryExpr b && b.getOperator() == BinaryExpr.Operator.PLUS;
  }

  private void declare(List<VariableDeclarator> variables) {
    for (VariableDeclarator v : variables) {
      if (v.getInitializer().isPresent()) {
        declared.add(v.getNameAsString());
      }
    }
  }

  /** Every string literal and text block, in the order of the file. */
  List<LiteralStringValueExpr> literals() {
    return literals;
  }

  /** Every {@code new T(...)}, in the order of the file. */
  List<ObjectCreationExpr> creations() {
    return creations;
  }

  /** The simple and qualified names spelled like a constant the file declares. */
  List<Expression> constantUses() {
    if (declared.isEmpty()) {
      return List.of();
    }
    List<Expression> out = new ArrayList<>();
    for (Expression e : names) {
      String name = e instanceof NameExpr n ? n.getNameAsString() : ((FieldAccessExpr) e).getNameAsString();
      if (declared.contains(name)) {
        out.add(e);
      }
    }
    return out;
  }
}
