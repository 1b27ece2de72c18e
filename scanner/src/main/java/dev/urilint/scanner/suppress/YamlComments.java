package dev.urilint.scanner.suppress;

/**
 * YAML's comments for {@link CommentRanges}: {@code #} at a line start or after a blank, outside
 * quoted scalars (which may span lines) and outside block scalars, whose lines are text:
 *
 * <pre>
 * script: |
 *   echo "# urilint:ignore"     text of the scalar, not a comment
 * url: x  # urilint:ignore      a comment
 * </pre>
 */
final class YamlComments {

  private final String t;
  private final CommentRanges out;
  // The quote of a scalar still open at the end of the previous line, or 0.
  private char open;
  // The indentation of the line that opened a block scalar, or -1 outside one.
  private int blockIndent = -1;

  YamlComments(String text, CommentRanges out) {
    this.t = text;
    this.out = out;
  }

  void scan() {
    int i = 0;
    int n = t.length();
    while (i < n) {
      int end = CommentRanges.lineEnd(t, i);
      line(i, end);
      i = end + 1;
    }
  }

  private void line(int start, int end) {
    int indent = start;
    while (indent < end && t.charAt(indent) == ' ') {
      indent++;
    }
    boolean blankLine = isBlank(indent, end);
    if (blockIndent >= 0) {
      if (blankLine || indent - start > blockIndent) {
        return;   // a line of the block scalar
      }
      blockIndent = -1;
    }
    int i = start;
    if (open != 0) {
      i = closeQuote(start, end);
      if (open != 0) {
        return;
      }
    }
    int contentEnd = end;
    while (i < end) {
      char c = t.charAt(i);
      boolean afterBlank = i == start || CommentRanges.blank(t.charAt(i - 1));
      if (c == '#' && afterBlank) {
        out.add(i, end);
        contentEnd = i;
        break;
      }
      if ((c == '"' || c == '\'') && (afterBlank || "[{,".indexOf(t.charAt(i - 1)) >= 0)) {
        open = c;
        i = closeQuote(i + 1, end);
        if (open != 0) {
          return;   // the scalar goes on past this line
        }
      } else {
        i++;
      }
    }
    if (opensBlockScalar(start, contentEnd)) {
      blockIndent = indent - start;
    }
  }

  // Inside a scalar quoted by `open`: the index after its closing quote on this line (open is then
  // 0), or `end` when it goes on.
  private int closeQuote(int from, int end) {
    int i = from;
    while (i < end) {
      char c = t.charAt(i);
      if (open == '"' && c == '\\') {
        i += 2;
      } else if (c == open) {
        if (open == '\'' && i + 1 < end && t.charAt(i + 1) == '\'') {
          i += 2;   // '' is a quote inside a single-quoted scalar
        } else {
          open = 0;
          return i + 1;
        }
      } else {
        i++;
      }
    }
    return end;
  }

  // "key: |", "- >-", "key: |2+": the line ends in a block indicator after a blank.
  private boolean opensBlockScalar(int start, int contentEnd) {
    int e = contentEnd;
    while (e > start && CommentRanges.blank(t.charAt(e - 1))) {
      e--;
    }
    int k = e;
    while (k > start && k > e - 2 && (t.charAt(k - 1) == '-' || t.charAt(k - 1) == '+' || Character.isDigit(t.charAt(k - 1)))) {
      k--;
    }
    if (k <= start || (t.charAt(k - 1) != '|' && t.charAt(k - 1) != '>')) {
      return false;
    }
    return k - 1 == start || CommentRanges.blank(t.charAt(k - 2));
  }

  private boolean isBlank(int from, int end) {
    for (int i = from; i < end; i++) {
      if (!CommentRanges.blank(t.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
