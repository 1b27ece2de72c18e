package dev.urilint.scanner.extract.yaml;

import dev.urilint.scanner.extract.ExtractedValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Go-template actions ({@code {{ .Values.host }}}, {@code {{- if .Values.tls }}}) in a YAML file,
 * replaced by same-length filler so that a Helm chart's templates parse as YAML, and put back
 * into the extracted values afterwards so the rules see (and skip) the placeholders.
 *
 * <p>An action alone on its line becomes spaces (a blank line), or in a second reading a comment
 * line ({@link #asComments}); an action inside a value becomes {@code x}s, which every scalar style
 * accepts. Newlines are kept, so lines and offsets do not
 * move, and so is the indentation after a newline inside an action, which YAML reads.
 *
 * <pre>{@code
 * TemplateBlanks t = TemplateBlanks.of("url: https://{{ .Values.host }}/v1\n");
 * t.text();   // "url: https://xxxxxxxxxxxxxxxxxx/v1\n"
 * }</pre>
 */
final class TemplateBlanks {

  private final String original;
  private final String text;
  private final List<int[]> spans;

  private TemplateBlanks(String original, String text, List<int[]> spans) {
    this.original = original;
    this.text = text;
    this.spans = spans;
  }

  /** Finds the actions of {@code original}; without any, {@link #text()} is {@code original}. */
  static TemplateBlanks of(String original) {
    return of(original, false);
  }

  /**
   * As {@link #of}, but each action alone on its line is a comment line ({@code #} and spaces):
   * the second reading of a chart the first could not parse. A block scalar filled by an action
   * ({@code config.yaml: |} then {@code {{ $config | indent 4 }}}) is, with a blank line of spaces
   * there, a block of leading empty lines longer than its content, which YAML rejects; with a
   * comment it is empty, or starts at the comment's indentation.
   */
  static TemplateBlanks asComments(String original) {
    return of(original, true);
  }

  /** Whether the text held any action. */
  boolean hasActions() {
    return !spans.isEmpty();
  }

  private static TemplateBlanks of(String original, boolean comments) {
    int open = original.indexOf("{{");
    if (open < 0) {
      return new TemplateBlanks(original, original, List.of());
    }
    StringBuilder out = new StringBuilder(original);
    List<int[]> spans = new ArrayList<>();
    while (open >= 0) {
      int close = original.indexOf("}}", open + 2);
      if (close < 0) {
        break;
      }
      int end = close + 2;
      boolean alone = aloneOnLine(original, open, end);
      char fill = alone ? ' ' : 'x';
      boolean lineStart = false;
      for (int i = open; i < end; i++) {
        char c = original.charAt(i);
        if (c == '\n' || c == '\r') {
          lineStart = true;
          continue;
        }
        // An action spanning lines (a GitHub Actions "${{ a &&\n    b }}" in a block scalar)
        // keeps the next line's indentation: filler there would end the block.
        if (lineStart && (c == ' ' || c == '\t')) {
          continue;
        }
        lineStart = false;
        out.setCharAt(i, fill);
      }
      if (alone && comments) {
        out.setCharAt(open, '#');
      }
      spans.add(new int[] {open, end});
      open = original.indexOf("{{", end);
    }
    return new TemplateBlanks(original, out.toString(), spans);
  }

  private static boolean aloneOnLine(String s, int start, int end) {
    for (int i = start - 1; i >= 0 && s.charAt(i) != '\n'; i--) {
      if (!Character.isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    for (int i = end; i < s.length() && s.charAt(i) != '\n'; i++) {
      if (!Character.isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** The text to parse. */
  String text() {
    return text;
  }

  /** {@code values} with the filler characters replaced by the actions they stand for. */
  List<ExtractedValue> restore(List<ExtractedValue> values) {
    if (spans.isEmpty()) {
      return values;
    }
    List<ExtractedValue> out = new ArrayList<>(values.size());
    for (ExtractedValue v : values) {
      char[] chars = v.value().toCharArray();
      boolean changed = false;
      for (int i = 0; i < chars.length; i++) {
        int offset = v.sourceOffset(i);
        // A char equal to the filler under it was copied from it; anything else there (a space
        // folded from a line break) was not. The next char's offset says nothing: a fold may follow.
        if (covered(offset) && chars[i] == text.charAt(offset)) {
          chars[i] = original.charAt(offset);
          changed = true;
        }
      }
      out.add(
          changed
              ? new ExtractedValue(new String(chars), v.key(), v.usage(), v.sourceOffsets(), v.suppressed())
              : v);
    }
    return out;
  }

  // Spans are in file order and do not overlap: a binary search keeps restoring linear-ish in a
  // file of many actions (a scan of each span per char was values x actions).
  private boolean covered(int offset) {
    int lo = 0;
    int hi = spans.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int[] span = spans.get(mid);
      if (offset < span[0]) {
        hi = mid - 1;
      } else if (offset >= span[1]) {
        lo = mid + 1;
      } else {
        return true;
      }
    }
    return false;
  }
}
