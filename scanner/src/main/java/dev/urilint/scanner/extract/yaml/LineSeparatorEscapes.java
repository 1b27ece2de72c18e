package dev.urilint.scanner.extract.yaml;

import dev.urilint.scanner.extract.ExtractedValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The YAML 1.2 escapes {@code \L} (U+2028) and {@code \P} (U+2029), which SnakeYAML Engine (2.10
 * up to 3.2 at least) rejects as "unknown escape character", so a valid file would be skipped.
 * Every {@code \L} and {@code \P} in the text is parsed as {@code \N} (U+0085), an escape of the
 * same length that SnakeYAML reads, and each value is then put right char by char: U+0085 decoded
 * from a rewritten escape becomes U+2028 or U+2029; an {@code N} read verbatim from a rewritten
 * letter (a plain, single-quoted or block scalar, or {@code "\\L"}) becomes the letter again.
 *
 * <p>Whether a {@code \L} is an escape depends on the scalar's style and on the backslashes
 * before it, which the parser knows and a scan of the text does not; rewriting every one and
 * correcting by where each value char came from needs neither. Lengths and offsets do not move,
 * and both letters are plain text everywhere else, so the document's structure is unchanged.
 *
 * <pre>{@code
 * LineSeparatorEscapes e = LineSeparatorEscapes.of("k: \"a\\Lb\"\n");
 * e.text();   // "k: \"a\\Nb\"\n": the text to parse
 * }</pre>
 */
final class LineSeparatorEscapes {

  private static final char PARSED_AS = 'N';
  private static final char PARSED_VALUE = '\u0085';

  private final String original;
  private final String text;
  /** Offsets of the backslash of each rewritten escape, ascending. */
  private final int[] backslashes;

  private LineSeparatorEscapes(String original, String text, int[] backslashes) {
    this.original = original;
    this.text = text;
    this.backslashes = backslashes;
  }

  /** Finds the escapes of {@code original}; without any, {@link #text()} is {@code original}. */
  static LineSeparatorEscapes of(String original) {
    if (original.indexOf("\\L") < 0 && original.indexOf("\\P") < 0) {
      return new LineSeparatorEscapes(original, original, new int[0]);
    }
    char[] out = original.toCharArray();
    List<Integer> found = new ArrayList<>();
    for (int i = 0; i + 1 < out.length; i++) {
      if (out[i] == '\\' && (out[i + 1] == 'L' || out[i + 1] == 'P')) {
        found.add(i);
        out[i + 1] = PARSED_AS;
        i++;
      }
    }
    return new LineSeparatorEscapes(
        original, new String(out), found.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The text to parse. */
  String text() {
    return text;
  }

  /** Whether any escape was rewritten: if not, {@link #restore} changes nothing. */
  boolean none() {
    return backslashes.length == 0;
  }

  /** {@code v} with the chars read from a rewritten escape put back to what the file says. */
  ExtractedValue restore(ExtractedValue v) {
    if (none()) {
      return v;
    }
    char[] chars = v.value().toCharArray();
    boolean changed = false;
    for (int i = 0; i < chars.length; i++) {
      int offset = v.sourceOffset(i);
      if (chars[i] == PARSED_VALUE && rewritten(offset)) {
        chars[i] = original.charAt(offset + 1) == 'L' ? '\u2028' : '\u2029';
        changed = true;
      } else if (chars[i] == PARSED_AS && offset > 0 && rewritten(offset - 1)) {
        chars[i] = original.charAt(offset);
        changed = true;
      }
    }
    return changed
        ? new ExtractedValue(new String(chars), v.key(), v.usage(), v.sourceOffsets(), v.suppressed())
        : v;
  }

  private boolean rewritten(int backslash) {
    return Arrays.binarySearch(backslashes, backslash) >= 0;
  }
}
