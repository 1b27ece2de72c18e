package dev.urilint.source;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The one Java literal decoder: the value of a string literal or text block exactly as javac
 * computes it, with each character mapped back to the source text it was written as. The Error
 * Prone check uses it to point a diagnostic at the offending character and to rewrite just that
 * part; the scanner decodes every literal JavaParser finds with it, so both report the same column.
 *
 * <p>javac turns source into a value in three steps, and this class replays them keeping offsets:
 * Unicode escapes ({@code \u0041}) are translated before lexing, even inside literals; a text block
 * then loses its incidental indentation and trailing spaces ({@link String#stripIndent()}); last,
 * escape sequences ({@code \t}, {@code \\}, octal {@code \101}, and in text blocks {@code \s} and
 * the line continuation {@code \<newline>}) are interpreted.
 *
 * <pre>{@code
 * // source: URI.create("a\tb")   the literal starts at offset 11
 * JavaLiteral map = JavaLiteral.of(source, 11, 19).orElseThrow();
 * map.value();       // "a<TAB>b"
 * map.start(2);      // 15: the 'b' (the escape "\t" took two source characters)
 * }</pre>
 */
public final class JavaLiteral {

  private final String value;
  private final int[] starts;
  private final int[] ends;
  private final int contentEnd;
  private final boolean textBlock;

  private JavaLiteral(String value, int[] starts, int[] ends, int contentEnd, boolean textBlock) {
    this.value = value;
    this.starts = starts;
    this.ends = ends;
    this.contentEnd = contentEnd;
    this.textBlock = textBlock;
  }

  /**
   * Reads the literal at {@code [start, end)} of {@code source} (quotes included).
   *
   * @return empty when the text there is not a string literal or text block this class understands
   */
  public static Optional<JavaLiteral> of(CharSequence source, int start, int end) {
    if (start < 0 || end > source.length() || end - start < 2) {
      return Optional.empty();
    }
    List<Unit> units = UnicodeEscapes.translate(source, start, end);
    if (units.size() >= 6 && isQuotes(units, 0) && isQuotes(units, units.size() - 3)) {
      return textBlock(units);
    }
    if (units.size() >= 2 && units.get(0).c == '"' && units.get(units.size() - 1).c == '"') {
      Unit close = units.get(units.size() - 1);
      return interpret(units.subList(1, units.size() - 1), close.start, false);
    }
    return Optional.empty();
  }

  /** The string value javac computes for the literal. */
  public String value() {
    return value;
  }

  /** Source offset of the first character written for value character {@code index}. */
  public int start(int index) {
    return index < starts.length ? starts[index] : contentEnd;
  }

  /** Source offset just after the last character written for value character {@code index}. */
  public int end(int index) {
    return index < ends.length ? ends[index] : contentEnd;
  }

  /** Source offset of the closing quote: where text appended to the value would go. */
  public int contentEnd() {
    return contentEnd;
  }

  /** Whether the literal is a text block ({@code """..."""}). */
  public boolean isTextBlock() {
    return textBlock;
  }

  private static boolean isQuotes(List<Unit> units, int at) {
    return units.get(at).c == '"' && units.get(at + 1).c == '"' && units.get(at + 2).c == '"';
  }

  // JLS §3.10.6: the content starts after the line terminator that ends the opening delimiter.
  private static Optional<JavaLiteral> textBlock(List<Unit> units) {
    int i = 3;
    while (i < units.size() - 3 && (units.get(i).c == ' ' || units.get(i).c == '\t' || units.get(i).c == '\f')) {
      i++;
    }
    if (i >= units.size() - 3 || (units.get(i).c != '\n' && units.get(i).c != '\r')) {
      return Optional.empty();
    }
    i += units.get(i).c == '\r' && units.get(i + 1).c == '\n' ? 2 : 1;
    Unit close = units.get(units.size() - 3);
    List<Unit> content = TextBlockIndentation.strip(normalizeLineEnds(units.subList(i, units.size() - 3)));
    return interpret(content, close.start, true);
  }

  // Line terminators (CR, LF, CRLF) become one LF that covers the source characters it replaced.
  private static List<Unit> normalizeLineEnds(List<Unit> units) {
    List<Unit> out = new ArrayList<>(units.size());
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (u.c == '\r') {
        boolean crlf = i + 1 < units.size() && units.get(i + 1).c == '\n';
        out.add(new Unit('\n', u.start, crlf ? units.get(++i).end : u.end));
      } else {
        out.add(u);
      }
    }
    return out;
  }

  // JLS §3.10.7: escape sequences, each producing one character (or none for a line continuation).
  private static Optional<JavaLiteral> interpret(List<Unit> units, int contentEnd, boolean textBlock) {
    StringBuilder value = new StringBuilder(units.size());
    int[] starts = new int[units.size()];
    int[] ends = new int[units.size()];
    int i = 0;
    while (i < units.size()) {
      Unit u = units.get(i);
      if (u.c != '\\') {
        starts[value.length()] = u.start;
        ends[value.length()] = u.end;
        value.append(u.c);
        i++;
        continue;
      }
      if (i + 1 >= units.size()) {
        return Optional.empty();
      }
      char e = units.get(i + 1).c;
      int next = i + 2;
      int produced;
      if (e >= '0' && e <= '7') {
        int maxDigits = e <= '3' ? 3 : 2;
        int code = 0;
        int j = i + 1;
        while (j < units.size() && j < i + 1 + maxDigits && units.get(j).c >= '0' && units.get(j).c <= '7') {
          code = code * 8 + (units.get(j).c - '0');
          j++;
        }
        produced = code;
        next = j;
      } else if (e == '\n' && textBlock) {
        i = next;
        continue;
      } else {
        produced = simpleEscape(e);
        if (produced < 0) {
          return Optional.empty();
        }
      }
      starts[value.length()] = u.start;
      ends[value.length()] = units.get(next - 1).end;
      value.append((char) produced);
      i = next;
    }
    int n = value.length();
    return Optional.of(
        new JavaLiteral(value.toString(), Arrays.copyOf(starts, n), Arrays.copyOf(ends, n), contentEnd, textBlock));
  }

  private static int simpleEscape(char e) {
    return switch (e) {
      case 'b' -> '\b';
      case 't' -> '\t';
      case 'n' -> '\n';
      case 'f' -> '\f';
      case 'r' -> '\r';
      case 's' -> ' ';
      case '"' -> '"';
      case '\'' -> '\'';
      case '\\' -> '\\';
      default -> -1;
    };
  }

  /** One character after Unicode-escape translation and the source range it was written as. */
  record Unit(char c, int start, int end) {}
}
