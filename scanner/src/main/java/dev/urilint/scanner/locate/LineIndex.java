package dev.urilint.scanner.locate;

import java.util.Arrays;

/**
 * Turns a 0-based char offset in a file's text into a 1-based line and column. Columns count
 * UTF-16 code units (Java chars), what SARIF calls {@code utf16CodeUnits} and what editors on the
 * JVM show. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}.
 *
 * <pre>{@code
 * LineIndex idx = LineIndex.of("a=1\nurl=http://x\n");
 * idx.line(6);     // 2
 * idx.column(6);   // 3
 * }</pre>
 */
public final class LineIndex {

  private final int[] lineStarts;
  private final int length;

  private LineIndex(int[] lineStarts, int length) {
    this.lineStarts = lineStarts;
    this.length = length;
  }

  /** Indexes {@code text} in one pass. */
  public static LineIndex of(CharSequence text) {
    int[] starts = new int[16];
    int count = 1;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
    }
    return new LineIndex(Arrays.copyOf(starts, count), n);
  }

  /** The 1-based line holding {@code offset} (clamped to the text). */
  public int line(int offset) {
    int o = clamp(offset);
    int pos = Arrays.binarySearch(lineStarts, o);
    return pos >= 0 ? pos + 1 : -pos - 1;
  }

  /** The 1-based column of {@code offset} in its line. */
  public int column(int offset) {
    int o = clamp(offset);
    return o - lineStarts[line(o) - 1] + 1;
  }

  /** Number of lines (a text without a line break has one). */
  public int lineCount() {
    return lineStarts.length;
  }

  /** The offset where 1-based {@code line} starts. */
  public int lineStart(int line) {
    return lineStarts[line - 1];
  }

  private int clamp(int offset) {
    return Math.max(0, Math.min(offset, length));
  }
}
