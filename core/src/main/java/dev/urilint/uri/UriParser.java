package dev.urilint.uri;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Recognises RFC 3986 Appendix A in one pass over the input.
 *
 * <pre>{@code
 * UriParser.parse("http://a/b c");                        // Malformed, index 10
 * UriParser.isValid("http://[::1]:8080/");                 // true, allocates nothing
 * UriParser.validate("a:b", GrammarRule.RELATIVE_REF);     // 1: the colon
 * UriParser.validate("256", GrammarRule.DEC_OCTET);        // 2: "25" is a dec-octet, "256" is not
 * UriParser.violations("h ttp://a/%zz");                   // every violation, each with its index
 * }</pre>
 *
 * <p>The index of a violation is that of the first character that cannot extend a valid prefix
 * (the "longest viable prefix"), or the input's length when the input is a valid prefix that
 * ends too early ({@code "http://[::1"} gives 11).
 *
 * <p>Never throws on any non-null input; thread-safe; no static mutable state.
 */
public final class UriParser {

  /**
   * At most this many violations are returned for one string ({@link #violations}); a string
   * with more is not meant as a URI, and a front end says that it stopped there.
   */
  public static final int MAX_VIOLATIONS = 100;

  private UriParser() {}

  /** Parses {@code input} as a URI-reference. */
  public static ParseResult parse(String input) {
    return parse(input, ParseOptions.DEFAULT);
  }

  /** Parses {@code input} as {@code options.target()}. */
  public static ParseResult parse(String input, ParseOptions options) {
    Objects.requireNonNull(input, "input");
    if (options.target() == GrammarRule.URI_REFERENCE) {
      UriReference fast = FastPath.recognise(input, true);
      if (fast != null) {
        return fast;
      }
    }
    long r = UriGrammar.check(input, options.target(), options.zoneIds());
    if (Match.failed(r)) {
      return new ParseResult.Malformed(
          input, ViolationMessages.describe(input, Match.index(r), Match.rule(r)));
    }
    boolean schemeAllowed = options.target() != GrammarRule.RELATIVE_REF;
    return Components.split(input, schemeAllowed).toReference();
  }

  /**
   * The reference of {@code input} when it has one of the common shapes {@link #parse} recognises
   * in its first pass (an optional scheme, an optional authority that is a {@code reg-name} with
   * an optional port, then path, query and fragment), else empty: the string is then invalid or
   * of a rarer shape, and only {@code parse} says which. Never more work than {@code parse}'s
   * first pass; for a caller that would rather not pay for a violation it may not need.
   *
   * <pre>{@code
   * UriParser.parseCommon("https://example.com/a?q");   // Optional[https://example.com/a?q]
   * UriParser.parseCommon("http://u@host/");             // empty: userinfo, ask parse
   * UriParser.parseCommon("http://${HOST}/");            // empty: invalid, ask parse
   * }</pre>
   */
  public static Optional<UriReference> parseCommon(String input) {
    return Optional.ofNullable(FastPath.recognise(input, true));
  }

  /** Whether {@code input} is a URI-reference; allocates nothing. */
  public static boolean isValid(String input) {
    return FastPath.accepts(input) || validate(input, GrammarRule.URI_REFERENCE) < 0;
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
    long r = UriGrammar.check(input, rule, zoneIds);
    return Match.failed(r) ? Match.index(r) : -1;
  }

  /**
   * Every violation in {@code input} read as {@code options.target()}, leftmost first; empty when
   * it is valid. The first is the one {@link #parse} and {@link #validate} report. After a
   * violation the parser resynchronises at the next delimiter of the component it was in, so one
   * mistake gives one violation; at most {@link #MAX_VIOLATIONS} are returned.
   */
  public static List<Violation> violations(String input, ParseOptions options) {
    Objects.requireNonNull(input, "input");
    return ViolationCollector.collect(input, options);
  }

  /** {@link #violations(String, ParseOptions)} as a URI-reference. */
  public static List<Violation> violations(String input) {
    return violations(input, ParseOptions.DEFAULT);
  }
}
