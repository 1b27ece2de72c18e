package dev.urilint.uri;

import java.util.Objects;
import java.util.Optional;

/**
 * The five components that resolution (RFC 3986 §5.2) works on, and the one place where a URI
 * string is rebuilt from components (§5.3, {@link #recompose()}).
 *
 * <pre>{@code
 * UriComponents c = UriComponents.split("http://a/b/c/d;p?q");
 * c.scheme();       // "http"
 * c.authority();    // "a"
 * c.path();         // "/b/c/d;p"
 * c.query();        // "q"
 * c.fragment();     // null: undefined
 * c.recompose();    // "http://a/b/c/d;p?q"
 * }</pre>
 *
 * <p>As in the RFC's pseudo-code a component is "defined" or "undefined": an undefined scheme,
 * authority, query or fragment is {@code null}, which is different from an empty one ({@code
 * http://a?} has the query {@code ""}). The path is always defined, possibly empty. The {@code
 * has...} methods and {@link #queryIfDefined()} say the same with booleans and {@code Optional}.
 *
 * <p>No validation happens here: {@link UriParser} decides what is a URI; this type only carries
 * and reassembles the parts. {@link #toString()} masks a password in the userinfo as {@code ****};
 * {@link #recompose()} gives the string in clear.
 *
 * @param scheme the scheme without {@code ":"}, or {@code null}
 * @param authority the authority without {@code "//"}, or {@code null}
 * @param path the path, never {@code null}
 * @param query the query without {@code "?"}, or {@code null}
 * @param fragment the fragment without {@code "#"}, or {@code null}
 */
public record UriComponents(
    String scheme, String authority, String path, String query, String fragment) {

  public UriComponents {
    Objects.requireNonNull(path, "path is always defined");
  }

  /** The components of a parsed reference, exactly as written. */
  public static UriComponents of(UriReference reference) {
    return new UriComponents(
        reference.scheme().orElse(null),
        reference.authority().orElse(null),
        reference.path(),
        reference.query().orElse(null),
        reference.fragment().orElse(null));
  }

  /**
   * Splits {@code text} into the five components the way RFC 3986 Appendix B does, without
   * validating anything: every string splits, and a valid URI-reference splits into exactly the
   * components the grammar gives it. A scheme is taken only when the first {@code ":"} comes
   * before any {@code "/"}, {@code "?"} or {@code "#"} and is not the first character.
   */
  public static UriComponents split(String text) {
    int n = text.length();
    int i = 0;
    String scheme = null;
    int colon = indexOfAny(text, ":/?#", 0);
    if (colon > 0 && colon < n && text.charAt(colon) == ':') {
      scheme = text.substring(0, colon);
      i = colon + 1;
    }
    String authority = null;
    if (text.startsWith("//", i)) {
      int end = indexOfAny(text, "/?#", i + 2);
      authority = text.substring(i + 2, end);
      i = end;
    }
    int pathEnd = indexOfAny(text, "?#", i);
    String path = text.substring(i, pathEnd);
    i = pathEnd;
    String query = null;
    if (i < n && text.charAt(i) == '?') {
      int end = indexOfAny(text, "#", i + 1);
      query = text.substring(i + 1, end);
      i = end;
    }
    String fragment = i < n ? text.substring(i + 1) : null;
    return new UriComponents(scheme, authority, path, query, fragment);
  }

  /** The index of the first of {@code chars} in {@code text} at or after {@code from}, else n. */
  private static int indexOfAny(String text, String chars, int from) {
    for (int i = from; i < text.length(); i++) {
      if (chars.indexOf(text.charAt(i)) >= 0) {
        return i;
      }
    }
    return text.length();
  }

  /**
   * Builds an authority from its parts: {@code [ userinfo "@" ] host [ ":" port ]}; {@code
   * userinfo} and {@code port} may be {@code null} (absent).
   */
  public static String authority(String userinfo, String host, String port) {
    StringBuilder out = new StringBuilder();
    if (userinfo != null) {
      out.append(userinfo).append('@');
    }
    out.append(Objects.requireNonNull(host, "an authority always has a host"));
    if (port != null) {
      out.append(':').append(port);
    }
    return out.toString();
  }

  /**
   * Recomposes the components into a string, RFC 3986 §5.3: {@code scheme ":"} if defined, {@code
   * "//" authority} if defined, the path, {@code "?" query} if defined, {@code "#" fragment} if
   * defined. Nothing is added or checked, so a path starting with {@code "//"} without an authority
   * comes out as written (the RFC's algorithm does the same).
   */
  public String recompose() {
    StringBuilder out = new StringBuilder(length());
    if (scheme != null) {
      out.append(scheme).append(':');
    }
    if (authority != null) {
      out.append("//").append(authority);
    }
    out.append(path);
    if (query != null) {
      out.append('?').append(query);
    }
    if (fragment != null) {
      out.append('#').append(fragment);
    }
    return out.toString();
  }

  /** Length of {@link #recompose()}, without building it. */
  public int length() {
    return (scheme == null ? 0 : scheme.length() + 1)
        + (authority == null ? 0 : authority.length() + 2)
        + path.length()
        + (query == null ? 0 : query.length() + 1)
        + (fragment == null ? 0 : fragment.length() + 1);
  }

  public boolean hasScheme() {
    return scheme != null;
  }

  public boolean hasAuthority() {
    return authority != null;
  }

  public boolean hasQuery() {
    return query != null;
  }

  public boolean hasFragment() {
    return fragment != null;
  }

  /** The query as an {@code Optional}: empty when undefined, {@code Optional.of("")} for {@code ?}. */
  public Optional<String> queryIfDefined() {
    return Optional.ofNullable(query);
  }

  /** The fragment as an {@code Optional}: empty when undefined. */
  public Optional<String> fragmentIfDefined() {
    return Optional.ofNullable(fragment);
  }

  /** These components with {@code path} instead of this path. */
  public UriComponents withPath(String newPath) {
    return new UriComponents(scheme, authority, newPath, query, fragment);
  }

  /** These components without a fragment (§5.1: a base URI is used without its fragment). */
  public UriComponents withoutFragment() {
    return fragment == null ? this : new UriComponents(scheme, authority, path, query, null);
  }

  /** The recomposed string with a password in the userinfo shown as {@code ****}. */
  @Override
  public String toString() {
    if (authority == null) {
      return recompose();
    }
    int at = authority.indexOf('@'); // userinfo cannot contain "@"
    int colon = authority.indexOf(':');
    if (at < 0 || colon < 0 || colon > at) {
      return recompose();
    }
    String masked = authority.substring(0, colon + 1) + "****" + authority.substring(at);
    return new UriComponents(scheme, masked, path, query, fragment).recompose();
  }
}
