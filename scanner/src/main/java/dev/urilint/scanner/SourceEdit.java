package dev.urilint.scanner;

/**
 * A finding's fix placed in its document: replace the chars {@code [start, end)} of the text that
 * was scanned by {@code replacement}. Made only by {@link Scanner#scanDocument}, and only where
 * the fix can be written as it stands (see {@link PlainSpanFix}).
 *
 * <pre>{@code
 * // application.yml:  url: https://h/new%2520orders
 * new SourceEdit(19, 24, "%20", "decode '%2520' once to '%20'");
 * }</pre>
 *
 * @param start 0-based char offset (UTF-16 code unit) in the document text where the edit starts
 * @param end 0-based char offset just after the replaced text
 * @param replacement the new text (may hold a secret of the user's own document: never log it)
 * @param description what the fix does, masked: what an editor shows
 */
public record SourceEdit(int start, int end, String replacement, String description) {

  public SourceEdit {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
    }
  }

  /** Shows the range and the description only: the replacement may hold a secret. */
  @Override
  public String toString() {
    return "SourceEdit[" + start + ", " + end + ", " + description + "]";
  }
}
