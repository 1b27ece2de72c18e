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

  private final String input;
  private final Span scheme;
  private final Span authority;
  private final Span userinfo;
  private final Span host;
  private final HostKind hostKind;
  private final Span port;
  private final Span path;
  private final Span query;
  private final Span fragment;

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
    this.scheme = scheme;
    this.authority = authority;
    this.userinfo = userinfo;
    this.host = host;
    this.hostKind = hostKind;
    this.port = port;
    this.path = Objects.requireNonNull(path);
    this.query = query;
    this.fragment = fragment;
    if ((authority == null) != (host == null) || (host == null) != (hostKind == null)) {
      throw new IllegalArgumentException("authority, host and host kind go together");
    }
  }

  /** The string that was parsed. */
  public String input() {
    return input;
  }

  public Optional<String> scheme() {
    return text(scheme);
  }

  public Optional<Span> schemeSpan() {
    return Optional.ofNullable(scheme);
  }

  /** Whether the reference has {@code "//" authority}; {@code file:///x} has an empty one. */
  public boolean hasAuthority() {
    return authority != null;
  }

  /** {@code [ userinfo "@" ] host [ ":" port ]}, without the leading {@code //}. */
  public Optional<String> authority() {
    return text(authority);
  }

  public Optional<Span> authoritySpan() {
    return Optional.ofNullable(authority);
  }

  public Optional<String> userinfo() {
    return text(userinfo);
  }

  public Optional<Span> userinfoSpan() {
    return Optional.ofNullable(userinfo);
  }

  /** The host as written (brackets kept for IP-literals); present exactly when the authority is. */
  public Optional<String> host() {
    return text(host);
  }

  public Optional<Span> hostSpan() {
    return Optional.ofNullable(host);
  }

  public Optional<HostKind> hostKind() {
    return Optional.ofNullable(hostKind);
  }

  /** The port digits; {@code Optional.of("")} for {@code http://a:/}. */
  public Optional<String> port() {
    return text(port);
  }

  public Optional<Span> portSpan() {
    return Optional.ofNullable(port);
  }

  /** The path, always present in RFC 3986, possibly empty. */
  public String path() {
    return path.of(input);
  }

  public Span pathSpan() {
    return path;
  }

  public Optional<String> query() {
    return text(query);
  }

  public Optional<Span> querySpan() {
    return Optional.ofNullable(query);
  }

  public Optional<String> fragment() {
    return text(fragment);
  }

  public Optional<Span> fragmentSpan() {
    return Optional.ofNullable(fragment);
  }

  /** RFC 3986 §4.3: a scheme is present (a fragment may be). */
  public boolean isAbsolute() {
    return scheme != null;
  }

  /** RFC 3986 §4.3 {@code absolute-URI}: a scheme and no fragment. */
  public boolean isAbsoluteUri() {
    return scheme != null && fragment == null;
  }

  /** RFC 3986 §4.2: no scheme. */
  public boolean isRelative() {
    return scheme == null;
  }

  private Optional<String> text(Span span) {
    return span == null ? Optional.empty() : Optional.of(span.of(input));
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
