package dev.urilint.scanner.report;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.urilint.secrets.Masking;
import java.nio.file.Path;

/**
 * Makes text from a scanned file safe to print in a human-readable report: a value or a file name
 * holding a carriage return, line feed or escape sequence must not move the cursor, erase a line
 * on a terminal ("CR ESC [2K all clean") or start a line that looks like a finding of its
 * own (a file named {@code a\nb.yml:1:1: error: ...}), and an invisible character must not make
 * two different URIs look the same ({@code http://exa\u200Bmple.com/} beside {@code
 * http://example.com/}). Every C0 control, DEL, C1 control, every format character (Unicode
 * general category Cf: the bidirectional overrides of Trojan Source, CVE-2021-42574, zero-width
 * spaces and joiners, the soft hyphen, the byte-order mark, TAG characters), the line and
 * paragraph separators, every space other than U+0020 and the rest of Unicode's
 * Default_Ignorable_Code_Point set (Hangul fillers, variation selectors, the combining grapheme
 * joiner, the unassigned ignorables) become visible escapes: {@code \n}, {@code \r}, {@code \t},
 * else {@code &#92;u200b} style (a char outside the BMP as its two UTF-16 escapes). JSON and SARIF
 * write the same chars as their own {@code \}{@code u} escapes ({@link #JSON_ESCAPES}), which a
 * JSON reader turns back into the same string.
 *
 * <pre>{@code
 * Printable.escape("http://h/\r all clean");   // "http://h/\\r all clean"
 * Printable.escape("http://a\u200Bb/");        // "http://a\\u200bb/"
 * Printable.escape("café");                    // "café": printable text is unchanged
 * }</pre>
 */
public final class Printable {

  /**
   * Jackson's escapes for the same chars: every file urilint writes as JSON shows them as
   * {@code \}{@code u} escapes. Jackson asks one UTF-16 unit at a time, so every surrogate is
   * escaped (a char outside the BMP is written as its escaped pair, the same string for a reader).
   */
  public static final CharacterEscapes JSON_ESCAPES = new JsonEscapes();

  private Printable() {}

  /**
   * Text a user gave (a path on the command line, an option's value, a file named in a
   * configuration) as an error or a summary quotes it: masked as one value by core's {@link
   * Masking#maskValue}, then {@link #escape escaped}. A path argument may be a URI pasted in the
   * wrong place ({@code urilint check 'https://admin:pw@h/'}), and its error is printed, logged
   * and kept by CI: every front end quotes such text through here.
   *
   * <pre>{@code
   * Printable.argument("https://admin:Hunter2@h/");   // "https://admin:****@h/"
   * }</pre>
   */
  public static String argument(String text) {
    return escape(Masking.maskValue(text));
  }

  /** {@link #argument(String)} of a path as the user wrote it. */
  public static String argument(Path path) {
    return argument(path.toString());
  }

  /** {@code text} with every non-printing char as a visible escape; the same string when none. */
  public static String escape(String text) {
    int first = firstUnsafe(text);
    if (first < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    out.append(text, 0, first);
    for (int i = first; i < text.length(); ) {
      int cp = text.codePointAt(i);
      int n = Character.charCount(cp);
      if (!isUnsafe(cp)) {
        out.appendCodePoint(cp);
      } else if (cp == '\n') {
        out.append("\\n");
      } else if (cp == '\r') {
        out.append("\\r");
      } else if (cp == '\t') {
        out.append("\\t");
      } else {
        for (int k = i; k < i + n; k++) {
          out.append(String.format("\\u%04x", (int) text.charAt(k)));
        }
      }
      i += n;
    }
    return out.toString();
  }

  /**
   * {@code text} with every non-printing char replaced by one visible char (its Unicode control
   * picture, {@code ␛} for ESC, or {@code �}), so that columns under it stay where they were: for
   * a source line shown above a caret line. A tab becomes a space. Columns count UTF-16 units, so
   * each unit of an invisible char outside the BMP becomes one {@code �}.
   */
  public static String oneForOne(String text) {
    int first = firstUnsafe(text);
    if (first < 0) {
      return text;
    }
    char[] chars = text.toCharArray();
    for (int i = first; i < chars.length; ) {
      int cp = Character.codePointAt(chars, i);
      int n = Character.charCount(cp);
      if (cp == '\t') {
        chars[i] = ' ';
      } else if (cp < 0x20) {
        chars[i] = (char) (0x2400 + cp);
      } else if (cp == 0x7F) {
        chars[i] = '\u2421';
      } else if (isUnsafe(cp)) {
        for (int k = i; k < i + n; k++) {
          chars[k] = '\uFFFD';
        }
      }
      i += n;
    }
    return new String(chars);
  }

  private static int firstUnsafe(String text) {
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (isUnsafe(cp)) {
        return i;
      }
      i += Character.charCount(cp);
    }
    return -1;
  }

  /**
   * Whether {@code cp} prints as nothing, as a space that is not U+0020, or moves the cursor:
   * decided by general category (Cc, Cf, Zl, Zp, Zs, a lone surrogate) and, for the
   * Default_Ignorable_Code_Point chars of other categories, by their ranges (Unicode 15.1's
   * DerivedCoreProperties.txt; the JDK has no accessor for that property).
   */
  static boolean isUnsafe(int cp) {
    if (cp >= 0x20 && cp < 0x7F) {
      return false; // printable ASCII: the common case, decided first
    }
    switch (Character.getType(cp)) {
      case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR, Character.SURROGATE, Character.SPACE_SEPARATOR -> {
        return true;
      }
      default -> {
        return isOtherDefaultIgnorable(cp);
      }
    }
  }

  // Default_Ignorable_Code_Point chars that are not Cf: letters and marks that render as nothing.
  private static boolean isOtherDefaultIgnorable(int cp) {
    return cp == 0x034F // COMBINING GRAPHEME JOINER
        || cp == 0x115F || cp == 0x1160 // HANGUL CHOSEONG / JUNGSEONG FILLER
        || cp == 0x17B4 || cp == 0x17B5 // KHMER VOWEL INHERENT AQ / AA
        || (cp >= 0x180B && cp <= 0x180F) // MONGOLIAN FREE VARIATION SELECTORS, VOWEL SEPARATOR
        || cp == 0x2065 // unassigned, reserved ignorable
        || cp == 0x3164 // HANGUL FILLER
        || (cp >= 0xFE00 && cp <= 0xFE0F) // VARIATION SELECTORS
        || cp == 0xFFA0 // HALFWIDTH HANGUL FILLER
        || (cp >= 0xFFF0 && cp <= 0xFFF8) // unassigned, reserved ignorable
        || (cp >= 0xE0000 && cp <= 0xE0FFF); // TAGS, VARIATION SELECTORS SUPPLEMENT, reserved
  }

  private static final class JsonEscapes extends CharacterEscapes {

    private static final long serialVersionUID = 1L;

    private final int[] ascii = asciiEscapes();

    private static int[] asciiEscapes() {
      int[] codes = standardAsciiEscapesForJSON();
      codes[0x7F] = ESCAPE_STANDARD;
      return codes;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      if (ch >= 0xD800 && ch <= 0xDFFF) {
        return new SerializedString(String.format("\\u%04x", ch));
      }
      return isUnsafe(ch) ? new SerializedString(String.format("\\u%04x", ch)) : null;
    }
  }
}
