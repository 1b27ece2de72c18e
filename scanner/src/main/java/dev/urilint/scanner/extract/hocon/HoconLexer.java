package dev.urilint.scanner.extract.hocon;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds every value expression of a HOCON document (already accepted by Typesafe Config) with an
 * offset per char, because Typesafe Config only reports line numbers. A value is what follows a
 * key's {@code =}/{@code :}/{@code +=}, or an array element, up to a line break, {@code ,},
 * {@code }}, {@code ]} or a comment: quoted parts are JSON-decoded, triple-quoted parts taken
 * verbatim, substitutions {@code ${...}} kept as written, unquoted text as is, white space between
 * parts kept and around the whole trimmed. Nesting is an explicit stack.
 */
final class HoconLexer {

  /**
   * One value expression; {@code substitution} when it holds a {@code ${...}}. Its value is built
   * here, once, without a key: the extracted value shares its text and offsets ({@link #under}),
   * so a file of many values holds one copy of each, not a builder per value besides.
   */
  record Expression(int start, ExtractedValue value, int end, boolean substitution) {

    /** The value, under {@code key}. */
    ExtractedValue under(Optional<String> key) {
      return new ExtractedValue(value.value(), key, value.usage(), value.sourceOffsets(), value.suppressed());
    }
  }

  private final String text;
  private final int n;
  private final List<Expression> expressions = new ArrayList<>();
  private final StringBuilder contexts = new StringBuilder();
  private int pos;

  HoconLexer(String text) {
    this.text = text;
    this.n = text.length();
  }

  List<Expression> expressions() {
    skipSpaceAndComments(true);
    if (pos < n && text.charAt(pos) == '{') {
      pos++;
    }
    contexts.append('o');
    while (pos < n) {
      skipSpaceAndComments(true);
      if (pos >= n) {
        break;
      }
      char c = text.charAt(pos);
      if (c == ',') {
        pos++;
      } else if (c == '}' || c == ']') {
        pos++;
        if (contexts.length() > 1) {
          contexts.setLength(contexts.length() - 1);
        }
      } else if (inArray()) {
        value();
      } else {
        keyThenValue();
      }
    }
    return expressions;
  }

  private boolean inArray() {
    return contexts.length() > 0 && contexts.charAt(contexts.length() - 1) == 'a';
  }

  private void keyThenValue() {
    if (text.startsWith("include", pos) && !text.startsWith("include", pos + 1)) {
      int after = pos + 7;
      if (after < n && (text.charAt(after) == ' ' || text.charAt(after) == '\t')) {
        skipToLineEnd();
        return;
      }
    }
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '"') {
        pos = quotedEnd(pos);
      } else if (c == '=' || c == ':') {
        pos++;
        value();
        return;
      } else if (c == '+' && pos + 1 < n && text.charAt(pos + 1) == '=') {
        pos += 2;
        value();
        return;
      } else if (c == '{') {
        pos++;
        contexts.append('o');
        return;
      } else if (c == '\n' || c == '}') {
        return;
      } else {
        pos++;
      }
    }
  }

  private void value() {
    skipSpaceAndComments(false);
    if (pos >= n) {
      return;
    }
    char first = text.charAt(pos);
    if (first == '{') {
      pos++;
      contexts.append('o');
      return;
    }
    if (first == '[') {
      pos++;
      contexts.append('a');
      return;
    }
    ValueBuilder out = new ValueBuilder();
    int start = pos;
    int end = pos;
    boolean substitution = false;
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '\n' || c == ',' || c == '}' || c == ']' || c == '#' || c == '{' || c == '['
          || text.startsWith("//", pos)) {
        break;
      }
      if (text.startsWith("\"\"\"", pos)) {
        int close = text.indexOf("\"\"\"", pos + 3);
        close = close < 0 ? n : close;
        while (close + 3 < n && text.charAt(close + 3) == '"') {
          close++;
        }
        out.appendVerbatim(text, pos + 3, close);
        pos = Math.min(close + 3, n);
        end = close;
      } else if (c == '"') {
        end = quoted(out);
      } else if (text.startsWith("${", pos)) {
        int close = text.indexOf('}', pos);
        close = close < 0 ? n - 1 : close;
        out.appendVerbatim(text, pos, close + 1);
        pos = close + 1;
        end = pos;
        substitution = true;
      } else {
        out.append(c, pos++);
        if (c != ' ' && c != '\t' && c != '\r') {
          end = pos;
        }
      }
    }
    trimTrailing(out, end);
    if (out.length() > 0) {
      expressions.add(
          new Expression(start, out.build(end, Optional.empty(), Optional.empty()), end, substitution));
    }
  }

  /** Drops trailing blanks appended after the last real char. */
  private static void trimTrailing(ValueBuilder out, int end) {
    int keep = out.length();
    while (keep > 0 && out.offsetAt(keep - 1) >= end) {
      keep--;
    }
    out.truncate(keep);
  }

  /** Decodes the JSON-style string at {@code pos}; returns the offset of its closing quote. */
  private int quoted(ValueBuilder out) {
    int i = pos + 1;
    while (i < n && text.charAt(i) != '"' && text.charAt(i) != '\n') {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < n) {
        char d = text.charAt(i + 1);
        switch (d) {
          case 'n' -> out.append('\n', i);
          case 't' -> out.append('\t', i);
          case 'r' -> out.append('\r', i);
          case 'b' -> out.append('\b', i);
          case 'f' -> out.append('\f', i);
          case 'u' -> {
            int code = hex4(i + 2);
            if (code >= 0) {
              out.append((char) code, i);
              i += 4;
            } else {
              out.append(d, i); // not an escape Typesafe Config would accept: the lexer is off track
            }
          }
          default -> out.append(d, i);
        }
        i += 2;
      } else {
        out.append(c, i++);
      }
    }
    pos = Math.min(i + 1, n);
    return i;
  }

  /** The four hex digits at {@code i} as a number, or -1. */
  private int hex4(int i) {
    if (i + 4 > n) {
      return -1;
    }
    int code = 0;
    for (int k = i; k < i + 4; k++) {
      int digit = Character.digit(text.charAt(k), 16);
      if (digit < 0) {
        return -1;
      }
      code = code * 16 + digit;
    }
    return code;
  }

  private int quotedEnd(int i) {
    i++;
    while (i < n && text.charAt(i) != '"' && text.charAt(i) != '\n') {
      i += text.charAt(i) == '\\' ? 2 : 1;
    }
    return Math.min(i + 1, n);
  }

  private void skipSpaceAndComments(boolean newlines) {
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\uFEFF' || (newlines && c == '\n')) {
        pos++;
      } else if (c == '#' || text.startsWith("//", pos)) {
        skipToLineEnd();
      } else {
        return;
      }
    }
  }

  private void skipToLineEnd() {
    while (pos < n && text.charAt(pos) != '\n') {
      pos++;
    }
  }
}
