package dev.urilint.uri;

/**
 * A half-open range {@code [start, end)} of character indexes into the string that was parsed.
 *
 * <pre>{@code
 * Span host = new Span(7, 18);   // "example.com" in "http://example.com/"
 * host.length();                 // 11
 * }</pre>
 *
 * @param start index of the first character, 0-based
 * @param end index after the last character; {@code end == start} for an empty component
 */
public record Span(int start, int end) {

  public Span {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
    }
  }

  /** Number of characters covered. */
  public int length() {
    return end - start;
  }

  /** Whether {@code index} lies inside this span. */
  public boolean contains(int index) {
    return index >= start && index < end;
  }

  /** The characters of {@code input} this span covers. */
  public String of(CharSequence input) {
    return input.subSequence(start, end).toString();
  }
}
