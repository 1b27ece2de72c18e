package dev.urilint.scanner.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * Decodes a Java string literal or text block from its raw source range with an offset per char,
 * in the order the JLS prescribes: Unicode escapes first (JLS 3.3, each translated char sits at
 * its {@code \}), then for text blocks line terminators normalized, incidental white space
 * stripped and trailing white space removed (JLS 3.10.6), then escape sequences (JLS 3.10.7,
 * including {@code \s}, octal escapes and the text-block {@code \<line terminator>}), each decoded
 * char mapped to its backslash.
 */
final class JavaLiteralDecoder {

  private JavaLiteralDecoder() {}

  /** Decodes the literal occupying {@code text[begin, endExclusive)}, delimiters included. */
  static ValueBuilder decode(String text, int begin, int endExclusive, boolean textBlock) {
    ValueBuilder raw = translateUnicode(text, begin, endExclusive);
    ValueBuilder content;
    if (textBlock) {
      int from = 3;
      while (from < raw.length() && raw.charAt(from) != '\n' && raw.charAt(from) != '\r') {
        from++;
      }
      if (from < raw.length() && raw.charAt(from) == '\r' && from + 1 < raw.length()
          && raw.charAt(from + 1) == '\n') {
        from++;
      }
      content = stripIndent(slice(raw, from + 1, raw.length() - 3));
    } else {
      content = slice(raw, 1, raw.length() - 1);
    }
    return translateEscapes(content);
  }

  /** JLS 3.3: {@code \}{@code uXXXX} (any number of {@code u}s) where the backslash is eligible. */
  private static ValueBuilder translateUnicode(String text, int begin, int end) {
    ValueBuilder out = new ValueBuilder();
    int backslashes = 0;
    int i = begin;
    while (i < end) {
      char c = text.charAt(i);
      if (c == '\\' && backslashes % 2 == 0 && i + 1 < end && text.charAt(i + 1) == 'u') {
        int j = i + 1;
        while (j < end && text.charAt(j) == 'u') {
          j++;
        }
        if (j + 4 <= end) {
          int value = 0;
          boolean ok = true;
          for (int k = j; k < j + 4; k++) {
            int digit = Character.digit(text.charAt(k), 16);
            ok &= digit >= 0;
            value = value * 16 + Math.max(digit, 0);
          }
          if (ok) {
            out.append((char) value, i);
            i = j + 4;
            backslashes = 0;
            continue;
          }
        }
      }
      backslashes = c == '\\' ? backslashes + 1 : 0;
      out.append(c, i++);
    }
    return out;
  }

  private static ValueBuilder slice(ValueBuilder source, int from, int to) {
    ValueBuilder out = new ValueBuilder();
    for (int i = from; i < to; i++) {
      out.append(source.charAt(i), source.offsetAt(i));
    }
    return out;
  }

  /** JLS 3.10.6 steps 1 and 2: normalize line ends, strip incidental and trailing white space. */
  private static ValueBuilder stripIndent(ValueBuilder content) {
    List<ValueBuilder> lines = new ArrayList<>();
    List<Integer> breaks = new ArrayList<>();
    ValueBuilder line = new ValueBuilder();
    for (int i = 0; i < content.length(); i++) {
      char c = content.charAt(i);
      if (c == '\r' || c == '\n') {
        breaks.add(content.offsetAt(i));
        if (c == '\r' && i + 1 < content.length() && content.charAt(i + 1) == '\n') {
          i++;
        }
        lines.add(line);
        line = new ValueBuilder();
      } else {
        line.append(c, content.offsetAt(i));
      }
    }
    lines.add(line);
    int min = Integer.MAX_VALUE;
    for (int l = 0; l < lines.size(); l++) {
      ValueBuilder current = lines.get(l);
      int lead = leadingWhite(current);
      boolean last = l == lines.size() - 1;
      if (lead < current.length() || last) {
        min = Math.min(min, lead);
      }
    }
    ValueBuilder out = new ValueBuilder();
    for (int l = 0; l < lines.size(); l++) {
      ValueBuilder current = lines.get(l);
      int end = current.length();
      while (end > 0 && Character.isWhitespace(current.charAt(end - 1))) {
        end--;
      }
      for (int i = Math.min(min, end); i < end; i++) {
        out.append(current.charAt(i), current.offsetAt(i));
      }
      if (l < breaks.size()) {
        out.append('\n', breaks.get(l));
      }
    }
    return out;
  }

  private static int leadingWhite(ValueBuilder line) {
    int i = 0;
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    return i;
  }

  /** JLS 3.10.7. */
  private static ValueBuilder translateEscapes(ValueBuilder in) {
    ValueBuilder out = new ValueBuilder();
    int n = in.length();
    int i = 0;
    while (i < n) {
      char c = in.charAt(i);
      int at = in.offsetAt(i);
      if (c != '\\' || i + 1 >= n) {
        out.append(c, at);
        i++;
        continue;
      }
      char d = in.charAt(i + 1);
      if (d >= '0' && d <= '7') {
        int max = d <= '3' ? 3 : 2;
        int value = 0;
        int j = i + 1;
        while (j < n && j < i + 1 + max && in.charAt(j) >= '0' && in.charAt(j) <= '7') {
          value = value * 8 + (in.charAt(j) - '0');
          j++;
        }
        out.append((char) value, at);
        i = j;
        continue;
      }
      i += 2;
      switch (d) {
        case 'b' -> out.append('\b', at);
        case 't' -> out.append('\t', at);
        case 'n' -> out.append('\n', at);
        case 'f' -> out.append('\f', at);
        case 'r' -> out.append('\r', at);
        case 's' -> out.append(' ', at);
        case '\n' -> {
          // a text block's escaped line terminator joins the lines
        }
        default -> out.append(d, at);
      }
    }
    return out;
  }
}
