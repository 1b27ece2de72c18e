package dev.urilint.candidate;

import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.scheme.dialect.JdbcUrls;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import dev.urilint.uri.UriReference;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What one look at a candidate tells the rules before any of them runs: its {@link Trait}s as a
 * bit set (which rules can find anything), the lower-case scheme and what the registry knows of
 * it, and two facts normalization needs. Computed once per string from what the parse recorded
 * and one search of the path: this runs on every string urilint sees.
 *
 * <pre>{@code
 * CandidateTraits t = Candidate.of("HTTP://Example.com/./a", Context.locator()).facts();
 * t.scheme();             // "http"
 * t.hostHasUpperCase();   // true
 * t.dotSegment();         // true
 * }</pre>
 *
 * @param bits {@code 1 << t.ordinal()} per trait the candidate has
 * @param scheme the parsed scheme in lower case; empty for a relative reference or no URI
 * @param schemeFacts the registry's entry ({@link SchemeRegistry#UNKNOWN} when it has none)
 * @param hostHasUpperCase the parsed host has an ASCII upper-case letter
 * @param dotSegment the parsed path has a {@code "."} or {@code ".."} segment
 */
public record CandidateTraits(int bits, String scheme, Scheme schemeFacts, boolean hostHasUpperCase, boolean dotSegment) {

  private static final int SCHEME_SPECIFIC = bit(Trait.SCHEME_SPECIFIC_SYNTAX);
  private static final int CLEARTEXT = bit(Trait.SCHEME_MAY_BE_CLEARTEXT);
  private static final int UNCOMMON = bit(Trait.UNCOMMON_SCHEME);
  // Beyond every trait's bit, in what packedBits returns: the two facts normalization needs.
  private static final int UPPER_CASE_HOST = 1 << 30;
  private static final int DOT_SEGMENT = 1 << 29;
  private static final int TRAITS = (1 << Trait.values().length) - 1;
  // A string that is no URI may have anything a rule looks for.
  private static final int MALFORMED =
      bit(Trait.MALFORMED) | bit(Trait.PORT) | bit(Trait.NOT_SCHEME_AUTHORITY) | bit(Trait.HOST_MAY_BE_IDN)
          | bit(Trait.NO_HOST) | bit(Trait.HOST_MAY_BE_NUMERIC) | SCHEME_SPECIFIC | CLEARTEXT | UNCOMMON
          | bit(Trait.MAY_NOT_BE_NORMAL);

  /** The bit of {@code trait} in {@link #bits()}. */
  public static int bit(Trait trait) {
    return 1 << trait.ordinal();
  }

  /** The traits of {@link #bits()} as a set. */
  public Set<Trait> traits() {
    EnumSet<Trait> set = EnumSet.noneOf(Trait.class);
    for (Trait t : Trait.values()) {
      if (has(t)) {
        set.add(t);
      }
    }
    return set;
  }

  /** Whether the candidate has {@code trait}. */
  public boolean has(Trait trait) {
    return (bits & bit(trait)) != 0;
  }

  /**
   * The traits of a candidate from what {@link Candidate} keeps of them: {@link #packedBits}'s
   * answer and the scheme. The candidate keeps three fields rather than this record, one object
   * fewer per string; the record is made when asked for.
   */
  static CandidateTraits of(int packed, String scheme, Scheme schemeFacts) {
    return new CandidateTraits(packed & TRAITS, scheme, schemeFacts, (packed & UPPER_CASE_HOST) != 0, (packed & DOT_SEGMENT) != 0);
  }

  /** The trait bits of a {@link #packedBits} answer: what {@link #bits()} holds. */
  static int traitBits(int packed) {
    return packed & TRAITS;
  }

  /** Whether a {@link #packedBits} answer says the host has upper case; see {@link #hostHasUpperCase()}. */
  static boolean hostHasUpperCase(int packed) {
    return (packed & UPPER_CASE_HOST) != 0;
  }

  /** Whether a {@link #packedBits} answer says the path has a dot-segment; see {@link #dotSegment()}. */
  static boolean dotSegment(int packed) {
    return (packed & DOT_SEGMENT) != 0;
  }

  /** What the registry knows of the scheme of {@code input}, parsed to {@code uri} (or not: null). */
  static Scheme schemeFactsOf(String input, UriReference uri) {
    return uri == null || uri.schemeEnd() < 0 ? SchemeRegistry.UNKNOWN : SchemeRegistry.lookup(input, 0, uri.schemeEnd());
  }

  /**
   * The trait bits of {@code input} (as written) whose neutralized form {@code neutral} parsed to
   * {@code uri} (or did not: null), with {@code scheme} and its {@code facts} already read; and
   * beyond them whether the host has upper case and the path a dot-segment ({@link #of}).
   */
  private static final int NESTED_AUTHORITY =
      bit(Trait.PORT) | bit(Trait.HOST_MAY_BE_IDN) | bit(Trait.HOST_MAY_BE_NUMERIC);

