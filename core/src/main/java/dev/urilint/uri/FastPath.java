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
  private static final UriReference ACCEPTED = new UriReference("", -1, -1, -1, 0, 0, -1, 0);

  private static final int PERCENT_SIGN = Chars3986.recordedBit('%');

  private FastPath() {}

  /** Whether the fast path accepts {@code s}; when it does, {@code s} is a URI-reference. */
  static boolean accepts(String s) {
    return recognise(s, false) != null;
  }

  /**
   * The reference of {@code s} when the fast path recognises it ({@code build}; without it a
   * shared marker), else {@code null}: the string is then invalid or of a rarer shape. The
   * reference knows which {@link Chars3986#RECORDED} characters occur in {@code s}: the runs stop
   * at each (no other part of a recognised string can hold one) and record it.
   */
  static UriReference recognise(String s, boolean build) {
    int n = s.length();
    int seen = 0; // bits of Chars3986.RECORDED
    int schemeEnd = -1;
    if (n > 0 && ALPHA.contains(s.charAt(0))) {
      // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"; no escapes.
      int q = scan(s, 1, n, SCHEME.bit(), Chars3986.RECORDED_BITS);
      if (q < n && s.charAt(q) == ':') {
        schemeEnd = q;
      }
    }
    int p = schemeEnd + 1;
    int hostStart = -1;
    int hostEnd = -1;
    if (p + 1 < n && s.charAt(p) == '/' && s.charAt(p + 1) == '/') {
      // "//" authority: here only reg-name [ ":" port ]; "@" or "[" goes to the grammar.
      hostStart = p + 2;
      long r = run(s, hostStart, n, REG_NAME, Chars3986.RECORDED_BITS | Chars3986.HOST_RECORDED_BITS);
      hostEnd = end(r);
      seen |= seen(r);
      p = hostEnd;
      if (p < n && s.charAt(p) == ':') {
        p = port(s, p + 1, n);
      }
      if (p < n && !Authority.endsAuthority(s.charAt(p))) {
        return null;
      }
    } else if (schemeEnd < 0) {
      // path-noscheme: a colon in the first segment would read as a scheme.
      int q = end(run(s, 0, n, SEGMENT_NZ_NC));
      if (q < n && s.charAt(q) == ':') {
        return null;
      }
    }
    int pathStart = p;
    long r = run(s, p, n, PATH);
    int pathEnd = end(r);
    seen |= seen(r);
    p = pathEnd;
    if (p < n && s.charAt(p) == '?') {
      r = run(s, p + 1, n, QUERY);
      p = end(r);
      seen |= seen(r);
    }
    int fragmentStart = -1;
    if (p < n && s.charAt(p) == '#') {
      fragmentStart = p + 1;
      r = run(s, fragmentStart, n, QUERY);
      p = end(r);
      seen |= seen(r);
    }
    if (p != n) {
      return null;
    }
    return build
        ? new UriReference(s, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, fragmentStart, seen)
        : ACCEPTED;
  }

  /**
   * {@code *( chars / pct-encoded )} from {@code p}: where it ends (the first character that is
   * neither in {@code chars} nor the start of a well-formed escape) and which {@link
   * Chars3986#RECORDED} characters it passed, packed into one {@code long} (read with {@link #end}
   * and {@link #seen}). One table lookup per character; the loop stops at a {@code "%"} and at
   * the recorded characters, rare in URLs, and goes round again after them.
   */
  static long run(String s, int p, int n, Chars3986.Mask chars) {
    return run(s, p, n, chars, Chars3986.RECORDED_BITS);
  }

  /**
   * {@link #run(String, int, int, Chars3986.Mask)} that also stops at and records the characters
   * of the upper half of an entry in {@code stops}: the host's loop passes {@link
   * Chars3986#HOST_RECORDED_BITS} too.
   */
  private static long run(String s, int p, int n, Chars3986.Mask chars, long stops) {
    int seen = 0;
    while (true) {
      p = scan(s, p, n, chars.bit(), stops);
      if (p == n) {
        return pack(seen, p);
      }
      char c = s.charAt(p);
      if (c == '%' && p + 2 < n && HEXDIG.contains(s.charAt(p + 1))
          && HEXDIG.contains(s.charAt(p + 2))) {
        // The two hex digits count for the host's record: "%7E" has an upper-case letter.
        seen |= PERCENT_SIGN | (int) (((Chars3986.entry(s.charAt(p + 1)) | Chars3986.entry(s.charAt(p + 2))) & stops) >>> 32);
        p += 3;
      } else if (chars.contains(c)) { // a recorded character of the class
        seen |= (int) ((Chars3986.entry(c) & stops) >>> 32);
        p++;
      } else {
        return pack(seen, p);
      }
    }
  }

  private static long pack(int seen, int end) {
    return (long) seen << 32 | end;
  }

  /** Where a {@link #run} ended. */
  static int end(long run) {
    return (int) run;
  }

  /** The recorded bits a {@link #run} passed. */
  static int seen(long run) {
    return (int) (run >>> 32);
  }

  /**
   * The first index from {@code from} whose character is not in the class {@code bit} or has a
   * bit of {@code stops} (the upper half of its entry), or {@code n}: the shape of a plain table scan (a counted loop
   * with one exit, one load and one comparison per character), which C2 unrolls.
   */
  private static int scan(String s, int from, int n, long bit, long stops) {
    long mask = bit | stops;
    for (int i = from; i < n; i++) {
      if ((Chars3986.entry(s.charAt(i)) & mask) != bit) {
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
