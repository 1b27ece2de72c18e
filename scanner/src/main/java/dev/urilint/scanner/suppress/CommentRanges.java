package dev.urilint.scanner.suppress;

import dev.urilint.scanner.extract.CommentSyntax;
import java.util.Arrays;

/**
 * The comments of one file, found by a small lexer of its format ({@link CommentSyntax}): each a
 * range {@code [start, end)} of the text, in order. One pass, linear in the text; a string, a URL
 * or a YAML block scalar is never a comment, whatever it holds.
 *
 * <pre>{@code
 * CommentRanges c = CommentRanges.of("a: \"# no\" # yes\n", CommentSyntax.YAML);
 * c.size();      // 1
 * c.start(0);    // 10, the '#' of "# yes"
 * }</pre>
 */
final class CommentRanges {

  private int[] bounds = new int[16];
  private int size;

  private CommentRanges() {}

  /** The comments of {@code text} read as {@code syntax}. */
  static CommentRanges of(String text, CommentSyntax syntax) {
    CommentRanges c = new CommentRanges();
    switch (syntax) {
      case NONE -> { }
      case PROPERTIES -> c.properties(text);
      case YAML -> new YamlComments(text, c).scan();
      case JSON -> c.cStyle(text, false, false, false);
      case JAVA -> c.cStyle(text, true, true, false);
      case HOCON -> c.cStyle(text, false, false, true);
      case XML -> c.xml(text);
      case TOML -> c.toml(text);
      case ENV -> c.env(text);
    }
    return c;
  }

  int size() {
    return size;
  }

  int start(int i) {
    return bounds[2 * i];
  }

  int end(int i) {
    return bounds[2 * i + 1];
  }

  void add(int start, int end) {
    if (2 * size + 2 > bounds.length) {
      bounds = Arrays.copyOf(bounds, bounds.length * 2);
    }
    bounds[2 * size] = start;
    bounds[2 * size + 1] = end;
    size++;
  }

  static int lineEnd(String t, int from) {
    int e = t.indexOf('\n', from);
    return e < 0 ? t.length() : e;
  }

