package dev.urilint.uri;

import java.util.Optional;

/**
 * A string that matched RFC 3986 {@code URI-reference}, split into its components. Each component
 * keeps its {@link Span} into the input and "absent" stays apart from "empty": {@code http://a?}
 * has an empty query, {@code http://a} has none.
 *
 * <pre>{@code
 * UriReference uri = ((ParseResult.Parsed) UriParser.parse("https://u@example.com:8443/a?q#f")).reference();
 * uri.scheme();       // Optional[https]
 * uri.userinfo();     // Optional[u]
 * uri.host();         // Optional[example.com], uri.hostKind() is Optional[REG_NAME]
 * uri.port();         // Optional[8443]
 * uri.path();         // "/a" (always present, possibly empty)
 * uri.query();        // Optional[q]
 * uri.toString();     // the input, unchanged
 * }</pre>
 *
 * <p>Spans exclude the delimiters: the scheme span stops before {@code :}, the query span starts
 * after {@code ?}. The host span of an IP-literal includes its brackets.
 *
 * <p>It is also the result of a successful parse ({@link ParseResult.Parsed}): the parser
 * allocates this one object per string, no wrapper.
 *
 * <p>Immutable and thread-safe. {@link #toString()} gives back the input exactly; code that shows
 * a URI to a user masks it first (the rule catalog's {@code Masking}).
 */
public final class UriReference implements ParseResult.Parsed {

  /** Marks an absent component in the offset fields. */
  private static final int ABSENT = -1;

  // Offsets rather than Span objects, and only the six boundaries the others follow from (the
  // authority starts after "scheme://", a userinfo ends before the host's "@", a port starts after
  // the host's ":", the query after the path's "?"): parsing allocates one small object per
  // reference, and the accessors build Spans and strings on demand.
  private final String input;
  /** The scheme's ":" (the scheme starts at 0), or ABSENT. */
  private final int schemeEnd;
  /** ABSENT without an authority. */
  private final int hostStart;
  private final int hostEnd;
  /** Also where an authority ends. */
  private final int pathStart;
  private final int pathEnd;
  /** After the "#", or ABSENT. */
  private final int fragmentStart;
  // Built on first request and kept, racy but benign like String.hashCode (Span and Optional are
  // immutable): a linter asks for the scheme and the host of every string many times.
  private Optional<Span> schemeSpan;
  private Optional<Span> hostSpan;
  // Which of Chars3986.RECORDED occur, and HOST_HYPHEN, HOST_UPPER_CASE: the fast path records
  // them as it passes them, the grammar's path in one look at the string (Chars3986.recordedIn).
  private final int recorded;

  /** The parser's constructor: the six boundaries (see the fields) and the {@code recorded} bits. */
  UriReference(
      String input, int schemeEnd, int hostStart, int hostEnd, int pathStart, int pathEnd,
      int fragmentStart, int recorded) {
    this.input = input;
    this.schemeEnd = schemeEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.pathStart = pathStart;
    this.pathEnd = pathEnd;
    this.fragmentStart = fragmentStart;
    this.recorded = recorded;
  }

  /** Where the authority starts: after {@code scheme "://"} or {@code "//"}, or ABSENT. */
  private int authorityStart() {
    return hostStart == ABSENT ? ABSENT : schemeEnd + 3;
  }

  /** Where the userinfo starts, or ABSENT: only when the host does not start the authority. */
  private int userinfoStart() {
    int authorityStart = authorityStart();
    return hostStart > authorityStart ? authorityStart : ABSENT;
  }

  /** Where the port starts, after the host's {@code ":"}, or ABSENT. */
  private int portStart() {
    return hostStart != ABSENT && hostEnd < pathStart ? hostEnd + 1 : ABSENT;
  }

  /** Where the query starts, after the path's {@code "?"}, or ABSENT. */
  private int queryStart() {
    return pathEnd < input.length() && input.charAt(pathEnd) == '?' ? pathEnd + 1 : ABSENT;
  }

  private int queryEnd() {
    return fragmentStart == ABSENT ? input.length() : fragmentStart - 1;
  }

  /** The string that was parsed. */
  @Override
  public String input() {
    return input;
  }

  /** This reference: a parse's result is its reference, one object (see {@link ParseResult}). */
  @Override
  public UriReference reference() {
    return this;
  }

  public Optional<String> scheme() {
    return text(schemeEnd == ABSENT ? ABSENT : 0, schemeEnd);
  }

  public Optional<Span> schemeSpan() {
    Optional<Span> span = schemeSpan;
    if (span == null) {
      span = span(schemeEnd == ABSENT ? ABSENT : 0, schemeEnd);
      schemeSpan = span;
    }
    return span;
  }

  /**
   * Where the scheme ends in {@link #input()} (it starts at 0), or -1 without one: {@link
   * #schemeSpan()} without an allocation, for code that runs on every string it sees.
   *
   * <pre>{@code
   * UriParser.parse("https://a/") ... .schemeEnd();   // 5
   * }</pre>
   */
  public int schemeEnd() {
    return schemeEnd;
  }

