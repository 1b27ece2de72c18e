package dev.urilint.scanner.extract;

import java.util.Arrays;

/**
 * Turns 0-based char offsets of a text into 1-based lines and columns, as every report shows them.
 * A line ends at {@code \n}, {@code \r\n} or a lone {@code \r}; columns count chars (UTF-16 code
 * units), the way SARIF's default {@code columnKind} and editors count them.
 *
 * <pre>{@code
 * LineIndex lines = LineIndex.of("a: 1\nurl: http://x\n");
 * lines.line(10);     // 2
 * lines.column(10);   // 6
 * lines.lineStart(2); // 5
 * }</pre>
 */
public final class LineIndex {

  private final int[] lineStarts;
  private final int length;
  private final int[] sourceOffsets; // null: offsets are the text's own

  private LineIndex(int[] lineStarts, int length, int[] sourceOffsets) {
    this.lineStarts = lineStarts;
    this.length = length;
    this.sourceOffsets = sourceOffsets;
  }

  /**
   * Indexes a translation of a source ({@code text}, Java with its Unicode escapes translated):
   * {@link #offset} and {@link #endOffset} answer in the source, through {@code sourceOffsets}
   * (one per char of {@code text}, plus the source's length).
   */
  public static LineIndex ofTranslation(CharSequence text, int[] sourceOffsets) {
    LineIndex own = of(text);
    return new LineIndex(own.lineStarts, own.length, sourceOffsets);
  }

  /** Indexes the line starts of {@code text} in one pass. */
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
    return new LineIndex(Arrays.copyOf(starts, count), n, null);
  }

  /** Number of lines; a text ending in a line break has an empty last line. */
  public int lineCount() {
    return lineStarts.length;
  }

  /** 1-based line of {@code offset} (0 ≤ offset ≤ text length). */
  public int line(int offset) {
    checkOffset(offset);
    int found = Arrays.binarySearch(lineStarts, offset);
    return found >= 0 ? found + 1 : -found - 1;
  }

  /** 1-based column of {@code offset}, in chars. */
  public int column(int offset) {
    return offset - lineStarts[line(offset) - 1] + 1;
  }

  /** 0-based offset where 1-based {@code line} starts. */
  public int lineStart(int line) {
    if (line < 1 || line > lineStarts.length) {
      throw new IndexOutOfBoundsException("line " + line + " of " + lineStarts.length);
    }
    return lineStarts[line - 1];
  }

  /** 0-based offset of 1-based {@code line} and {@code column}. */
  public int offset(int line, int column) {
    int own = lineStart(line) + column - 1;
    return sourceOffsets == null ? own : sourceOffsets[own];
  }

  /** 0-based offset just after the char at 1-based {@code line} and {@code column}. */
  public int endOffset(int line, int column) {
    int own = lineStart(line) + column;
    return sourceOffsets == null ? own : sourceOffsets[own];
  }

  private void checkOffset(int offset) {
    if (offset < 0 || offset > length) {
      throw new IndexOutOfBoundsException("offset " + offset + " of " + length);
    }
  }
}
