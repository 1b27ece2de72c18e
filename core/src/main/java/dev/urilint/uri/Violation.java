package dev.urilint.uri;

/**
 * One place where a string breaks the RFC 3986 grammar.
 *
 * <pre>{@code
 * Violation v = ((ParseResult.Malformed) UriParser.parse("http://a/b c")).first();
 * v.index();    // 10
 * v.kind();     // ILLEGAL_CHARACTER
 * v.rule();     // SEGMENT
 * v.message();  // "illegal character ' ' at index 10 in path; percent-encode it as %20"
 * }</pre>
 *
 * @param index 0-based index of the offending character ({@code input.length()} when the input
 *     ends too early, for example {@code "http://[::1"})
 * @param kind what went wrong
 * @param rule the ABNF rule of RFC 3986 Appendix A that the character broke
 * @param message a sentence a user can act on; never contains a password in clear
 */
public record Violation(int index, ViolationKind kind, GrammarRule rule, String message) {}
