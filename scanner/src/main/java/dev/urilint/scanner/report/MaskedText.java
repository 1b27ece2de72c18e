package dev.urilint.scanner.report;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;

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
 * <p>Placing an index is a binary search over the masks: {@code --show-source} places every
 * finding of a long line (a minified JSON file, thousands of masked passwords) on the one masked
 * line, and a walk from the first mask per finding grew with the findings times the masks.
 */
public final class MaskedText {

  private final String original;
  private final String shown;
  private final Masks masks;

  /**
   * @param original the string as written
   * @param shown the string as displayed
   * @param masks the regions of {@code original} that {@code shown} replaces by {@link
   *     Masking#MASK}, in order, not overlapping
   */
  public MaskedText(String original, String shown, List<Span> masks) {
    this(original, shown, Masks.of(masks));
  }

  // The line with its masks drawn: each replaced by MASK.
  static MaskedText of(String line, Masks masks) {
    StringBuilder shown = new StringBuilder(line.length());
    int at = 0;
    for (int i = 0; i < masks.size(); i++) {
      shown.append(line, at, masks.start(i)).append(Masking.MASK);
      at = masks.end(i);
    }
    return new MaskedText(line, shown.append(line, at, line.length()).toString(), masks);
  }

  private MaskedText(String original, String shown, Masks masks) {
    this.original = original;
    this.shown = shown;
    this.masks = masks;
  }

  public String original() {
    return original;
  }

  public String shown() {
    return shown;
  }

  public List<Span> masks() {
    return masks.spans();
  }

  /** {@code original} masked by {@link Masking#mask(String)}. */
  public static MaskedText of(String original) {
    return new MaskedText(original, Masking.mask(original), Masking.maskedSpans(original));
  }

  /** {@code original} masked by {@link Masking#maskValue(String)}: one string read as one URI. */
  public static MaskedText ofValue(String original) {
    return new MaskedText(original, Masking.maskValue(original), Masking.maskedSpansOfValue(original));
  }

  /**
   * A source line masked by its own text ({@link Masking#maskedSpansOfLine(String)}: running text,
   * plus a slashless userinfo such as {@code http:bob:pw@h/} wherever a token starts) and also at
   * {@code secrets}: where the scanner found the secrets of the line's values, which the line's
   * own text may spell so that no pattern sees them ({@code \u0040}, {@code &#64;}, a
   * concatenation).
   */
  public static MaskedText ofLine(String line, List<Span> secrets) {
    long[] packed = new long[secrets.size()];
    for (int i = 0; i < packed.length; i++) {
      packed[i] = Masks.pack(secrets.get(i).start(), secrets.get(i).end());
    }
    return of(line, Masks.ofLine(line, packed, packed.length));
  }

  /**
   * Where the scanner found secrets in a file, per 1-based line, as columns of that line: what
   * {@link #ofLine} masks besides the line's own text. Every finding carries the regions of its
   * value's secrets, and a line shows the values of other findings too, so all of the file's
   * findings count; the findings of one value share one list of regions, read once (a value of
   * a million passwords with 25 findings would otherwise put 25 million spans in the map).
   *
   * @param findings the findings of one file
   * @param lineLength the length of a 1-based line, for a region that runs past its end
   */
  public static Map<Integer, List<Span>> secretsByLine(List<ReportedFinding> findings, IntUnaryOperator lineLength) {
    Map<Integer, List<Span>> byLine = new HashMap<>();
    Set<List<SourceRegion>> read = Collections.newSetFromMap(new IdentityHashMap<>());
    for (ReportedFinding f : findings) {
      if (read.add(f.secrets())) {
        addByLine(f.secrets(), lineLength, byLine);
      }
    }
    return byLine;
  }

  private static void addByLine(List<SourceRegion> regions, IntUnaryOperator lineLength, Map<Integer, List<Span>> byLine) {
    for (SourceRegion r : regions) {
      for (int line = r.line(); line <= r.endLine(); line++) {
        int from = line == r.line() ? r.column() - 1 : 0;
        int to = line == r.endLine() ? r.endColumn() - 1 : lineLength.applyAsInt(line);
        byLine.computeIfAbsent(line, k -> new ArrayList<>()).add(new Span(from, Math.max(from, to)));
      }
    }
  }

  /** Where {@code index} of the original falls in the shown text. */
  public int index(int index) {
    return masks.index(index);
  }

  /** {@code span} of the original placed on the shown text; a span touching a mask covers all of it. */
  public Span span(Span span) {
    return masks.span(span);
  }

  /** A line with {@code ^} under {@code span} of the shown text ({@code ^} at least once). */
  public static String carets(Span span) {
    return " ".repeat(span.start()) + "^".repeat(Math.max(1, span.length()));
  }
}
