package dev.urilint.scanner.extract.yaml;

/**
 * Converts code point indexes (what SnakeYAML Engine's marks count) to char offsets. Most files
 * have no surrogate pairs, and then both are the same and nothing is allocated.
 */
final class CodePointOffsets {

  private final int[] charOffsets;

  private CodePointOffsets(int[] charOffsets) {
    this.charOffsets = charOffsets;
  }

  static CodePointOffsets of(String text) {
    int n = text.length();
    int codePoints = text.codePointCount(0, n);
    if (codePoints == n) {
      return new CodePointOffsets(null);
    }
    int[] offsets = new int[codePoints + 1];
    int cp = 0;
    for (int i = 0; i < n; i += Character.charCount(text.codePointAt(i))) {
      offsets[cp++] = i;
    }
    offsets[cp] = n;
    return new CodePointOffsets(offsets);
  }

  int charOffset(int codePointIndex) {
    if (charOffsets == null) {
      return codePointIndex;
    }
    return charOffsets[Math.min(codePointIndex, charOffsets.length - 1)];
  }
}