  static int packedBits(String input, String neutral, UriReference uri, String scheme, Scheme facts,
      boolean hasAt, boolean hasPercent, boolean hasEquals) {
    int bits = bit(Trait.ANY);
    bits |= hasAt ? bit(Trait.AT_SIGN) : 0;
    bits |= hasPercent ? bit(Trait.PERCENT_SIGN) : 0;
    bits |= hasEquals ? bit(Trait.EQUALS_SIGN) : 0;
    if (uri == null) {
      return bits | MALFORMED;
    }
    int schemeLength = uri.schemeEnd();
    bits |= schemeTraits(uri, schemeLength, facts);
    boolean port = uri.portSpan().isPresent();
    bits |= port ? bit(Trait.PORT) : 0;
    // Indexes, not spans: this runs on every string, and most rules never ask for a span.
    bits |= uri.hasAuthority() && uri.schemeEnd() > 1 ? 0 : bit(Trait.NOT_SCHEME_AUTHORITY);
    int hostStart = uri.hostStart();
    int hostEnd = uri.hostEnd();
    int host = hostTraits(input, uri, scheme, hostStart, hostEnd)
        // A JDBC URL's host and port are its driver URL's (Candidate.authorityReference), which
        // this parse sees as a path: the host rules may have something to say.
        | (schemeLength == 4 && "jdbc".equals(scheme) && JdbcUrls.hasNestedAuthority(neutral) ? NESTED_AUTHORITY : 0);
    boolean upperCaseHost = (host & UPPER_CASE_HOST) != 0;
    bits |= host;
    Span path = uri.pathSpan();
    boolean dotSegment = hasDotSegment(neutral, path.start(), path.end());
    boolean mayNotBeNormal =
        upperCaseHost
            || hasPercent
            || port
            || dotSegment
            || uri.hasAuthority() && path.length() == 0
            || schemeIsNotLowerCase(input, neutral, schemeLength, scheme);
    bits |= mayNotBeNormal ? bit(Trait.MAY_NOT_BE_NORMAL) : 0;
    return bits | (dotSegment ? DOT_SEGMENT : 0);
  }

  /**
   * The scheme of {@code input} in lower case, empty without one ({@code uri} null or relative).
   * The registry's lower-case name is a shared constant: a known scheme costs no copy, and its
   * cached hash code serves the rules' lookups.
   */
  static String schemeName(String input, UriReference uri, Scheme facts) {
    int length = uri == null ? -1 : uri.schemeEnd();
    if (length < 0) {
      return "";
    }
    return facts == SchemeRegistry.UNKNOWN ? input.substring(0, length).toLowerCase(Locale.ROOT) : facts.name();
  }

  private static int schemeTraits(UriReference uri, int length, Scheme facts) {
    if (length < 0) {
      return 0; // a relative reference
    }
    if (facts == SchemeRegistry.UNKNOWN) {
      return SCHEME_SPECIFIC | UNCOMMON;
    }
    return (hasSpecificSyntax(uri, length, facts.name()) ? SCHEME_SPECIFIC : 0) | (facts.cleartext() ? CLEARTEXT : 0);
  }

  // Trait.SCHEME_SPECIFIC_SYNTAX of a known scheme. http and https add to RFC 3986 only "no
  // userinfo" (an '@'); a file URI (RFC 8089 §2) has an authority with no port and a path, and no
  // userinfo either. The file URLs of a build ("file:///x", "file://host/x") have nothing to check.
  private static boolean hasSpecificSyntax(UriReference uri, int length, String name) {
    if (length == 4 && name.equals("file")) {
      return !uri.hasAuthority() || uri.portSpan().isPresent() || uri.pathSpan().length() == 0;
    }
    return !(length == 4 && name.equals("http") || length == 5 && name.equals("https"));
  }

  // The host's traits, and UPPER_CASE_HOST (no trait) when it has an ASCII upper-case letter.
  private static int hostTraits(String input, UriReference uri, String scheme, int start, int end) {
    if (start == end) { // no authority (both -1), or an empty host
      // "file:///etc/hosts": RFC 8089 §2 reads an empty file host as the local machine.
      return start >= 0 && "file".equals(scheme) ? 0 : bit(Trait.NO_HOST);
    }
    // The parse answers both without a second look at the host: an A-label needs a '-', and
    // normalization lower-cases upper case.
    int bits = (uri.hostHasHyphen() ? bit(Trait.HOST_MAY_BE_IDN) : 0) | (uri.hostHasUpperCase() ? UPPER_CASE_HOST : 0);
    int last = end - 1 > start && input.charAt(end - 1) == '.' ? end - 2 : end - 1;
    return bits | (UriChars.isHexDigit(input.charAt(last)) ? bit(Trait.HOST_MAY_BE_NUMERIC) : 0);
  }

  // A "." or ".." segment (RFC 3986 §3.3) in text[start, end), a path. Only a dot that starts the
  // path or follows a '/' can start one: one search for "/." rather than one per dot (most paths
  // have a dot in a file name, few have one after a '/').
  private static boolean hasDotSegment(String text, int start, int end) {
    if (start < end && text.charAt(start) == '.' && isDotSegmentAt(text, start, end)) {
      return true;
    }
    for (int at = text.indexOf("/.", start); at >= 0 && at + 1 < end; at = text.indexOf("/.", at + 2)) {
      if (isDotSegmentAt(text, at + 1, end)) {
        return true;
      }
    }
    return false;
  }

  // Whether the segment starting with the dot at text[dot] is "." or "..".
  private static boolean isDotSegmentAt(String text, int dot, int end) {
    int after = dot + 1 < end && text.charAt(dot + 1) == '.' ? dot + 2 : dot + 1;
    return after == end || text.charAt(after) == '/';
  }

  // Whether what was parsed does not start with the lower-case scheme name: an upper-case scheme.
  // Without placeholders a look for 'A'-'Z' answers it (the name is the scheme lower-cased), and
  // costs less than a comparison with the name.
  private static boolean schemeIsNotLowerCase(String input, String neutral, int schemeLength, String scheme) {
    if (neutral != input) {
      return !neutral.startsWith(scheme);
    }
    for (int i = 0; i < schemeLength; i++) {
      char c = input.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        return true;
      }
    }
    return false;
  }
}
