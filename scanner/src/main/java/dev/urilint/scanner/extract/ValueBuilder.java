package dev.urilint.scanner.extract;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/**
 * Collects a decoded value one char at a time together with the file offset each char came from,
 * so every extractor maps escapes, entities and folding back to the source the same way.
 */
public final class ValueBuilder {

  private final StringBuilder chars = new StringBuilder();
  private int[] offsets = new int[32];

  /** Appends {@code c}, whose source text starts at {@code offset}. */
  public ValueBuilder append(char c, int offset) {
    if (chars.length() == offsets.length) {
      offsets = Arrays.copyOf(offsets, offsets.length * 2);
    }
    offsets[chars.length()] = offset;
    chars.append(c);
    return this;
  }

  /** Appends a code point decoded from an escape at {@code offset} (both halves of a pair there). */
  public ValueBuilder appendCodePoint(int codePoint, int offset) {
    if (Character.isBmpCodePoint(codePoint)) {
      return append((char) codePoint, offset);
    }
    append(Character.highSurrogate(codePoint), offset);
    return append(Character.lowSurrogate(codePoint), offset);
  }

  /** Appends {@code text[from, to)} verbatim. */
  public ValueBuilder appendVerbatim(CharSequence text, int from, int to) {
    for (int i = from; i < to; i++) {
      append(text.charAt(i), i);
    }
    return this;
  }

  public int length() {
    return chars.length();
  }

  public char charAt(int index) {
    return chars.charAt(index);
  }

  public int offsetAt(int index) {
    return offsets[index];
  }

  /** Drops everything from {@code newLength} on. */
  public void truncate(int newLength) {
    chars.setLength(newLength);
  }

  /** Drops the first {@code count} chars. */
  public void dropFirst(int count) {
    chars.delete(0, count);
    System.arraycopy(offsets, count, offsets, 0, chars.length());
  }

  @Override
  public String toString() {
    return chars.toString();
  }

  /** The value, with {@code endOffset} as the offset just after its last char's source text. */
  public ExtractedValue build(int endOffset, Optional<String> key, Optional<Usage> usage) {
    return build(endOffset, key, usage, Set.of());
  }

  public ExtractedValue build(
      int endOffset, Optional<String> key, Optional<Usage> usage, Set<RuleId> suppressed) {
    int n = chars.length();
    int[] result = Arrays.copyOf(offsets, n + 1);
    result[n] = endOffset;
    return new ExtractedValue(chars.toString(), key, usage, result, suppressed);
  }
}
