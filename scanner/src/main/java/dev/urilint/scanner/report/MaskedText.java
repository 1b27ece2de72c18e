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
  private final List<Span> masks;
  // Per mask, in order: its start, and what the shown text has moved by after it (each mask
  // replaces its region by MASK, so the shift is the sum of MASK's length minus theirs).
  private final int[] starts;
  private final int[] shiftsAfter;

  /**
   * @param original the string as written
   * @param shown the string as displayed
   * @param masks the regions of {@code original} that {@code shown} replaces by {@link
   *     Masking#MASK}, in order, not overlapping
   */
  public MaskedText(String original, String shown, List<Span> masks) {
    this.original = original;
    this.shown = shown;
    this.masks = List.copyOf(masks);
    this.starts = new int[masks.size()];
    this.shiftsAfter = new int[masks.size()];
    int shift = 0;
    for (int i = 0; i < masks.size(); i++) {
      starts[i] = masks.get(i).start();
      shift += Masking.MASK.length() - masks.get(i).length();
      shiftsAfter[i] = shift;
    }
  }

  public String original() {
    return original;
  }

  public String shown() {
    return shown;
  }

  public List<Span> masks() {
    return masks;
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
    List<Span> all = new ArrayList<>(Masking.maskedSpansOfLine(line));
    for (Span s : secrets) {
      int start = Math.min(line.length(), Math.max(0, s.start()));
      int end = Math.min(line.length(), Math.max(start, s.end()));
      if (start < end) {
        all.add(new Span(start, end));
      }
    }
    all.sort(java.util.Comparator.comparingInt(Span::start));
    List<Span> merged = new ArrayList<>();
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

  /**
   * {@code regions} per 1-based line, as columns of that line, as {@link #secretsByLine} gives the
   * regions of findings: what {@link #ofLine} masks besides the line's own text.
   */
  public static Map<Integer, List<Span>> regionsByLine(List<SourceRegion> regions, IntUnaryOperator lineLength) {
    Map<Integer, List<Span>> byLine = new HashMap<>();
    addByLine(regions, lineLength, byLine);
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
    int last = lastStartingBefore(index + 1); // the last mask starting at or before index
    if (last < 0) {
      return index;
    }
    if (index < masks.get(last).end()) {
      return starts[last] + shiftBefore(last); // inside a secret: on its mask
    }
    return index + shiftsAfter[last];
  }

  /** {@code span} of the original placed on the shown text; a span touching a mask covers all of it. */
  public Span span(Span span) {
    int start = index(span.start());
    int end = span.end();
    int last = lastStartingBefore(end); // the last mask the span reaches into or passes
    if (last < 0) {
      return new Span(start, Math.max(start, end));
    }
    end = Math.max(end, masks.get(last).end()); // ends inside a secret: cover its whole mask
    return new Span(start, Math.max(start, end + shiftsAfter[last]));
  }

  // The last mask starting before index, or -1: a binary search of the starts.
  private int lastStartingBefore(int index) {
    int low = 0;
    int high = starts.length - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      if (starts[mid] < index) {
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return high;
  }

  private int shiftBefore(int mask) {
    return mask == 0 ? 0 : shiftsAfter[mask - 1];
  }

  /** A line with {@code ^} under {@code span} of the shown text ({@code ^} at least once). */
  public static String carets(Span span) {
    return " ".repeat(span.start()) + "^".repeat(Math.max(1, span.length()));
  }
}
