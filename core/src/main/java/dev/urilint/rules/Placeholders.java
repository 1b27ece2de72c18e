package dev.urilint.rules;

import dev.urilint.uri.Span;
import java.util.List;
import java.util.Set;

/**
 * Recognises placeholder and template syntaxes ({@link PlaceholderSyntax}) in a string.
 *
 * <pre>{@code
 * Placeholders.find("http://${HOST:localhost}/x/{id}", EnumSet.allOf(PlaceholderSyntax.class));
 * // [[7, 24), [27, 31)]
 * }</pre>
 */
public final class Placeholders {

  private Placeholders() {}

  /** Spans of every placeholder of the given syntaxes, leftmost-longest, not overlapping. */
  public static List<Span> find(String input, Set<PlaceholderSyntax> syntaxes) {
    throw new UnsupportedOperationException("implemented by the rule catalog work (issue 3)");
  }

  /**
   * {@code input} with each span replaced by filler of the same length that every URI component
   * accepts where the placeholder stands (digits after a host's colon, letters elsewhere).
   */
  public static String neutralize(String input, List<Span> spans) {
    throw new UnsupportedOperationException("implemented by the rule catalog work (issue 3)");
  }
}
