package dev.urilint.scanner.extract.yaml;

import dev.urilint.scanner.extract.ValueBuilder;

/**
 * Decodes YAML plain, single-quoted and double-quoted scalars from their raw source range with an
 * offset per char (YAML 1.2 §7.3, §7.4 "line folding"): white space around a line break is
 * dropped, one break folds to a space (mapped to the break), {@code n > 1} breaks become {@code
 * n - 1} newlines (each mapped to its break), {@code ''} is a quote, and double-quoted escapes
 * including {@code \}-escaped line breaks are decoded, each char mapped to its backslash.
 */
final class YamlFlowScalars {

  private YamlFlowScalars() {}

  /**
   * @param start offset of the scalar's first char (the opening quote when quoted)
   * @param end offset just after it (after the closing quote when quoted)
   */
  static ValueBuilder decode(String text, int start, int end, boolean single, boolean dbl) {
    ValueBuilder out = new ValueBuilder();
    int i = start;
    int stop = end;
    if (single || dbl) {
      i++;
      stop--;
    }
    while (i < stop) {
      char c = text.charAt(i);
      if (single && c == '\'' && i + 1 < stop && text.charAt(i + 1) == '\'') {
        out.append('\'', i);
        i += 2;
      } else if (dbl && c == '\\' && i + 1 < stop) {
        if (isBreak(text.charAt(i + 1))) {
          i = skipBlanks(text, skipBreak(text, i + 1), stop);
        } else {
          i = escape(text, i, out);
        }
      } else if (c == ' ' || c == '\t') {
        int j = skipBlanks(text, i, stop);
        if (j >= stop || !isBreak(text.charAt(j))) {
          out.appendVerbatim(text, i, j);
        }
        i = j;
      } else if (isBreak(c)) {
        i = fold(text, i, stop, out);
      } else {
        out.append(c, i++);
      }
    }
    return out;
  }

  /** Folds the line break at {@code i} and any empty lines after it; returns the next offset. */
  private static int fold(String text, int i, int stop, ValueBuilder out) {
    int first = i;
    int next = skipBreak(text, i);
    boolean emptyLines = false;
    while (true) {
      int k = skipBlanks(text, next, stop);
      if (k < stop && isBreak(text.charAt(k))) {
        out.append('\n', k);
        emptyLines = true;
        next = skipBreak(text, k);
      } else {
        next = k;
        break;
      }
    }
    if (!emptyLines) {
      out.append(' ', first);
    }
    return next;
  }

  /** Decodes the escape at {@code i} (a backslash); returns the offset after it. */
  private static int escape(String text, int i, ValueBuilder out) {
    char d = text.charAt(i + 1);
    int hex =
        switch (d) {
          case 'x' -> 2;
          case 'u' -> 4;
          case 'U' -> 8;
          default -> 0;
        };
    if (hex > 0) {
      int cp = i + 2 + hex <= text.length() ? parseHex(text, i + 2, i + 2 + hex) : -1;
      if (cp >= 0 && Character.isValidCodePoint(cp)) {
        out.appendCodePoint(cp, i);
        return i + 2 + hex;
      }
      out.append(d, i);
      return i + 2;
    }
    char decoded =
        switch (d) {
          case '0' -> '\0';
          case 'a' -> '\u0007';
          case 'b' -> '\b';
          case 't', '\t' -> '\t';
          case 'n' -> '\n';
          case 'v' -> '\u000B';
          case 'f' -> '\f';
          case 'r' -> '\r';
          case 'e' -> '\u001B';
          case 'N' -> '\u0085';
          case '_' -> '\u00A0';
          case 'L' -> '\u2028';
          case 'P' -> '\u2029';
          default -> d;
        };
    out.append(decoded, i);
    return i + 2;
  }

  private static int parseHex(String text, int from, int to) {
    int value = 0;
    for (int i = from; i < to; i++) {
      int digit = Character.digit(text.charAt(i), 16);
      if (digit < 0) {
        return -1;
      }
      value = value * 16 + digit;
    }
    return value;
  }

  static boolean isBreak(char c) {
    return c == '\n' || c == '\r';
  }

  static int skipBreak(String text, int i) {
    if (text.charAt(i) == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
      return i + 2;
    }
    return i + 1;
  }

  private static int skipBlanks(String text, int i, int stop) {
    while (i < stop && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }
}