  static boolean blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
  }

  // A logical line whose first non-blank character is '#' or '!'; a line continued by an odd
  // number of backslashes runs on into the next physical line.
  private void properties(String t) {
    int i = 0;
    int n = t.length();
    while (i < n) {
      int end = lineEnd(t, i);
      int j = i;
      while (j < end && (t.charAt(j) == ' ' || t.charAt(j) == '\t' || t.charAt(j) == '\f')) {
        j++;
      }
      if (j < end && (t.charAt(j) == '#' || t.charAt(j) == '!')) {
        add(j, end);   // a comment line is never continued
        i = end + 1;
        continue;
      }
      // A value line: skip its continuation lines.
      while (end < n && continued(t, i, end)) {
        i = end + 1;
        end = lineEnd(t, i);
      }
      i = end + 1;
    }
  }

  private static boolean continued(String t, int lineStart, int end) {
    int e = end > lineStart && t.charAt(end - 1) == '\r' ? end - 1 : end;
    int backslashes = 0;
    while (e - 1 - backslashes >= lineStart && t.charAt(e - 1 - backslashes) == '\\') {
      backslashes++;
    }
    return backslashes % 2 == 1;
  }

  // "//" and "/* */" outside "..." strings (with \ escapes); Java adds 'c' and """ text blocks;
  // HOCON adds '#' and """ strings and has no block comments.
  private void cStyle(String t, boolean chars, boolean textBlocks, boolean hocon) {
    int n = t.length();
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (c == '"') {
        if ((textBlocks || hocon) && t.startsWith("\"\"\"", i)) {
          int close = t.indexOf("\"\"\"", i + 3);
          if (textBlocks) {
            close = textBlockEnd(t, i + 3);
          }
          i = close < 0 ? n : close + 3;
        } else {
          i = quotedEnd(t, i + 1, '"', true);
        }
      } else if (chars && c == '\'') {
        i = quotedEnd(t, i + 1, '\'', true);
      } else if (c == '/' && i + 1 < n && t.charAt(i + 1) == '/' || hocon && c == '#') {
        int end = lineEnd(t, i);
        add(i, end);
        i = end;
      } else if (!hocon && c == '/' && i + 1 < n && t.charAt(i + 1) == '*') {
        int close = t.indexOf("*/", i + 2);
        int end = close < 0 ? n : close + 2;
        add(i, end);
        i = end;
      } else {
        i++;
      }
    }
  }

  // After the opening """ of a Java text block: the index of its closing """ (\" escapes a quote).
  private static int textBlockEnd(String t, int from) {
    int i = from;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == '"' && t.startsWith("\"\"\"", i)) {
        return i;
      } else {
        i++;
      }
    }
    return -1;
  }

  // The index after the quote that closes a string opened before `from`; a string that runs to a
  // line end ends there (an unclosed literal does not swallow the file).
  static int quotedEnd(String t, int from, char quote, boolean backslashEscapes) {
    int i = from;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (backslashEscapes && c == '\\') {
        i += 2;
      } else if (c == quote) {
        return i + 1;
      } else if (c == '\n') {
        return i;
      } else {
        i++;
      }
    }
    return t.length();
  }

  // <!-- ... -->, skipping <![CDATA[ ... ]]> and <? ... ?> whose text may hold "<!--".
  private void xml(String t) {
    int i = t.indexOf('<');
    while (i >= 0) {
      int next;
      if (t.startsWith("<!--", i)) {
        int close = t.indexOf("-->", i + 4);
        next = close < 0 ? t.length() : close + 3;
        add(i, next);
      } else if (t.startsWith("<![CDATA[", i)) {
        int close = t.indexOf("]]>", i + 9);
        next = close < 0 ? t.length() : close + 3;
      } else if (t.startsWith("<?", i)) {
        int close = t.indexOf("?>", i + 2);
        next = close < 0 ? t.length() : close + 2;
      } else {
        next = i + 1;
      }
      i = next >= t.length() ? -1 : t.indexOf('<', next);
    }
  }

  // '#' outside "basic", 'literal', """multi-line""" and '''multi-line''' strings.
  private void toml(String t) {
    int n = t.length();
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (c == '"' || c == '\'') {
        String triple = c == '"' ? "\"\"\"" : "'''";
        if (t.startsWith(triple, i)) {
          int close = c == '"' ? multiLineBasicEnd(t, i + 3) : t.indexOf(triple, i + 3);
          i = close < 0 ? n : close + 3;
        } else {
          i = quotedEnd(t, i + 1, c, c == '"');
        }
      } else if (c == '#') {
        int end = lineEnd(t, i);
        add(i, end);
        i = end;
      } else {
        i++;
      }
    }
  }

  private static int multiLineBasicEnd(String t, int from) {
    int i = from;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (t.startsWith("\"\"\"", i)) {
        return i;
      } else {
        i++;
      }
    }
    return -1;
  }

  // '#' at a line start or after a blank, outside "double" (may span lines, \ escapes) and
  // 'single' quoted values; a quote opens a value only after '=' or a blank.
  private void env(String t) {
    int n = t.length();
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      boolean opens = i == 0 || t.charAt(i - 1) == '=' || blank(t.charAt(i - 1));
      if (c == '"' && opens) {
        i = spanningEnd(t, i + 1, '"');
      } else if (c == '\'' && opens) {
        int close = t.indexOf('\'', i + 1);
        i = close < 0 ? n : close + 1;
      } else if (c == '#' && (i == 0 || blank(t.charAt(i - 1)))) {
        int end = lineEnd(t, i);
        add(i, end);
        i = end;
      } else {
        i++;
      }
    }
  }

  // After an opening '"' that may span lines: the index after its closing quote.
  static int spanningEnd(String t, int from, char quote) {
    int i = from;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == quote) {
        return i + 1;
      } else {
        i++;
      }
    }
    return t.length();
  }
}
