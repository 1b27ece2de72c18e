package dev.urilint.uri;

import java.nio.charset.StandardCharsets;

/**
 * Percent-encoding of RFC 3986 §2.1: encoding per component with UTF-8 and upper-case hex,
 * decoding, decoding of unreserved characters only (§2.3, §6.2.2.2) and upper-casing of the hex
 * digits (§6.2.2.1).
 *
 * <pre>{@code
 * PercentEncoding.encode("a b/c?", PercentEncoding.Component.PATH_SEGMENT);  // "a%20b%2Fc%3F"
 * PercentEncoding.encode("café", PercentEncoding.Component.QUERY);          // "caf%C3%A9"
 * PercentEncoding.encodeIllegal("a b%zz%41", PercentEncoding.Component.PATH); // "a%20b%25zz%41"
 * PercentEncoding.decode("caf%C3%A9%2520");                                   // "café%20"
 * PercentEncoding.decodeUnreserved("%7euser%2F%41");                          // "~user%2FA"
 * PercentEncoding.uppercaseHex("%2f%c3%a9");                                  // "%2F%C3%A9"
 * }</pre>
 *
 * <p>Every method is total: any string, including unpaired surrogates and stray {@code %} signs,
 * gives a result; nothing throws. Methods return their argument unchanged (no allocation) when
 * there is nothing to do. Stateless and thread-safe.
 */
public final class PercentEncoding {

