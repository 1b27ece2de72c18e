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

  /** {@code original} masked by {@link Masking#maskValue(String)}: one string read as one URI. */
  static MaskedText ofValue(String original) {
    return new MaskedText(original, Masking.maskValue(original), Masking.maskedSpansOfValue(original));
  }

  /**
   * A source line masked by its own text ({@link Masking#maskedSpansOfLine(String)}: running text,
   * plus a slashless userinfo such as {@code http:bob:pw@h/} wherever a token starts) and also at
   * {@code secrets}: where the scanner found the secrets of the line's values, which the line's
   * own text may spell so that no pattern sees them ({@code \u0040}, {@code &#64;}, a
   * concatenation).
   */
  static MaskedText ofLine(String line, List<Span> secrets) {
    List<Span> all = new java.util.ArrayList<>(Masking.maskedSpansOfLine(line));
    for (Span s : secrets) {
      int start = Math.min(line.length(), Math.max(0, s.start()));
      int end = Math.min(line.length(), Math.max(start, s.end()));
      if (start < end) {
        all.add(new Span(start, end));
      }
    }
    all.sort(java.util.Comparator.comparingInt(Span::start));
    List<Span> merged = new java.util.ArrayList<>();
    for (Span s : all) {
      Span last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null && s.start() <= last.end()) {
        merged.set(merged.size() - 1, new Span(last.start(), Math.max(last.end(), s.end())));
      } else {
        merged.add(s);
      }
    }
    StringBuilder shown = new StringBuilder(line.length());
    int at = 0;
    for (Span s : merged) {
      shown.append(line, at, s.start()).append(Masking.MASK);
      at = s.end();
    }
    return new MaskedText(line, shown.append(line, at, line.length()).toString(), merged);
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
