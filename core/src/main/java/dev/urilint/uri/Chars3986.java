package dev.urilint.uri;

/**
 * The character classes of RFC 3986 as bit masks over US-ASCII: one 128-entry table whose entry
 * for a character has one bit per class the character belongs to, so a membership test is one
 * array load and one AND, with no branching on character ranges.
 *
 * <pre>{@code
 * Chars3986.UNRESERVED.contains('~');   // true
 * Chars3986.PCHAR.contains('/');        // false: '/' separates segments
 * Chars3986.PCHAR.contains('é');        // false: nothing outside ASCII is in any class
 * }</pre>
 *
 * <p>{@code pct-encoded} is not a character class (it is three characters); the productions that
 * allow it consume it through {@link PercentEncoded#skip}.
 *
 * <p>The upper half of an entry has one bit per {@link #RECORDED recorded character} (the
 * character itself, not a class): the fast path's loops stop at them as they stop at a {@code
 * "%"}, and record them for {@link UriReference#contains(char)}.
 */
final class Chars3986 {

  /** A character class: one bit of {@link #TABLE}. */
  record Mask(long bit) {

    /** Whether {@code c} is in the class; always false outside ASCII. */
    boolean contains(char c) {
      return (entry(c) & bit) != 0;
    }
  }

  /**
   * Entry {@code c}: the bits of every class holding {@code c} (the lower half) and the bit of
   * {@code c} itself when it is {@link #RECORDED} (the upper half). Written only while loading.
   */
  private static final long[] TABLE = new long[128];

  /**
   * The characters whose presence a parse records, the one at index {@code k} as bit {@code k} of
   * {@link #recordedBit}: those a linter screens every string for (userinfo, escapes, parameters,
   * placeholders), and rare enough in URLs that stopping the fast path's loops at them costs
   * less than searching for them afterwards.
   */
  static final String RECORDED = "@%=$";

  /** The bits of the {@link #RECORDED} characters, in the upper half of an entry. */
  static final long RECORDED_BITS = (1L << RECORDED.length()) - 1 << 32;

  /**
   * Above {@link #RECORDED_BITS}: {@code '-'} and the ASCII upper-case letters, where the fast
   * path's host loop (and only it) also stops, so that the linter knows without a second look
   * whether a host may be an A-label or is not in lower case. Hosts are short and seldom have
   * either, so the stops cost less than a pass over the host afterwards.
   */
  static final long HOST_RECORDED_BITS = 3L << 32 + RECORDED.length();

  /** The bit {@link #recordedIn(String, int, int)} sets for a {@code '-'} in the host. */
  static final int HOST_HYPHEN = 1 << RECORDED.length();

  /** The bit {@link #recordedIn(String, int, int)} sets for an upper-case letter in the host. */
  static final int HOST_UPPER_CASE = 2 << RECORDED.length();

  private static final String ALPHA_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  private static final String DIGIT_CHARS = "0123456789";
  private static final String UNRESERVED_CHARS = ALPHA_CHARS + DIGIT_CHARS + "-._~";
  private static final String SUB_DELIMS_CHARS = "!$&'()*+,;=";

  /** {@code ALPHA = %x41-5A / %x61-7A}. */
  static final Mask ALPHA = define(0, ALPHA_CHARS);

  /** {@code DIGIT = %x30-39}. */
  static final Mask DIGIT = define(1, DIGIT_CHARS);

  /** {@code HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"} (case-insensitive, RFC 5234). */
  static final Mask HEXDIG = define(2, DIGIT_CHARS + "ABCDEFabcdef");

  /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"}. */
  static final Mask UNRESERVED = define(3, UNRESERVED_CHARS);

  /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"}. */
  static final Mask GEN_DELIMS = define(4, ":/?#[]@");

  /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="}. */
  static final Mask SUB_DELIMS = define(5, SUB_DELIMS_CHARS);

  /** {@code reserved = gen-delims / sub-delims}. */
  static final Mask RESERVED = define(6, ":/?#[]@" + SUB_DELIMS_CHARS);

  /** {@code scheme} after its first letter: {@code ALPHA / DIGIT / "+" / "-" / "."}. */
  static final Mask SCHEME = define(7, ALPHA_CHARS + DIGIT_CHARS + "+-.");

  /** {@code reg-name} without pct-encoded: {@code unreserved / sub-delims}. */
  static final Mask REG_NAME = define(8, UNRESERVED_CHARS + SUB_DELIMS_CHARS);

  /**
   * {@code userinfo} without pct-encoded: {@code unreserved / sub-delims / ":"}; also the tail of
   * {@code IPvFuture}.
   */
  static final Mask USERINFO = define(9, UNRESERVED_CHARS + SUB_DELIMS_CHARS + ":");

  /** {@code segment-nz-nc} without pct-encoded: {@code unreserved / sub-delims / "@"}. */
  static final Mask SEGMENT_NZ_NC = define(10, UNRESERVED_CHARS + SUB_DELIMS_CHARS + "@");

  /** {@code pchar} without pct-encoded: {@code unreserved / sub-delims / ":" / "@"}. */
  static final Mask PCHAR = define(11, UNRESERVED_CHARS + SUB_DELIMS_CHARS + ":@");

  /** {@code query} and {@code fragment} without pct-encoded: {@code pchar / "/" / "?"}. */
  static final Mask QUERY = define(12, UNRESERVED_CHARS + SUB_DELIMS_CHARS + ":@/?");

  /** RFC 6874 {@code ZoneID} without pct-encoded: {@code unreserved}. */
  static final Mask ZONE_ID = define(13, UNRESERVED_CHARS);

  /**
   * A path without pct-encoded: {@code pchar / "/"}, what the five path forms admit together, so
   * that a whole path is one run of one class ({@link FastPath}).
   */
  static final Mask PATH = define(14, UNRESERVED_CHARS + SUB_DELIMS_CHARS + ":@/");

  static {
    for (int k = 0; k < RECORDED.length(); k++) {
      TABLE[RECORDED.charAt(k)] |= 1L << (32 + k);
    }
    TABLE['-'] |= (long) HOST_HYPHEN << 32;
    for (char c = 'A'; c <= 'Z'; c++) {
      TABLE[c] |= (long) HOST_UPPER_CASE << 32;
    }
  }

  private Chars3986() {}

  /** The table entry of {@code c}; 0 outside ASCII, which is in no class. */
  static long entry(char c) {
    return c < 128 ? TABLE[c] : 0;
  }

  /** The bit of {@code c} among {@link #RECORDED}, or 0 when {@code c} is none of them. */
  static int recordedBit(char c) {
    return (int) ((entry(c) & RECORDED_BITS) >>> 32);
  }

  /**
   * The bits of the {@link #RECORDED} characters in {@code s} and {@link #HOST_HYPHEN} and {@link
   * #HOST_UPPER_CASE} for its host {@code s[hostStart, hostEnd)}: what the fast path records, in
   * one look at each character, for a reference the grammar's path built.
   */
  static int recordedIn(String s, int hostStart, int hostEnd) {
    long seen = 0;
    for (int i = 0, n = s.length(); i < n; i++) {
      long e = entry(s.charAt(i));
      seen |= i >= hostStart && i < hostEnd ? e : e & RECORDED_BITS;
    }
    return (int) (seen >>> 32);
  }

  private static Mask define(int bit, String members) {
    for (int k = 0; k < members.length(); k++) {
      TABLE[members.charAt(k)] |= 1L << bit;
    }
    return new Mask(1L << bit);
  }
}
