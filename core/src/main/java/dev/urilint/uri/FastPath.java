package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.ALPHA;
import static dev.urilint.uri.Chars3986.DIGIT;
import static dev.urilint.uri.Chars3986.HEXDIG;
import static dev.urilint.uri.Chars3986.PATH;
import static dev.urilint.uri.Chars3986.QUERY;
import static dev.urilint.uri.Chars3986.REG_NAME;
import static dev.urilint.uri.Chars3986.SCHEME;
import static dev.urilint.uri.Chars3986.SEGMENT_NZ_NC;

/**
 * The fast path of {@code URI-reference}: recognises the shapes nearly every real URL has in one
 * pass, recording the component boundaries as it goes, and answers "not recognised" for anything
 * else, which then goes to the grammar ({@link UriGrammar}, the slow path that names the
 * violation).
 *
 * <pre>{@code
 * FastPath.recognise("https://example.com:8443/a/b?q#f", true);   // a UriReference
 * FastPath.recognise("http://u@host/", true);                      // null: userinfo, ask the grammar
 * FastPath.recognise("http://a/b c", true);                         // null: invalid, ask the grammar
 * }</pre>
 *
 * <p>What it recognises: an optional scheme, an optional authority that is a {@code reg-name}
 * (pct-encoded included) with an optional port, then path, query and fragment. Not: userinfo, IP
 * literals, a relative reference whose first segment has a colon, and every invalid string. Its
 * speed comes from RFC 3986 itself: the five path forms together admit any run of {@code pchar}
 * and {@code "/"}, and query and fragment any run of {@code pchar}, {@code "/"} and {@code "?"},
 * so each is one loop with one table lookup per character; the grammar's decisions (which path
 * form, where a segment ends) matter only for what follows a scheme or an authority, and are made
 * once at those delimiters.
 *
 * <p>It never accepts what the grammar rejects and records exactly the boundaries the Appendix B
 * split ({@link Components}) gives; {@code FastPathProperties} checks both on generated input.
 */
final class FastPath {

  /** What {@link #recognise} returns for an accepted string when asked not to build. */
  private static final UriReference ACCEPTED = new UriReference("", -1, -1, -1, 0, 0, -1);

  private FastPath() {}

  /** Whether the fast path accepts {@code s}; when it does, {@code s} is a URI-reference. */
  static boolean accepts(String s) {
    return recognise(s, false) != null;
  }

  /**
   * The reference of {@code s} when the fast path recognises it ({@code build}; without it a
   * shared marker), else {@code null}: the string is then invalid or of a rarer shape.
   */
  static UriReference recognise(String s, boolean build) {
    int n = s.length();
    int schemeEnd = schemeColon(s, n);
    int p = schemeEnd + 1;
    int hostStart = -1;
    int hostEnd = -1;
    if (p + 1 < n && s.charAt(p) == '/' && s.charAt(p + 1) == '/') {
      // "//" authority: here only reg-name [ ":" port ]; "@" or "[" goes to the grammar.
      hostStart = p + 2;
      hostEnd = run(s, hostStart, n, REG_NAME);
      p = hostEnd < n && s.charAt(hostEnd) == ':' ? port(s, hostEnd + 1, n) : hostEnd;
      if (p < n && !Authority.endsAuthority(s.charAt(p))) {
        return null;
      }
    } else if (schemeEnd < 0) {
      // path-noscheme: a colon in the first segment would read as a scheme.
      int q = run(s, 0, n, SEGMENT_NZ_NC);
      if (q < n && s.charAt(q) == ':') {
        return null;
      }
    }
    int pathStart = p;
    int pathEnd = run(s, p, n, PATH);
    p = pathEnd;
    if (p < n && s.charAt(p) == '?') {
      p = run(s, p + 1, n, QUERY);
    }
    int fragmentStart = -1;
    if (p < n && s.charAt(p) == '#') {
      fragmentStart = p + 1;
      p = run(s, fragmentStart, n, QUERY);
    }
    if (p != n) {
      return null;
    }
    return build
        ? new UriReference(s, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, fragmentStart)
        : ACCEPTED;
  }

  /**
   * The index of the colon after {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )} at
   * the start, or -1.
   */
  static int schemeColon(String s, int n) {
    if (n == 0 || !ALPHA.contains(s.charAt(0))) {
      return -1;
    }
    int p = 1;
    while (p < n && SCHEME.contains(s.charAt(p))) {
      p++;
    }
    return p < n && s.charAt(p) == ':' ? p : -1;
  }

  /**
   * {@code *( chars / pct-encoded )}: the index of the first character from {@code p} that is
   * neither in {@code chars} nor the start of a well-formed escape. One table lookup per
   * character; {@code "%"} is the only other character looked at.
   */
  static int run(String s, int p, int n, Chars3986.Mask chars) {
    // An escape is the rare exit: go round again after it.
    while (true) {
      p = scan(s, p, n, chars);
      if (p + 2 < n && s.charAt(p) == '%' && HEXDIG.contains(s.charAt(p + 1))
          && HEXDIG.contains(s.charAt(p + 2))) {
        p += 3;
      } else {
        return p;
      }
    }
  }

  /**
   * The first index from {@code from} whose character is not in {@code chars}, or {@code n}: the
   * shape of a plain table scan (a counted loop with one exit), which C2 unrolls.
   */
  private static int scan(String s, int from, int n, Chars3986.Mask chars) {
    for (int i = from; i < n; i++) {
      if (!chars.contains(s.charAt(i))) {
        return i;
      }
    }
    return n;
  }

  /** {@code port = *DIGIT}: the index after the digits from {@code p}. */
  private static int port(String s, int p, int n) {
    while (p < n && DIGIT.contains(s.charAt(p))) {
      p++;
    }
    return p;
  }
}