  /** Whether the reference has {@code "//" authority}; {@code file:///x} has an empty one. */
  public boolean hasAuthority() {
    return hostStart != ABSENT;
  }

  /** {@code [ userinfo "@" ] host [ ":" port ]}, without the leading {@code //}. */
  public Optional<String> authority() {
    return text(authorityStart(), pathStart);
  }

  public Optional<Span> authoritySpan() {
    return span(authorityStart(), pathStart);
  }

  public Optional<String> userinfo() {
    return text(userinfoStart(), hostStart - 1);
  }

  public Optional<Span> userinfoSpan() {
    return span(userinfoStart(), hostStart - 1);
  }

  /** The host as written (brackets kept for IP-literals); present exactly when the authority is. */
  public Optional<String> host() {
    return text(hostStart, hostEnd);
  }

  public Optional<Span> hostSpan() {
    Optional<Span> span = hostSpan;
    if (span == null) {
      span = span(hostStart, hostEnd);
      hostSpan = span;
    }
    return span;
  }

  /**
   * Where the host starts in {@link #input()}, or -1 without an authority: with {@link
   * #hostEnd()}, {@link #hostSpan()} without an allocation.
   *
   * <pre>{@code
   * UriParser.parse("http://u@a.b:80/") ... .hostStart();   // 9, hostEnd() 12
   * }</pre>
   */
  public int hostStart() {
    return hostStart;
  }

  /** Where the host ends in {@link #input()}, or -1 without an authority; see {@link #hostStart()}. */
  public int hostEnd() {
    return hostEnd;
  }

  public Optional<HostKind> hostKind() {
    // Decided on demand: parsing does not need it, and it is a look at a few characters.
    return hostStart == ABSENT ? Optional.empty() : Optional.of(Authority.hostKind(input, hostStart, hostEnd));
  }

  /** The port digits; {@code Optional.of("")} for {@code http://a:/}. */
  public Optional<String> port() {
    return text(portStart(), pathStart);
  }

  public Optional<Span> portSpan() {
    return span(portStart(), pathStart);
  }

  /** The path, always present in RFC 3986, possibly empty. */
  public String path() {
    return input.substring(pathStart, pathEnd);
  }

  public Span pathSpan() {
    return new Span(pathStart, pathEnd);
  }

  public Optional<String> query() {
    return text(queryStart(), queryEnd());
  }

  public Optional<Span> querySpan() {
    return span(queryStart(), queryEnd());
  }

  public Optional<String> fragment() {
    return text(fragmentStart, input.length());
  }

  public Optional<Span> fragmentSpan() {
    return span(fragmentStart, input.length());
  }

  /**
   * Whether {@code c} occurs in {@link #input()}. For {@code '@'}, {@code '%'}, {@code '='} and
   * {@code '$'} the parse already knows, so code that screens every string for them (userinfo,
   * escapes, parameters, placeholders) asks here instead of {@code indexOf}.
   *
   * <pre>{@code
   * UriParser.parse("https://a/b?x=1") ... .contains('=');   // true
   * UriParser.parse("https://a/b?x=1") ... .contains('@');   // false
   * }</pre>
   */
  public boolean contains(char c) {
    int bit = Chars3986.recordedBit(c);
    return bit == 0 ? input.indexOf(c) >= 0 : (recorded & bit) != 0;
  }

  /** Whether the host has a {@code '-'} (as an A-label has); known from the parse, like {@link #contains}. */
  public boolean hostHasHyphen() {
    return (recorded & Chars3986.HOST_HYPHEN) != 0;
  }

  /** Whether the host has an ASCII upper-case letter ({@code "Example.COM"}); see {@link #hostHasHyphen()}. */
  public boolean hostHasUpperCase() {
    return (recorded & Chars3986.HOST_UPPER_CASE) != 0;
  }

  /** RFC 3986 §4.3: a scheme is present (a fragment may be). */
  public boolean isAbsolute() {
    return schemeEnd != ABSENT;
  }

  /** RFC 3986 §4.3 {@code absolute-URI}: a scheme and no fragment. */
  public boolean isAbsoluteUri() {
    return schemeEnd != ABSENT && fragmentStart == ABSENT;
  }

  /** RFC 3986 §4.2: no scheme. */
  public boolean isRelative() {
    return schemeEnd == ABSENT;
  }

  private Optional<String> text(int start, int end) {
    return start == ABSENT ? Optional.empty() : Optional.of(input.substring(start, end));
  }

  private static Optional<Span> span(int start, int end) {
    return start == ABSENT ? Optional.empty() : Optional.of(new Span(start, end));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UriReference other && other.input.equals(input);
  }

  @Override
  public int hashCode() {
    return input.hashCode();
  }

  /** The input, unchanged: {@code parse(s).toString().equals(s)} for every valid {@code s}. */
  @Override
  public String toString() {
    return input;
  }
}
