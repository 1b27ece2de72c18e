package dev.urilint.cli;

import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.List;

/**
 * A string as shown (masked: {@code https://bob:****@host/}) together with a way to place an index
 * of the original string on it, so that a caret drawn under the masked text points at the same
 * part. Each mask shifts what follows it by the difference in length; an index inside a secret
 * lands on its mask.
 *
 * <pre>{@code
 * MaskedText t = MaskedText.of("https://bob:hunter2@host/a b?token=abc&x");
 * t.shown();          // "https://bob:****@host/a b?token=****&x"
 * t.index(23);        // 20: the space, moved left by the three characters the mask saved
 * }</pre>
 *
 * @param original the string as written
 * @param shown the string as displayed
 * @param masks the regions of {@code original} that {@code shown} replaces by {@link Masking#MASK},
 *     in order, not overlapping
 */
record MaskedText(String original, String shown, List<Span> masks) {

  MaskedText {
    masks = List.copyOf(masks);
  }

  /** {@code original} masked by {@link Masking#mask(String)}. */
  static MaskedText of(String original) {
    return new MaskedText(original, Masking.mask(original), Masking.maskedSpans(original));
  }

  /** Where {@code index} of the original falls in the shown text. */
  int index(int index) {
    int shift = 0;
    for (Span mask : masks) {
      if (index < mask.start()) {
        break;
      }
      if (index < mask.end()) {
        return mask.start() + shift;
      }
      shift += Masking.MASK.length() - mask.length();
    }
    return index + shift;
  }

  /** {@code span} of the original placed on the shown text; a span touching a mask covers all of it. */
  Span span(Span span) {
    int start = index(span.start());
    int end = span.end();
    int shift = 0;
    for (Span mask : masks) {
      if (end <= mask.start()) {
        break;
      }
      if (end < mask.end()) {
        end = mask.end(); // ends inside a secret: cover its whole mask
      }
      shift += Masking.MASK.length() - mask.length();
    }
    return new Span(start, Math.max(start, end + shift));
  }

  /** A line with {@code ^} under {@code span} of the shown text ({@code ^} at least once). */
  static String carets(Span span) {
    return " ".repeat(span.start()) + "^".repeat(Math.max(1, span.length()));
  }
}
