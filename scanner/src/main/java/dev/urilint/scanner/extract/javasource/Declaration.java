package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.type.Type;
import java.util.Optional;

/**
 * A declared variable, as {@link VariableScopes} finds it: its declared type (null when the file
 * does not say it), the initializer a {@code var} takes its type from, the declarator (for a
 * constant), or the lambda whose implicitly typed parameter it is.
 *
 * <pre>{@code
 * // static final String BASE = "http://x";
 * Declaration.of(declarator).initializer();   // Optional["http://x"]
 * }</pre>
 */
record Declaration(Type type, Optional<Expression> initializer, LambdaExpr lambda, VariableDeclarator declarator) {

  /** A field or local variable. */
  static Declaration of(VariableDeclarator v) {
    return new Declaration(v.getType(), v.getInitializer(), null, v);
  }

  /** A parameter; {@code type} is null for an implicitly typed one. */
  static Declaration ofParameter(Type type) {
    return new Declaration(type, Optional.empty(), null, null);
  }

  /** The one implicitly typed parameter of {@code lambda}, typed by the call it is passed to. */
  static Declaration ofLambdaParameter(LambdaExpr lambda) {
    return new Declaration(null, Optional.empty(), lambda, null);
  }
}
