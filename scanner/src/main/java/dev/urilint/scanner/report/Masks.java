package dev.urilint.scanner.report;

import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where the masks of a shown text sit, in order and not overlapping, and how each moves what
 * follows it: each replaces its region by {@link Masking#MASK}. {@link MaskedText} draws carets
 * with it and {@link ReportColumns} counts a finding's reported columns with it, so a column in a
 * report and a caret under a {@code --show-source} line are the same computation.
 *
 * <pre>{@code
 * // "https://bob:hunter2@host/a b": the password [12, 19) is shown as ****
 * Masks masks = Masks.of(List.of(new Span(12, 19)));
 * masks.index(23);   // 20: the space, moved left by the three characters the mask saved
 * }</pre>
 *
 * <p>Held as three int arrays, not one object per mask: a 10 MB line of a million passwords is
 * placed in the scan's bounded heap ({@code BoundedMemoryIT}). Placing an index is a binary
 * search, so placing every finding of such a line stays linear in the findings.
 */
final class Masks {

  private static final Masks NONE = new Masks(new int[0], new int[0]);

  private final int[] starts;
  private final int[] ends;
  // Per mask: what the shown text has moved by after it (the sum of MASK's length minus theirs).
  private final int[] shiftsAfter;

  private Masks(int[] starts, int[] ends) {
    this.starts = starts;
    this.ends = ends;
    this.shiftsAfter = new int[starts.length];
    int shift = 0;
    for (int i = 0; i < starts.length; i++) {
      shift += Masking.MASK.length() - (ends[i] - starts[i]);
      shiftsAfter[i] = shift;
    }
  }

  /** Masks already in order and not overlapping. */
  static Masks of(List<Span> ordered) {
    int[] starts = new int[ordered.size()];
    int[] ends = new int[ordered.size()];
    for (int i = 0; i < starts.length; i++) {
      starts[i] = ordered.get(i).start();
      ends[i] = ordered.get(i).end();
    }
    return new Masks(starts, ends);
  }

  /**
   * The masks of a source line: its own text's secrets ({@link Masking#maskedSpansOfLine}) and
   * {@code secrets}, spans of the line packed by {@link #pack} in any order, clipped to the line;
   * overlapping or touching ones become one mask.
   */
  static Masks ofLine(String line, long[] secrets, int count) {
    List<Span> own = Masking.maskedSpansOfLine(line);
    long[] all = Arrays.copyOf(secrets, count + own.size());
    int n = 0;
    for (int i = 0; i < count; i++) {
      int start = Math.min(line.length(), Math.max(0, start(secrets[i])));
      int end = Math.min(line.length(), Math.max(start, end(secrets[i])));
      if (start < end) {
        all[n++] = pack(start, end);
      }
    }
    for (Span s : own) {
      all[n++] = pack(s.start(), s.end());
    }
    if (n == 0) {
      return NONE;
    }
    // The same secret written again on the line as a plain value or a template's default.
    List<Span> found = new java.util.ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      found.add(new Span(start(all[i]), end(all[i])));
    }
    List<Span> repeated = RepeatedSecrets.in(line, found);
    if (!repeated.isEmpty()) {
      all = Arrays.copyOf(all, n + repeated.size());
      for (Span s : repeated) {
        all[n++] = pack(s.start(), s.end());
      }
    }
    Arrays.sort(all, 0, n); // by start, then end: both are non-negative
    int[] starts = new int[n];
    int[] ends = new int[n];
    int m = 0;
    for (int i = 0; i < n; i++) {
      int start = start(all[i]);
      int end = end(all[i]);
      if (m > 0 && start <= ends[m - 1]) {
        ends[m - 1] = Math.max(ends[m - 1], end);
      } else {
        starts[m] = start;
        ends[m] = end;
        m++;
      }
    }
    return new Masks(Arrays.copyOf(starts, m), Arrays.copyOf(ends, m));
  }

  /** A span as one long, start in the high half: packed spans sort by start, then end. */
  static long pack(int start, int end) {
    return ((long) start << 32) | (end & 0xffffffffL);
  }

  private static int start(long packed) {
    return (int) (packed >>> 32);
  }

  private static int end(long packed) {
    return (int) packed;
  }

  boolean isEmpty() {
    return starts.length == 0;
  }

  int size() {
    return starts.length;
  }

  int start(int mask) {
    return starts[mask];
  }

  int end(int mask) {
    return ends[mask];
  }

  List<Span> spans() {
    List<Span> spans = new ArrayList<>(starts.length);
    for (int i = 0; i < starts.length; i++) {
      spans.add(new Span(starts[i], ends[i]));
    }
    return spans;
  }

  /** Where {@code index} of the original falls in the shown text; inside a mask: on its start. */
  int index(int index) {
    int last = lastStartingBefore(index + 1); // the last mask starting at or before index
    if (last < 0) {
      return index;
    }
    if (index < ends[last]) {
      return starts[last] + (last == 0 ? 0 : shiftsAfter[last - 1]);
    }
    return index + shiftsAfter[last];
  }

  /** {@code span} of the original placed on the shown text; a span touching a mask covers all of it. */
  Span span(Span span) {
    int start = index(span.start());
    int end = span.end();
    int last = lastStartingBefore(end); // the last mask the span reaches into or passes
    if (last < 0) {
      return new Span(start, Math.max(start, end));
    }
    end = Math.max(end, ends[last]); // ends inside a mask: cover all of it
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
}