  /**
   * The component a text is encoded for; each allows its own set of characters unencoded (the
   * ABNF of RFC 3986 Appendix A without {@code pct-encoded}).
   */
  public enum Component {
    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )}. */
    USERINFO(Chars3986.USERINFO),
    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )}. */
    REG_NAME(Chars3986.REG_NAME),
    /** {@code segment = *pchar}, {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"}. */
    PATH_SEGMENT(Chars3986.PCHAR),
    /**
     * {@code segment-nz-nc}: a segment without {@code ":"}, for the first segment of a relative
     * path ({@code this:that} would read as a scheme, §4.2).
     */
    PATH_SEGMENT_NO_COLON(Chars3986.SEGMENT_NZ_NC),
    /** A whole path: segments and the {@code "/"} between them. */
    PATH(Chars3986.PATH),
    /** {@code query = *( pchar / "/" / "?" )}. */
    QUERY(Chars3986.QUERY),
    /** {@code fragment = *( pchar / "/" / "?" )}. */
    FRAGMENT(Chars3986.QUERY);

    // The engine's own character class: what the parser accepts is what encoding keeps.
    private final Chars3986.Mask allowed;

    Component(Chars3986.Mask allowed) {
      this.allowed = allowed;
    }

    /**
     * The component whose characters a grammar rule allows, for repairing the place a {@link
     * Violation} points at: {@code Component.of(violation.rule())}. Empty for rules that
     * percent-encoding cannot repair (scheme, port, IP literals, the top-level forms).
     *
     * <pre>{@code
     * Component.of(GrammarRule.QUERY);          // Optional[QUERY]
     * Component.of(GrammarRule.SEGMENT_NZ_NC);  // Optional[PATH_SEGMENT_NO_COLON]
     * Component.of(GrammarRule.PORT);           // Optional.empty
     * }</pre>
     */
    public static java.util.Optional<Component> of(GrammarRule rule) {
      Component component =
          switch (rule) {
            case USERINFO -> USERINFO;
            case REG_NAME, HOST -> REG_NAME;
            case SEGMENT, SEGMENT_NZ, PCHAR -> PATH_SEGMENT;
            case SEGMENT_NZ_NC -> PATH_SEGMENT_NO_COLON;
            case PATH, PATH_ABEMPTY, PATH_ABSOLUTE, PATH_NOSCHEME, PATH_ROOTLESS, PATH_EMPTY -> PATH;
            case QUERY -> QUERY;
            case FRAGMENT -> FRAGMENT;
            default -> null;
          };
      return java.util.Optional.ofNullable(component);
    }

    /** Whether {@code c} may appear unencoded in this component. */
    public boolean allows(char c) {
      return allowed.contains(c);
    }
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private PercentEncoding() {}

  /**
   * Encodes {@code text} for {@code component}: every character the component does not allow,
   * {@code %} included, becomes the {@code %HH} triplets of its UTF-8 bytes. An unpaired surrogate
   * has no UTF-8 form and is encoded as U+FFFD ({@code %EF%BF%BD}).
   */
  public static String encode(String text, Component component) {
    return encode(text, component, false);
  }

  /**
   * Repairs {@code text} so that it matches {@code component}: well-formed {@code %HH} triplets
   * stay as they are, a {@code %} not followed by two hex digits becomes {@code %25}, and every
   * other character the component does not allow is encoded as by {@link #encode}. This is the
   * fix for an illegal character ({@code "a b%zz"} becomes {@code "a%20b%25zz"}).
   */
  public static String encodeIllegal(String text, Component component) {
    return encode(text, component, true);
  }

  private static String encode(String text, Component component, boolean keepTriplets) {
    int first = firstToEncode(text, component, keepTriplets);
    if (first < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    out.append(text, 0, first);
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      if (component.allows(c) || (keepTriplets && isTriplet(text, i))) {
        out.append(c);
      } else if (c < 0x80) {
        appendByte(out, c);
      } else {
        int codePoint = text.codePointAt(i);
        i += Character.charCount(codePoint) - 1;
        // an unpaired surrogate has no UTF-8 form
        appendUtf8(out, Character.isSurrogate(c) && codePoint == c ? 0xFFFD : codePoint);
      }
    }
    return out.toString();
  }

  private static int firstToEncode(String text, Component component, boolean keepTriplets) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!component.allows(c) && !(keepTriplets && isTriplet(text, i))) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Decodes every {@code %HH} triplet and reads the bytes as UTF-8. A {@code %} not followed by
   * two hex digits stays as it is; a byte sequence that is not UTF-8 becomes U+FFFD (one per
   * maximal ill-formed subsequence, the JDK decoder's replacement). Characters that were not
   * encoded pass through unchanged. Decodes once: {@code "%2520"} gives {@code "%20"}.
   */
  public static String decode(String text) {
    int first = text.indexOf('%');
    if (first < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    out.append(text, 0, first);
    byte[] bytes = new byte[text.length() / 3];
    int count = 0;
    int i = first;
    while (i < text.length()) {
      if (isTriplet(text, i)) {
        bytes[count++] = (byte) hexPair(text, i + 1);
        i += 3;
        continue;
      }
      if (count > 0) {
        out.append(new String(bytes, 0, count, StandardCharsets.UTF_8));
        count = 0;
      }
      out.append(text.charAt(i++));
    }
    if (count > 0) {
      out.append(new String(bytes, 0, count, StandardCharsets.UTF_8));
    }
    return out.toString();
  }

  /**
   * Decodes only the triplets that encode an unreserved character ({@code ALPHA / DIGIT / "-" /
   * "." / "_" / "~"}), which §2.3 says are equivalent to their decoded form; every other triplet
   * stays exactly as written (hex case included). {@code "%41%2f%7E"} gives {@code "A%2f~"}.
   */
  public static String decodeUnreserved(String text) {
    int first = text.indexOf('%');
    if (first < 0) {
      return text;
    }
    StringBuilder out = null;
    int copied = 0;
    for (int i = first; i < text.length(); i++) {
      if (text.charAt(i) != '%' || !isTriplet(text, i)) {
        continue;
      }
      int value = hexPair(text, i + 1);
      if (Chars3986.UNRESERVED.contains((char) value)) {
        if (out == null) {
          out = new StringBuilder(text.length());
        }
        out.append(text, copied, i).append((char) value);
        copied = i + 3;
      }
      i += 2;
    }
    if (out == null) {
      return text;
    }
    return out.append(text, copied, text.length()).toString();
  }

  /**
   * Upper-cases the hex digits of every {@code %HH} triplet (§6.2.2.1: {@code %3a} and {@code
   * %3A} are equivalent; upper case is the normal form). Nothing else changes.
   */
  public static String uppercaseHex(String text) {
    int first = text.indexOf('%');
    if (first < 0) {
      return text;
    }
    char[] chars = null;
    for (int i = first; i < text.length(); i++) {
      if (text.charAt(i) != '%' || !isTriplet(text, i)) {
        continue;
      }
      for (int j = i + 1; j <= i + 2; j++) {
        char c = text.charAt(j);
        if (c >= 'a' && c <= 'f') {
          if (chars == null) {
            chars = text.toCharArray();
          }
          chars[j] = (char) (c - ('a' - 'A'));
        }
      }
      i += 2;
    }
    return chars == null ? text : new String(chars);
  }

  /** Whether {@code text} has a {@code %HH} triplet (two hex digits, either case) at {@code i}. */
  public static boolean isTriplet(CharSequence text, int i) {
    return i + 2 < text.length()
        && text.charAt(i) == '%'
        && hexValue(text.charAt(i + 1)) >= 0
        && hexValue(text.charAt(i + 2)) >= 0;
  }

  private static int hexPair(CharSequence text, int i) {
    return hexValue(text.charAt(i)) << 4 | hexValue(text.charAt(i + 1));
  }

  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    return -1;
  }

  private static void appendUtf8(StringBuilder out, int codePoint) {
    if (codePoint < 0x80) {
      appendByte(out, codePoint);
    } else if (codePoint < 0x800) {
      appendByte(out, 0xC0 | codePoint >> 6);
      appendByte(out, 0x80 | codePoint & 0x3F);
    } else if (codePoint < 0x10000) {
      appendByte(out, 0xE0 | codePoint >> 12);
      appendByte(out, 0x80 | codePoint >> 6 & 0x3F);
      appendByte(out, 0x80 | codePoint & 0x3F);
    } else {
      appendByte(out, 0xF0 | codePoint >> 18);
      appendByte(out, 0x80 | codePoint >> 12 & 0x3F);
      appendByte(out, 0x80 | codePoint >> 6 & 0x3F);
      appendByte(out, 0x80 | codePoint & 0x3F);
    }
  }

  private static void appendByte(StringBuilder out, int b) {
    out.append('%').append(HEX[b >> 4 & 0xF]).append(HEX[b & 0xF]);
  }
}
