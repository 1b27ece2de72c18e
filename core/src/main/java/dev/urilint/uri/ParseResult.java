package dev.urilint.uri;

/**
 * The outcome of {@link UriParser#parse(String)}: either the components or the first violation.
 * Parsing never throws on any input.
 *
 * <pre>{@code
 * switch (UriParser.parse(text)) {
 *   case ParseResult.Parsed p -> use(p.reference());
 *   case ParseResult.Malformed m -> report(m.first().index(), m.first().message());
 * }
 * }</pre>
 */
public sealed interface ParseResult permits ParseResult.Parsed, ParseResult.Malformed {

  /** The input string. */
  String input();

  /** Whether the input matched the grammar. */
  default boolean isValid() {
    return this instanceof Parsed;
  }

  /**
   * A string that matched: its components with their offsets. The one implementation is {@link
   * UriReference} itself, so a parse allocates one object, the result.
   *
   * <pre>{@code
   * if (UriParser.parse("https://a/b") instanceof ParseResult.Parsed p) {
   *   p.reference().host();   // Optional[a]; p.reference() == p
   * }
   * }</pre>
   */
  sealed interface Parsed extends ParseResult permits UriReference {
    /** The components; the same object as this result. */
    UriReference reference();
  }

  /**
   * A string that did not match; {@code first} is the leftmost violation. Ask {@link
   * UriParser#violations(String)} for all of them.
   */
  record Malformed(String input, Violation first) implements ParseResult {}
}
