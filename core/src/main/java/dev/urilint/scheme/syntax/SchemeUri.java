package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.List;

/**
 * A valid URI handed to a scheme checker: the string as written, its components, and where its
 * placeholders are (a checker skips what they touch).
 *
 * <pre>{@code
 * SchemeUri uri = new SchemeUri("ftp://h/${FILE};type=a", reference, List.of(new Span(8, 15)));
 * uri.text(uri.uri().pathSpan());           // "/${FILE};type=a"
 * uri.isTemplated(new Span(8, 9));          // true
 * }</pre>
 *
 * @param input the string as written, placeholders included
 * @param uri its components; spans index {@code input}
 * @param placeholders the placeholders' spans in {@code input}
 */
public record SchemeUri(String input, UriReference uri, List<Span> placeholders) {

  public SchemeUri {
    placeholders = List.copyOf(placeholders);
  }

  /** The text of {@code span} as written. */
  public String text(Span span) {
    return span.of(input);
  }

  /** Whether {@code span} overlaps a placeholder (a zero-length span: lies inside one). */
  public boolean isTemplated(Span span) {
    if (placeholders.isEmpty()) {
      return false; // most strings; spares the iterator
    }
    for (Span p : placeholders) {
      if (p.start() < span.end() && span.start() < p.end()
          || span.length() == 0 && p.contains(span.start())) {
        return true;
      }
    }
    return false;
  }

  /** The path as written. */
  public String path() {
    return text(uri.pathSpan());
  }

  /** Index of the path's first character. */
  public int pathStart() {
    return uri.pathSpan().start();
  }
}
