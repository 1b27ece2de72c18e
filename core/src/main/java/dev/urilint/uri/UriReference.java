package dev.urilint.uri;

import java.util.Objects;
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
 * <p>Immutable and thread-safe. {@link #toString()} gives back the input exactly; code that shows
 * a URI to a user masks it first (the rule catalog's {@code Masking}).
 */
public final class UriReference {

  /** Marks an absent component in the offset fields. */
  private static final int ABSENT = -1;

  // Offsets rather than Span objects: parsing allocates one object per reference, and the
  // accessors build Spans on demand. A start of ABSENT means the component is absent.
  private final String input;
  private final int schemeStart;
  private final int schemeEnd;
  private final int authorityStart;
  private final int authorityEnd;
  private final int userinfoStart;
  private final int userinfoEnd;
  private final int hostStart;
  private final int hostEnd;
  private final HostKind hostKind;
  private final int portStart;
  private final int portEnd;
  private final int pathStart;
  private final int pathEnd;
  private final int queryStart;
  private final int queryEnd;
  private final int fragmentStart;
  private final int fragmentEnd;
  // Built on first request and kept, racy but benign like String.hashCode (Span and Optional are
  // immutable): a linter asks for the scheme and the host of every string many times.
  private Optional<Span> schemeSpan;
  private Optional<Span> hostSpan;

  /**
   * Builds a reference from spans into {@code input}; absent components are {@code null}. Used by
   * the parser; callers get instances from {@link UriParser#parse(String)}.
   */
  UriReference(
      String input,
      Span scheme,
      Span authority,
      Span userinfo,
      Span host,
      HostKind hostKind,
      Span port,
      Span path,
      Span query,
      Span fragment) {
    this.input = Objects.requireNonNull(input);
    Objects.requireNonNull(path);
    if ((authority == null) != (host == null) || (host == null) != (hostKind == null)) {
      throw new IllegalArgumentException("authority, host and host kind go together");
    }
    if (scheme != null && scheme.start() != 0) {
      throw new IllegalArgumentException("a scheme starts the reference"); // schemeEnd() relies on it
    }
    this.schemeStart = start(scheme);
    this.schemeEnd = end(scheme);
    this.authorityStart = start(authority);
    this.authorityEnd = end(authority);
    this.userinfoStart = start(userinfo);
    this.userinfoEnd = end(userinfo);
    this.hostStart = start(host);
    this.hostEnd = end(host);
    this.hostKind = hostKind;
    this.portStart = start(port);
    this.portEnd = end(port);
    this.pathStart = path.start();
    this.pathEnd = path.end();
    this.queryStart = start(query);
    this.queryEnd = end(query);
    this.fragmentStart = start(fragment);
    this.fragmentEnd = end(fragment);
  }

  /** Builds the reference of a string that matched the grammar from its Appendix B split. */
  UriReference(Components c) {
    String s = c.input();
    this.input = s;
    this.schemeStart = c.schemeEnd() >= 0 ? 0 : ABSENT;
    this.schemeEnd = c.schemeEnd();
    this.authorityStart = c.authorityStart();
    this.authorityEnd = c.authorityEnd();
    this.userinfoStart = c.userinfoEnd() >= 0 ? c.authorityStart() : ABSENT;
    this.userinfoEnd = c.userinfoEnd();
    this.hostStart = c.hostStart();
    this.hostEnd = c.hostEnd();
    this.hostKind = c.hostStart() >= 0 ? Authority.hostKind(s, c.hostStart(), c.hostEnd()) : null;
    this.portStart = c.portStart();
    this.portEnd = c.portStart() >= 0 ? c.authorityEnd() : ABSENT;
    this.pathStart = c.pathStart();
    this.pathEnd = c.pathEnd();
    this.queryStart = c.queryStart();
    this.queryEnd = c.queryStart() >= 0 ? c.queryEnd() : ABSENT;
    this.fragmentStart = c.fragmentStart();
    this.fragmentEnd = c.fragmentStart() >= 0 ? s.length() : ABSENT;
  }

  private static int start(Span span) {
    return span == null ? ABSENT : span.start();
  }

  private static int end(Span span) {
    return span == null ? ABSENT : span.end();
  }

  /** The string that was parsed. */
  public String input() {
    return input;
  }

  public Optional<String> scheme() {
    return text(schemeStart, schemeEnd);
  }

  public Optional<Span> schemeSpan() {
    Optional<Span> span = schemeSpan;
    if (span == null) {
      span = span(schemeStart, schemeEnd);
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
    return authorityStart != ABSENT;
  }

  /** {@code [ userinfo "@" ] host [ ":" port ]}, without the leading {@code //}. */
  public Optional<String> authority() {
    return text(authorityStart, authorityEnd);
  }

  public Optional<Span> authoritySpan() {
    return span(authorityStart, authorityEnd);
  }

  public Optional<String> userinfo() {
    return text(userinfoStart, userinfoEnd);
  }

  public Optional<Span> userinfoSpan() {
    return span(userinfoStart, userinfoEnd);
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
    return Optional.ofNullable(hostKind);
  }

  /** The port digits; {@code Optional.of("")} for {@code http://a:/}. */
  public Optional<String> port() {
    return text(portStart, portEnd);
  }

  public Optional<Span> portSpan() {
    return span(portStart, portEnd);
  }

  /** The path, always present in RFC 3986, possibly empty. */
  public String path() {
    return input.substring(pathStart, pathEnd);
  }

  public Span pathSpan() {
    return new Span(pathStart, pathEnd);
  }

  public Optional<String> query() {
    return text(queryStart, queryEnd);
  }

  public Optional<Span> querySpan() {
    return span(queryStart, queryEnd);
  }

  public Optional<String> fragment() {
    return text(fragmentStart, fragmentEnd);
  }

  public Optional<Span> fragmentSpan() {
    return span(fragmentStart, fragmentEnd);
  }

  /** RFC 3986 §4.3: a scheme is present (a fragment may be). */
  public boolean isAbsolute() {
    return schemeStart != ABSENT;
  }

  /** RFC 3986 §4.3 {@code absolute-URI}: a scheme and no fragment. */
  public boolean isAbsoluteUri() {
    return schemeStart != ABSENT && fragmentStart == ABSENT;
  }

  /** RFC 3986 §4.2: no scheme. */
  public boolean isRelative() {
    return schemeStart == ABSENT;
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
