package dev.urilint.scanner.extract.javasource.prefilter;

/**
 * The text JavaParser reads in place of a file: the same length and the same line breaks, so a
 * line and column it reports are the file's own and no offset needs mapping. Blanked bodies keep
 * only their braces and line breaks. Then every gap between two kept tokens (white space,
 * comments, a blanked body's inside) long enough becomes one block comment, {@code /*   *}{@code /},
 * line breaks kept in it: JavaParser's lexer makes a token of every white-space char, which cost
 * about 25 times what a comment's char costs (measured on 2 MB of either), and a comment is white
 * space to the grammar.
 *
 * <pre>{@code
 * // "class A {\n    void m() {\n        run();\n    }\n}" with m's body blanked:
 * //  class A {\n/*      *}{@code /void m() {/*  \n           *}{@code /}\n}
 * }</pre>
 */
final class ParserText {

  // A gap shorter than this stays blank: "/* */" needs five chars.
  private static final int MIN_GAP = 6;

  private ParserText() {}

  /**
   * {@code text} with the tokens of each range {@code [from[r], to[r]]} (sorted, disjoint) made part
   * of the gap around them, and every gap long enough made one comment.
   */
  static String of(String text, JavaTokens tokens, TokenRanges blanked) {
    // Every gap is blanked (comments are white space to the grammar), and made a comment if long.
    char[] out = text.toCharArray();
    int gapStart = 0;
    int range = 0;
    int i = 0;
    int n = tokens.size();
    while (i < n) {
      if (range < blanked.size() && blanked.from(range) == i) {
        if (blanked.isNull(range)) {
          int at = tokens.start(i);
          fill(out, gapStart, at);
          fill(out, at, tokens.end(blanked.to(range)));
          "null".getChars(0, 4, out, at);
          gapStart = at + 4;
        }
        i = blanked.to(range) + 1;
        range++;
        continue;
      }
      fill(out, gapStart, tokens.start(i));
      gapStart = tokens.end(i);
      i++;
    }
    fill(out, gapStart, out.length);
    return new String(out);
  }

  // The gap [from, to) made one comment when it is long enough: every char but a line break
  // blanked (comments and blanked tokens too), "/*" on its first two chars on one line and "*/"
  // on its last two.
  private static void fill(char[] out, int from, int to) {
    for (int k = from; k < to; k++) {
      if (!isBreak(out[k])) {
        out[k] = ' ';
      }
    }
    if (to - from < MIN_GAP) {
      return;
    }
    // A '/' just before would make "//" of the opening.
    int open = from > 0 && out[from - 1] == '/' ? from + 1 : from;
    while (open + 1 < to && (isBreak(out[open]) || isBreak(out[open + 1]))) {
      open++;
    }
    int close = to - 1;
    while (close - 1 > open && (isBreak(out[close]) || isBreak(out[close - 1]))) {
      close--;
    }
    if (close - 1 <= open + 2) {
      return; // too short to hold a comment on its first and last line
    }
    out[open] = '/';
    out[open + 1] = '*';
    out[close - 1] = '*';
    out[close] = '/';
  }

  private static boolean isBreak(char c) {
    return c == '\n' || c == '\r';
  }
}
