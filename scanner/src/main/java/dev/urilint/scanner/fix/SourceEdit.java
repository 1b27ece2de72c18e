package dev.urilint.scanner.fix;

/**
 * Replace the chars {@code [start, end)} of a file's text by {@code text}: a range on the
 * original text, never a re-serialization of the parsed file. Edits of one file are applied from
 * the end backwards, so each keeps its offsets.
 *
 * <pre>{@code
 * new SourceEdit(12, 17, "%20").applyTo("url: http://a/b%2520c");   // "url: http://a/b%20c"
 * }</pre>
 *
 * @param start first char replaced, 0-based, in the file's text (no byte-order mark)
 * @param end just after the last char replaced; equal to {@code start} for an insertion
 * @param text the replacement as the file spells it (quoting and escapes of its format applied)
 */
public record SourceEdit(int start, int end, String text) {

  public SourceEdit {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
    }
  }

  /** {@code original} with this edit applied. */
  public String applyTo(String original) {
    return original.substring(0, start) + text + original.substring(end);
  }

  /** Whether this edit and {@code other} touch a common char, or insert at the same place. */
  public boolean overlaps(SourceEdit other) {
    return start < other.end && other.start < end || start == other.start;
  }

  /** The replacement may hold a secret's placeholder but never a secret; shown by its range. */
  @Override
  public String toString() {
    return "SourceEdit[" + start + ", " + end + ")";
  }
}
