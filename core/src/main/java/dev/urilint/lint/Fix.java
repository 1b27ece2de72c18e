package dev.urilint.lint;

import dev.urilint.uri.Span;

/**
 * A safe edit that resolves a finding: replace {@code span} of the checked string by {@code
 * replacement}.
 *
 * <pre>{@code
 * Fix fix = new Fix(new Span(10, 11), "%20", "percent-encode ' ' as %20");
 * fix.applyTo("http://a/b c");   // "http://a/b%20c"
 * }</pre>
 *
 * @param span the part of the checked string to replace
 * @param replacement the new text for that part (may hold a secret: never print it, print {@link
 *     #description()})
 * @param description what the fix does, for humans; masked
 */
public record Fix(Span span, String replacement, String description) {

  /** The checked string with this fix applied. */
  public String applyTo(String input) {
    return input.substring(0, span.start()) + replacement + input.substring(span.end());
  }

  /** Shows the description only: the replacement text may hold a secret. */
  @Override
  public String toString() {
    return "Fix[" + span + ", " + description + "]";
  }
}
