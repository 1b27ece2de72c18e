package dev.urilint.cli;

import dev.urilint.rules.Masking;
import dev.urilint.uri.Span;

/**
 * A string as shown (masked: {@code https://bob:****@host/}) together with a way to place an index
 * of the original string on it, so that a caret drawn under the masked text points at the same
 * part. Outside the masked region indexes shift by the difference in length; an index inside it
 * lands on the mask.
 *
 * <pre>{@code
 * MaskedText t = MaskedText.of("https://bob:hunter2@host/a b");
 * t.shown();          // "https://bob:****@host/a b"
 * t.index(23);        // 20: the space, moved left by the three characters the mask saved
 * }</pre>
 */
record MaskedText(String original, String shown, int prefix, int suffix) {

  /** {@code original} masked by {@link Masking#mask(String)}. */
  static MaskedText of(String original) {
    return between(original, Masking.mask(original));
  }

  /** Maps between two versions of a text that differ in one region at most (or treats them so). */
  static MaskedText between(String original, String shown) {
    int max = Math.min(original.length(), shown.length());
    int prefix = 0;
    while (prefix < max && original.charAt(prefix) == shown.charAt(prefix)) {
      prefix++;
    }
    int suffix = 0;
    while (suffix < max - prefix
        && original.charAt(original.length() - 1 - suffix) == shown.charAt(shown.length() - 1 - suffix)) {
      suffix++;
    }
    return new MaskedText(original, shown, prefix, suffix);
  }

  /** Where {@code index} of the original falls in the shown text. */
  int index(int index) {
    if (index < prefix) {
      return index;
    }
    if (index >= original.length() - suffix) {
      return index + shown.length() - original.length();
    }
    return prefix;
  }

  /** {@code span} of the original placed on the shown text; a span touching the mask covers all of it. */
  Span span(Span span) {
    int start = index(span.start());
    int end;
    if (span.end() <= prefix) {
      end = span.end();
    } else if (span.end() > original.length() - suffix) {
      end = span.end() + shown.length() - original.length();
    } else {
      end = shown.length() - suffix;
    }
    return new Span(start, Math.max(start, end));
  }

  /** A line with {@code ^} under {@code span} of the shown text ({@code ^} at least once). */
  static String carets(Span span) {
    return " ".repeat(span.start()) + "^".repeat(Math.max(1, span.length()));
  }
}
