package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.Optional;

/**
 * One way a URI breaks its scheme's syntax.
 *
 * <pre>{@code
 * SchemeProblem.at(new Span(14, 20), "';type=x' must be a, i or d (RFC 1738 §3.2.2)");
 * SchemeProblem.fixable(new Span(7, 9), "mailto has no '//' (RFC 6068 §2)", "");
 * }</pre>
 *
 * @param span the offending part of the string
 * @param message what is wrong and where the rule comes from; never shows userinfo
 * @param replacement text that repairs {@code span}, when a repair is unambiguous
 */
public record SchemeProblem(Span span, String message, Optional<String> replacement) {

  public static SchemeProblem at(Span span, String message) {
    return new SchemeProblem(span, message, Optional.empty());
  }

  public static SchemeProblem fixable(Span span, String message, String replacement) {
    return new SchemeProblem(span, message, Optional.of(replacement));
  }
}
