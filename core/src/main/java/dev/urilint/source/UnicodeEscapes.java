package dev.urilint.source;

import dev.urilint.source.JavaLiteral.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * JLS §3.3: translates {@code \u0041} escapes (with any number of {@code u}) the way javac does
 * before it lexes, keeping for each resulting character the source range it came from.
 *
 * <pre>{@code
 * UnicodeEscapes.translate("\"\\u0041\"", 0, 8);   // units '"' [0,1), 'A' [1,7), '"' [7,8)
 * UnicodeEscapes.translate("s = \\u0022a\";").text();   // s = "a";
 * }</pre>
 */
public final class UnicodeEscapes {

  private UnicodeEscapes() {}

  /**
   * A whole source file with its Unicode escapes translated, for a parser that does not translate
   * them itself.
   *
   * @param text the translated text
   * @param sourceOffsets for each char of {@code text}, where its source starts; one more entry,
   *     the source's length, so {@code sourceOffsets[i + 1]} is where char {@code i}'s source ends
   */
  public record Translation(String text, int[] sourceOffsets) {}

  /** Translates every eligible Unicode escape of {@code source}. */
  public static Translation translate(CharSequence source) {
    List<Unit> units = translate(source, 0, source.length());
    StringBuilder text = new StringBuilder(units.size());
    int[] offsets = new int[units.size() + 1];
    for (int i = 0; i < units.size(); i++) {
      text.append(units.get(i).c());
      offsets[i] = units.get(i).start();
    }
    offsets[units.size()] = source.length();
    return new Translation(text.toString(), offsets);
  }

  static List<Unit> translate(CharSequence source, int start, int end) {
    List<Unit> units = new ArrayList<>(end - start);
    // A backslash starts an escape only if an even number of raw backslashes precede it: "\\u0041"
    // is a backslash escape followed by "u0041".
    int rawBackslashes = 0;
    int i = start;
    while (i < end) {
      char c = source.charAt(i);
      if (c == '\\' && rawBackslashes % 2 == 0 && i + 1 < end && source.charAt(i + 1) == 'u') {
        int j = i + 1;
        while (j < end && source.charAt(j) == 'u') {
          j++;
        }
        if (j + 4 <= end && isHex(source, j)) {
          char decoded = (char) Integer.parseInt(source.subSequence(j, j + 4).toString(), 16);
          units.add(new Unit(decoded, i, j + 4));
          i = j + 4;
          rawBackslashes = 0;
          continue;
        }
      }
      rawBackslashes = c == '\\' ? rawBackslashes + 1 : 0;
      units.add(new Unit(c, i, i + 1));
      i++;
    }
    return units;
  }

  private static boolean isHex(CharSequence s, int from) {
    for (int k = from; k < from + 4; k++) {
      if (Character.digit(s.charAt(k), 16) < 0) {
        return false;
      }
    }
    return true;
  }
}
