package dev.urilint.scheme;

/**
 * Whether two words are one typing mistake apart: the Damerau–Levenshtein (optimal string
 * alignment) distance is exactly 1 — one letter inserted ({@code hhttp}, {@code htttps}),
 * dropped ({@code htp}, {@code fle}), replaced ({@code htpp}) or two neighbours swapped ({@code
 * jbdc}).
 *
 * <pre>{@code
 * TypoDistance.isOneTypo("htps", "https");   // true
 * TypoDistance.isOneTypo("jbdc", "jdbc");    // true
 * TypoDistance.isOneTypo("https", "https");  // false: no typo at all
 * }</pre>
 *
 * <p>Linear in the words' length; compares {@code char}s exactly (callers lower-case first).
 */
public final class TypoDistance {

  private TypoDistance() {}

  public static boolean isOneTypo(String a, String b) {
    int la = a.length();
    int lb = b.length();
    if (la == lb) {
      return sameLengthOneTypo(a, b);
    }
    if (la == lb + 1) {
      return oneInsertion(b, a);
    }
    if (lb == la + 1) {
      return oneInsertion(a, b);
    }
    return false;
  }

  // One substitution, or one swap of adjacent letters.
  private static boolean sameLengthOneTypo(String a, String b) {
    int first = -1;
    for (int i = 0; i < a.length(); i++) {
      if (a.charAt(i) != b.charAt(i)) {
        first = i;
        break;
      }
    }
    if (first < 0) {
      return false;
    }
    if (a.regionMatches(first + 1, b, first + 1, a.length() - first - 1)) {
      return true;
    }
    return first + 1 < a.length()
        && a.charAt(first) == b.charAt(first + 1)
        && a.charAt(first + 1) == b.charAt(first)
        && a.regionMatches(first + 2, b, first + 2, a.length() - first - 2);
  }

  // longer is shorter with exactly one character inserted somewhere.
  private static boolean oneInsertion(String shorter, String longer) {
    int i = 0;
    while (i < shorter.length() && shorter.charAt(i) == longer.charAt(i)) {
      i++;
    }
    return shorter.regionMatches(i, longer, i + 1, shorter.length() - i);
  }
}
