package dev.urilint.lint;

import dev.urilint.uri.Span;
import java.util.Objects;
import java.util.Optional;

/**
 * An edit that resolves a finding: replace {@code span} of the checked string by {@code
 * replacement}. The rule that makes it says whether it is {@link Applicability#SAFE safe}; the
 * {@link Linter} offers it only when the fixed string no longer has the finding and gains no other
 * (see {@link Linter#check}), and never when it touches a placeholder.
 *
 * <pre>{@code
 * Fix fix = Fix.safe(new Span(10, 11), "%20", "percent-encode ' ' as %20");
 * fix.applyTo("http://a/b c");   // "http://a/b%20c"
 * Fix.unsafe(new Span(0, 4), "https", "use https instead of http").isSafe();   // false
 * Fix.externalize(new Span(19, 26), "SPRING_DATASOURCE_URL_PASSWORD", "...").variable();
 * // Optional[SPRING_DATASOURCE_URL_PASSWORD]: replacement "${SPRING_DATASOURCE_URL_PASSWORD}"
 * }</pre>
 *
 * @param span the part of the checked string to replace
 * @param replacement the new text for that part (may hold a secret: never print it, print {@link
 *     #description()})
 * @param description what the fix does, for humans; masked
 * @param applicability whether a front end may apply it unasked
 * @param variable for a fix that moves a secret out of the string: the name of the environment
 *     variable that must now hold it; the replacement is then {@code ${NAME}}, which a front end
 *     spells in its file's own placeholder syntax, or does not offer where the file has none
 */
public record Fix(
    Span span, String replacement, String description, Applicability applicability, Optional<String> variable) {

  public Fix {
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(replacement, "replacement");
    Objects.requireNonNull(applicability, "applicability");
    Objects.requireNonNull(variable, "variable");
  }

  /** An unclassified fix is {@link Applicability#UNSAFE}: only a rule that knows says safe. */
  public Fix(Span span, String replacement, String description) {
    this(span, replacement, description, Applicability.UNSAFE, Optional.empty());
  }

  /** A fix after which the URI reaches the same resource and means the same. */
  public static Fix safe(Span span, String replacement, String description) {
    return new Fix(span, replacement, description, Applicability.SAFE, Optional.empty());
  }

  /** A fix that changes what the URI does; applied only when asked for. */
  public static Fix unsafe(Span span, String replacement, String description) {
    return new Fix(span, replacement, description, Applicability.UNSAFE, Optional.empty());
  }

  /**
   * An unsafe fix that replaces a secret by the placeholder {@code ${variable}}: the secret must
   * then come from the environment variable {@code variable}.
   */
  public static Fix externalize(Span span, String variable, String description) {
    return new Fix(span, "${" + variable + "}", description, Applicability.UNSAFE, Optional.of(variable));
  }

  /** Whether a front end may apply this fix without {@code --unsafe-fixes}. */
  public boolean isSafe() {
    return applicability == Applicability.SAFE;
  }

  /** The checked string with this fix applied. */
  public String applyTo(String input) {
    return input.substring(0, span.start()) + replacement + input.substring(span.end());
  }

  /** This fix moved to {@code newSpan} (a string inside a larger one). */
  public Fix at(Span newSpan) {
    return new Fix(newSpan, replacement, description, applicability, variable);
  }

  /** Shows the description only: the replacement text may hold a secret. */
  @Override
  public String toString() {
    return "Fix[" + span + ", " + applicability + ", " + description + "]";
  }
}
