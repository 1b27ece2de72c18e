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

  // The delimiters the fast path checks itself rather than reads in a run.
  private static final int COLON = Chars3986.delimiterBit(':');
  private static final int SLASH = Chars3986.delimiterBit('/');
  private static final int QUESTION_MARK = Chars3986.delimiterBit('?');
  private static final int NUMBER_SIGN = Chars3986.delimiterBit('#');
  private static final long PERCENT_SIGN = (long) Chars3986.delimiterBit('%') << 32;

  private FastPath() {}

  /** Whether the fast path accepts {@code s}; when it does, {@code s} is a URI-reference. */
  static boolean accepts(String s) {
    return recognise(s, false) != null;
  }

  /**
   * The reference of {@code s} when the fast path recognises it ({@code build}; without it a
   * shared marker), else {@code null}: the string is then invalid or of a rarer shape. The
   * reference knows which {@link Chars3986#DELIMITERS} occur in {@code s}: every character went
   * through a run or was checked as the delimiter it is, so the runs' record is complete.
   */
  static UriReference recognise(String s, boolean build) {
    int n = s.length();
    int seen = 0; // delimiter bits, see Chars3986.DELIMITERS
    int schemeEnd = -1;
    if (n > 0 && ALPHA.contains(s.charAt(0))) {
      // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"; no escapes.
      long r = scan(s, 1, n, SCHEME.bit());
      if (end(r) < n && s.charAt(end(r)) == ':') {
        schemeEnd = end(r);
        seen = seen(r) | COLON;
      }
    }
    int p = schemeEnd + 1;
    int hostStart = -1;
    int hostEnd = -1;
    if (p + 1 < n && s.charAt(p) == '/' && s.charAt(p + 1) == '/') {
      // "//" authority: here only reg-name [ ":" port ]; "@" or "[" goes to the grammar.
      seen |= SLASH;
      hostStart = p + 2;
      long r = run(s, hostStart, n, REG_NAME);
      hostEnd = end(r);
      seen |= seen(r);
      p = hostEnd;
      if (p < n && s.charAt(p) == ':') {
        seen |= COLON;
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
      seen |= seen(r) | QUESTION_MARK;
    }
    int fragmentStart = -1;
    if (p < n && s.charAt(p) == '#') {
      fragmentStart = p + 1;
      r = run(s, fragmentStart, n, QUERY);
      p = end(r);
      seen |= seen(r) | NUMBER_SIGN;
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
   * neither in {@code chars} nor the start of a well-formed escape) and which delimiters it
   * passed, packed into one {@code long} (read with {@link #end} and {@link #seen}). One table
   * lookup per character; {@code "%"} is the only other character looked at.
   */
  static long run(String s, int p, int n, Chars3986.Mask chars) {
    long seen = 0;
    // An escape is the rare exit: go round again after it.
    while (true) {
      long r = scan(s, p, n, chars.bit());
      seen |= r & Chars3986.DELIMITER_BITS;
      p = end(r);
      if (p + 2 < n && s.charAt(p) == '%' && HEXDIG.contains(s.charAt(p + 1))
          && HEXDIG.contains(s.charAt(p + 2))) {
        seen |= PERCENT_SIGN;
        p += 3;
      } else {
        return seen | p;
      }
    }
  }

  /** Where a {@link #run} ended. */
  static int end(long run) {
    return (int) run;
  }

  /** The delimiter bits a {@link #run} passed. */
  static int seen(long run) {
    return (int) (run >>> 32);
  }

  /**
   * The first index from {@code from} whose character is not in the class {@code bit}, or {@code
   * n}, with the delimiter bits of the characters before it: the shape of a plain table scan (a
   * counted loop with one exit), which C2 unrolls.
   */
  private static long scan(String s, int from, int n, long bit) {
    long seen = 0;
    for (int i = from; i < n; i++) {
      long entry = Chars3986.entry(s.charAt(i));
      if ((entry & bit) == 0) {
        return seen & Chars3986.DELIMITER_BITS | i;
      }
      seen |= entry;
    }
    return seen & Chars3986.DELIMITER_BITS | n;
  }

  /** {@code port = *DIGIT}: the index after the digits from {@code p}. */
  private static int port(String s, int p, int n) {
    while (p < n && DIGIT.contains(s.charAt(p))) {
      p++;
    }
    return p;
  }
}
