package dev.urilint.scanner.report;

import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.secrets.Masking;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lines of a file as {@code --show-source} prints them: each masked by its own text's
 * secrets ({@link Masking#maskedSpansOfLine}) and at the regions where the scanner found its
 * values' secrets, which the line may spell so that no pattern sees them ({@code \u0040}, {@code
 * &#64;}, a concatenation). {@link ReportColumns} counts a finding's reported columns on them and
 * the console prints them, so a column and the carets under the line agree.
 *
 * <pre>{@code
 * String text = "url: https://u:Hunter2@h/a b\n";
 * new MaskedLines(text, LineIndex.of(text), List.of()).line(1).shown();
 * // "url: https://u:****@h/a b"
 * }</pre>
 *
 * <p>Each line is masked once, when first asked for. The secrets are held as packed ints per line
 * and a line's masks as int arrays ({@link Masks}), not as an object each: a 10 MB line of a
 * million passwords is placed and printed in the scan's bounded heap ({@code BoundedMemoryIT}).
 */
public final class MaskedLines {

  private final String text;
  private final LineIndex lines;
  // Per 1-based line not asked for yet: the columns (0-based, end exclusive) of its secrets.
  private final Map<Integer, LineSecrets> secrets = new HashMap<>();
  private final Map<Integer, Masks> masked = new HashMap<>();

  /**
   * @param text the file as the scanner read it
   * @param lines its line index
   * @param secrets where the secrets of its values are written
   */
  public MaskedLines(String text, LineIndex lines, List<SourceRegion> secrets) {
    this.text = text;
    this.lines = lines;
    for (SourceRegion r : secrets) {
      for (int line = r.line(); line <= r.endLine(); line++) {
        int from = line == r.line() ? r.column() - 1 : 0;
        int to = line == r.endLine() ? r.endColumn() - 1 : lineEnd(line) - lines.lineStart(line);
        this.secrets.computeIfAbsent(line, l -> new LineSecrets())
            .add(Masks.pack(Math.max(0, from), Math.max(0, Math.max(from, to))));
      }
    }
  }

  public int lineCount() {
    return lines.lineCount();
  }

  /** The 1-based {@code line} as printed, its secrets each shown as {@link Masking#MASK}. */
  public MaskedText line(int line) {
    String raw = inRange(line) ? lineText(line) : "";
    return MaskedText.of(raw, masks(line));
  }

  /** Where the masks of the 1-based {@code line} sit: none on a line out of range. */
  Masks masks(int line) {
    return masked.computeIfAbsent(line, l -> {
      if (!inRange(l)) {
        return Masks.of(List.of());
      }
      LineSecrets own = secrets.remove(l); // in the masks from now on: held once
      return own == null ? Masks.ofLine(lineText(l), new long[0], 0) : Masks.ofLine(lineText(l), own.spans, own.count);
    });
  }

  private boolean inRange(int line) {
    return line >= 1 && line <= lines.lineCount();
  }

  // The 1-based line without its end (\n, \r\n or a lone \r), as --show-source reads it.
  private String lineText(int line) {
    return text.substring(lines.lineStart(line), lineEnd(line));
  }

  private int lineEnd(int line) {
    int from = lines.lineStart(line);
    int to = line < lines.lineCount() ? lines.lineStart(line + 1) : text.length();
    if (to > from && text.charAt(to - 1) == '\n') {
      to--;
    }
    if (to > from && text.charAt(to - 1) == '\r') {
      to--;
    }
    return to;
  }

  // A growable array of packed spans: one per line, not one object per secret.
  private static final class LineSecrets {
    private long[] spans = new long[4];
    private int count;

    void add(long span) {
      if (count == spans.length) {
        spans = Arrays.copyOf(spans, count * 2);
      }
      spans[count++] = span;
    }
  }
}
