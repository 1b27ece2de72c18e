package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;

/**
 * The text JavaParser reads in place of a file: the kept tokens as written, one space where white
 * space, comments or blanked tokens lay between two of them, and {@code null} for an initializer
 * made {@code null}; with, for each of its chars, the offset in the file it stands for (a space:
 * the offset where its gap began). JavaParser's lexer makes a token of every white-space char,
 * which cost about 25 times what a comment's char costs and 50 times what the lexer here costs,
 * so the text is as short as the tokens allow, and every position JavaParser reports maps back
 * through {@link dev.urilint.scanner.extract.LineIndex#ofTranslation}, as for a file with Unicode
 * escapes.
 *
 * <pre>{@code
 * // "class A {\n  void m() {\n    run();\n  }\n}" with m's body blanked:
 * //  "class A { void m() { } } "   offsets 0,1,2,3,4,5,6,7,8,9,12,...
 * }</pre>
 */
final class ParserText {

  private final char[] out;
  private int[] offsets;
  private int size;

  private ParserText(int capacity) {
    out = new char[capacity];
    offsets = new int[capacity + 1];
  }

  /**
   * The text for {@code text} without the tokens of {@code blanked}, and its source offsets (one
   * per char, plus the file's length).
   */
  static JavaPrefilter.Parse of(String text, JavaTokens tokens, TokenRanges blanked) {
    // At most every char of the file, a space per token and a null per range: bounded by 2n + 8r.
    ParserText p = new ParserText(text.length() + tokens.size() + 8 * blanked.size() + 2);
    int range = 0;
    int lastEnd = 0; // the file's offset after the last char written
    boolean gap = false;
    int i = 0;
    int n = tokens.size();
    while (i < n) {
      if (range < blanked.size() && blanked.from(range) == i) {
        if (blanked.isNull(range)) {
          p.put(' ', lastEnd);
          int at = tokens.start(i);
          for (int k = 0; k < 4; k++) {
            p.put("null".charAt(k), at);
          }
          lastEnd = tokens.end(blanked.to(range));
        }
        i = blanked.to(range) + 1;
        range++;
        gap = true;
        continue;
      }
      if (gap || tokens.start(i) > lastEnd) {
        p.put(' ', lastEnd);
      }
      for (int k = tokens.start(i); k < tokens.end(i); k++) {
        p.put(text.charAt(k), k);
      }
      lastEnd = tokens.end(i);
      gap = false;
      i++;
    }
    p.put(' ', lastEnd);
    p.offsets[p.size] = text.length();
    return new JavaPrefilter.Parse(new String(p.out, 0, p.size), Arrays.copyOf(p.offsets, p.size + 1));
  }

  private void put(char c, int offset) {
    out[size] = c;
    offsets[size] = offset;
    size++;
  }
}
