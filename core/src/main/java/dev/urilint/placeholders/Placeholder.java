package dev.urilint.placeholders;

import dev.urilint.lint.Context;
import dev.urilint.uri.Span;
import java.util.Optional;

/**
 * One placeholder found in a string: where it is, which syntax it uses and, for {@code
 * ${key:default}} and {@code ${VAR:-default}}, where its default value is.
 *
 * <pre>{@code
 * Placeholder p = Placeholders.scan("${url:http://localhost}", Context.CONFIG_PLACEHOLDERS).get(0);
 * p.span();           // [0, 23)
 * p.syntax();         // DOLLAR_BRACE
 * p.defaultValue();   // Optional[[6, 22)]: "http://localhost"
 * }</pre>
 *
 * @param span the whole placeholder, delimiters included
 * @param syntax which syntax matched
 * @param defaultValue the default text inside the placeholder, if it declares one
 */
public record Placeholder(Span span, PlaceholderSyntax syntax, Optional<Span> defaultValue) {

  public Placeholder {
    if (defaultValue.isPresent()
        && (defaultValue.get().start() < span.start() || defaultValue.get().end() > span.end())) {
      throw new IllegalArgumentException("default " + defaultValue.get() + " outside " + span);
    }
  }
}
