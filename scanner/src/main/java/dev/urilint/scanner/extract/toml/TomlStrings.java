package dev.urilint.scanner.extract.toml;

import dev.urilint.scanner.extract.ValueBuilder;

/**
 * Decodes one TOML string literal from the raw text with an offset per char: basic ({@code "…"},
 * escapes {@code \b \t \n \f \r \e \" \\ \}{@code uXXXX \}{@code UXXXXXXXX}), literal ({@code
 * '…'}), and both multi-line forms ({@code """…"""}, {@code '''…'''}) with the newline right after
 * the opening delimiter trimmed and, in basic strings, the line-ending backslash that swallows the
 * following white space and newlines.
 */
final class TomlStrings {

  private final String text;
  private int end;

  TomlStrings(String text) {
    this.text = text;
  }

  /** Offset just after the value's last content char (before the closing delimiter). */
  int end() {
    return end;
  }

  /** Decodes the literal whose opening quote is at {@code start}. */
  ValueBuilder decode(int start) {
    char quote = text.charAt(start);
    boolean basic = quote == '"';
    boolean multi = text.startsWith(basic ? "\"\"\"" : "'''", start);
    int n = text.length();
    int i = start + (multi ? 3 : 1);
    if (multi) {
      if (i < n && text.charAt(i) == '\n') {
        i++;
      } else if (text.startsWith("\r\n", i)) {
        i += 2;
      }
    }
    ValueBuilder out = new ValueBuilder();
    while (i < n) {
      char c = text.charAt(i);
      if (c == quote) {
        if (!multi) {
          break;
        }
        int run = 0;
        while (i + run < n && text.charAt(i + run) == quote) {
          run++;
        }
        if (run >= 3) {
          for (int k = 0; k < Math.min(run - 3, 2); k++) {
            out.append(quote, i + k);
          }
          i += Math.min(run - 3, 2);
          break;
        }
        out.appendVerbatim(text, i, i + run);
        i += run;
      } else if (c == '\\' && basic && i + 1 < n) {
        i = escape(i, multi, out);
      } else if (!multi && (c == '\n' || c == '\r')) {
        break;
      } else {
        out.append(c, i++);
      }
    }
    end = Math.min(i, n);
    return out;
  }

  private int escape(int i, boolean multi, ValueBuilder out) {
    int n = text.length();
    if (multi) {
      int j = i + 1;
      while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
        j++;
      }
      if (j < n && (text.charAt(j) == '\n' || text.charAt(j) == '\r')) {
        while (j < n && Character.isWhitespace(text.charAt(j))) {
          j++;
        }
        return j;
      }
    }
    char d = text.charAt(i + 1);
    int hex = d == 'u' ? 4 : d == 'U' ? 8 : d == 'x' ? 2 : 0;
    if (hex > 0 && i + 2 + hex <= n) {
      int cp = 0;
      for (int k = i + 2; k < i + 2 + hex; k++) {
        int digit = Character.digit(text.charAt(k), 16);
        cp = digit < 0 || cp > 0x10FFFF ? -1 : cp * 16 + digit;
        if (cp < 0) {
          break;
        }
      }
      if (cp >= 0 && Character.isValidCodePoint(cp)) {
        out.appendCodePoint(cp, i);
        return i + 2 + hex;
      }
    }
    char decoded =
        switch (d) {
          case 'b' -> '\b';
          case 't' -> '\t';
          case 'n' -> '\n';
          case 'f' -> '\f';
          case 'r' -> '\r';
          case 'e' -> '\u001B';
          default -> d;
        };
    out.append(decoded, i);
    return i + 2;
  }
}
