package dev.urilint.uri;

/**
 * The character classes of RFC 3986 as bit masks over US-ASCII: one table, one lookup per
 * character, no branching on ranges at parse time.
 *
 * <pre>{@code
 * Chars3986.UNRESERVED.contains('~');   // true
 * Chars3986.PCHAR.contains('/');        // false: '/' separates segments
 * Chars3986.PCHAR.contains('é');        // false: nothing outside ASCII is in any class
 * }</pre>
 *
 * <p>{@code pct-encoded} is not a character class (it is three characters); the productions that
 * allow it consume it through {@link PercentEncoded#skip}.
 */
final class Chars3986 {

  /**
   * A set of ASCII characters as two 64-bit masks: bit {@code c} of {@code low} for {@code c <
   * 64}, bit {@code c - 64} of {@code high} for {@code 64 <= c < 128}.
   */
  record Mask(long low, long high) {

    /** Whether {@code c} is in the set; always false outside ASCII. */
    boolean contains(char c) {
      if (c < 64) {
        return ((low >>> c) & 1L) != 0;
      }
      return c < 128 && ((high >>> (c - 64)) & 1L) != 0;
    }

    Mask or(Mask other) {
      return new Mask(low | other.low, high | other.high);
    }

    static Mask of(String chars) {
      long low = 0;
      long high = 0;
      for (int i = 0; i < chars.length(); i++) {
        char c = chars.charAt(i);
        if (c < 64) {
          low |= 1L << c;
        } else {
          high |= 1L << (c - 64);
        }
      }
      return new Mask(low, high);
    }

    static Mask range(char first, char last) {
      StringBuilder chars = new StringBuilder();
      for (char c = first; c <= last; c++) {
        chars.append(c);
      }
      return of(chars.toString());
    }
  }

  /** {@code ALPHA = %x41-5A / %x61-7A}. */
  static final Mask ALPHA = Mask.range('A', 'Z').or(Mask.range('a', 'z'));

  /** {@code DIGIT = %x30-39}. */
  static final Mask DIGIT = Mask.range('0', '9');

  /** {@code HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"} (case-insensitive, RFC 5234). */
  static final Mask HEXDIG = DIGIT.or(Mask.range('A', 'F')).or(Mask.range('a', 'f'));

  /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"}. */
  static final Mask UNRESERVED = ALPHA.or(DIGIT).or(Mask.of("-._~"));

  /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"}. */
  static final Mask GEN_DELIMS = Mask.of(":/?#[]@");

  /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="}. */
  static final Mask SUB_DELIMS = Mask.of("!$&'()*+,;=");

  /** {@code reserved = gen-delims / sub-delims}. */
  static final Mask RESERVED = GEN_DELIMS.or(SUB_DELIMS);

  /** {@code scheme} after its first letter: {@code ALPHA / DIGIT / "+" / "-" / "."}. */
  static final Mask SCHEME = ALPHA.or(DIGIT).or(Mask.of("+-."));

  /** {@code reg-name} without pct-encoded: {@code unreserved / sub-delims}. */
  static final Mask REG_NAME = UNRESERVED.or(SUB_DELIMS);

  /**
   * {@code userinfo} without pct-encoded: {@code unreserved / sub-delims / ":"}; also the tail of
   * {@code IPvFuture}.
   */
  static final Mask USERINFO = REG_NAME.or(Mask.of(":"));

  /** {@code segment-nz-nc} without pct-encoded: {@code unreserved / sub-delims / "@"}. */
  static final Mask SEGMENT_NZ_NC = REG_NAME.or(Mask.of("@"));

  /** {@code pchar} without pct-encoded: {@code unreserved / sub-delims / ":" / "@"}. */
  static final Mask PCHAR = SEGMENT_NZ_NC.or(Mask.of(":"));

  /** {@code query} and {@code fragment} without pct-encoded: {@code pchar / "/" / "?"}. */
  static final Mask QUERY = PCHAR.or(Mask.of("/?"));

  /** RFC 6874 {@code ZoneID} without pct-encoded: {@code unreserved}. */
  static final Mask ZONE_ID = UNRESERVED;

  private Chars3986() {}
}
