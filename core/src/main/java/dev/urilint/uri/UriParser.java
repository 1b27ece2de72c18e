package dev.urilint.uri;

import java.util.List;

/**
 * Recognises RFC 3986 Appendix A in one pass over the input.
 *
 * <pre>{@code
 * UriParser.parse("http://a/b c");                        // Malformed, index 10
 * UriParser.isValid("http://[::1]:8080/");                 // true, allocates nothing
 * UriParser.validate("a:b", GrammarRule.RELATIVE_REF);     // 1: the colon
 * UriParser.violations("h ttp://a/%zz");                   // every violation, each with its index
 * }</pre>
 *
 * <p>Never throws on any input; thread-safe; no static mutable state.
 */
public final class UriParser {

  private UriParser() {}

  /** Parses {@code input} as a URI-reference. */
  public static ParseResult parse(String input) {
    return parse(input, ParseOptions.DEFAULT);
  }

  /** Parses {@code input} as {@code options.target()}. */
  public static ParseResult parse(String input, ParseOptions options) {
    throw new UnsupportedOperationException("implemented by the core engine work (issue 2)");
  }

  /** Whether {@code input} is a URI-reference; allocates nothing. */
  public static boolean isValid(String input) {
    return validate(input, GrammarRule.URI_REFERENCE) < 0;
  }

  /**
   * Checks {@code input} against any rule of Appendix A and returns -1 when it matches, else the
   * 0-based index of the first offending character; allocates nothing.
   */
  public static int validate(String input, GrammarRule rule) {
    return validate(input, rule, false);
  }

  /** As {@link #validate(String, GrammarRule)}, optionally accepting RFC 6874 zone ids. */
  public static int validate(String input, GrammarRule rule, boolean zoneIds) {
    throw new UnsupportedOperationException("implemented by the core engine work (issue 2)");
  }

  /**
   * Every violation in {@code input} read as {@code options.target()}, leftmost first; empty when
   * it is valid. After a violation the parser resynchronises at the next delimiter of the
   * component it was in, so one bad character gives one violation.
   */
  public static List<Violation> violations(String input, ParseOptions options) {
    throw new UnsupportedOperationException("implemented by the core engine work (issue 2)");
  }

  /** {@link #violations(String, ParseOptions)} as a URI-reference. */
  public static List<Violation> violations(String input) {
    return violations(input, ParseOptions.DEFAULT);
  }
}
