package dev.urilint.scanner;

import dev.urilint.lint.Fix;
import dev.urilint.scanner.extract.ExtractedValue;
import java.util.Optional;

/**
 * Places a core {@link Fix} in the document when its value is written there as one plain run of
 * chars: each char of the decoded value is the same char at the next offset of the source (no
 * quote doubling, escape, entity, folded line or concatenation in it), and the replacement holds
 * no char that any format quotes or escapes. Anything else gets no edit: writing the replacement
 * in the format's own syntax is the fix engine's job, and a wrong edit is worse than none.
 *
 * <pre>{@code
 * // "search: https://h/find?q=new%2520orders" at offset 8
 * PlainSpanFix.place(value, fix, text);   // Optional[SourceEdit[34, 39, decode ...]]
 * }</pre>
 */
final class PlainSpanFix {

  private PlainSpanFix() {}

  /** The edit of {@code fix} on {@code source}, when {@code value} is a plain run of it. */
  static Optional<SourceEdit> place(ExtractedValue value, Fix fix, CharSequence source) {
    String text = value.value();
    int start = fix.span().start();
    int end = fix.span().end();
    if (start < 0 || end > text.length() || start > end || !quietInEveryFormat(fix.replacement())) {
      return Optional.empty();
    }
    int base = value.sourceOffset(0);
    for (int i = 0; i < text.length(); i++) {
      int at = value.sourceOffset(i);
      if (at != base + i || at >= source.length() || source.charAt(at) != text.charAt(i)) {
        return Optional.empty();
      }
    }
    if (value.sourceOffset(text.length()) != base + text.length()) {
      return Optional.empty();
    }
    return Optional.of(new SourceEdit(base + start, base + end, fix.replacement(), fix.description()));
  }

  // Quotes, escapes, entities and comment starts of the formats the scanner reads, and any
  // space or control char: a replacement without them means the same written bare.
  private static boolean quietInEveryFormat(String replacement) {
    for (int i = 0; i < replacement.length(); i++) {
      char c = replacement.charAt(i);
      if (c <= ' ' || c == 0x7F || "\"'\\&<>`".indexOf(c) >= 0) {
        return false;
      }
    }
    return true;
  }
}
