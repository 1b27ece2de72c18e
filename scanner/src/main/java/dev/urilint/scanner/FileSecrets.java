package dev.urilint.scanner;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Where the secrets of a file's values are written: every value's, not only those of values with
 * a finding. A finding's reported column counts the secrets before it on its line as {@code ****}
 * ({@link dev.urilint.scanner.report.ReportColumns}), so it must know the secrets of every value
 * of that line: another literal of a Java line, another member of a one-line JSON file, a value
 * whose own finding was suppressed or whose rule is off.
 *
 * <pre>{@code
 * // {"a": "https://u:Hunter2@h/", "b": "http://h/a b"}: the second value's finding is after
 * // the first value's password, which has no finding of its own when credentials-in-uri is off
 * FileSecrets.of(values, lines, List.of(), Set.of());   // [SourceRegion[1, 18, 1, 25]]
 * }</pre>
 *
 * <p>One masking pass per value ({@link Masking#maskedSpansOfValue}, which reads no further than
 * a search for {@code '@'} and {@code '='} in a value that can hold no secret), run only for a
 * file with a finding to place: most files have none, and most values hold no secret.
 */
final class FileSecrets {

  private static final Comparator<SourceRegion> ORDER =
      Comparator.comparingInt(SourceRegion::line).thenComparingInt(SourceRegion::column)
          .thenComparingInt(SourceRegion::endLine).thenComparingInt(SourceRegion::endColumn);

  private FileSecrets() {}

  /**
   * The secrets of {@code values} and those the linter placed ({@code placed}: one list per value
   * or slice it masked, a finding of it suppressed or not; a slice linted on its own may mask
   * what the whole value does not), in order; a value whose text the linter masked already
   * ({@code masked}, by identity) is not masked again.
   */
  static List<SourceRegion> of(
      List<ExtractedValue> values, LineIndex lines, List<List<SourceRegion>> placed, Set<String> masked) {
    // Each list is taken as it is: a value of a million passwords is one list, kept without a
    // copy (a hash set of its regions, or a second masking of it, took more than the scan's
    // bounded heap: BoundedMemoryIT).
    List<List<SourceRegion>> lists = new ArrayList<>(placed);
    for (ExtractedValue value : values) {
      if (masked.contains(value.value())) {
        continue;
      }
      List<Span> spans = Masking.maskedSpansOfValue(value.value());
      if (!spans.isEmpty()) {
        lists.add(regions(value, spans, lines));
      }
    }
    if (lists.size() <= 1) {
      return lists.isEmpty() ? List.of() : lists.get(0);
    }
    List<SourceRegion> all = new ArrayList<>();
    lists.forEach(all::addAll);
    all.sort(ORDER);
    List<SourceRegion> distinct = new ArrayList<>(all.size());
    for (SourceRegion r : all) {
      if (distinct.isEmpty() || !distinct.get(distinct.size() - 1).equals(r)) {
        distinct.add(r);
      }
    }
    // Immutable, so every finding of the file shares this one list (ReportedFinding's copy of an
    // immutable list is the list): a line of a million passwords is held once, not per finding.
    return List.copyOf(distinct);
  }

  /**
   * Where {@code spans} of {@code value} (the spans masking hides) are written in the file, placed
   * through the value's source offsets: an escape covers all its source characters.
   */
  static List<SourceRegion> regions(ExtractedValue value, List<Span> spans, LineIndex lines) {
    List<SourceRegion> regions = new ArrayList<>(spans.size());
    for (Span s : spans) {
      if (s.length() == 0) {
        int at = value.sourceOffset(s.start());
        regions.add(region(at, at, lines));
        continue;
      }
      // A value assembled from pieces written apart (a Java concatenation, a constant declared
      // lines above its use) jumps between them: each piece of the secret is a region of its own,
      // or the region would run over the code between them.
      int start = value.sourceOffset(s.start());
      for (int i = s.start() + 1; i < s.end(); i++) {
        if (jumps(value.sourceOffset(i - 1), value.sourceOffset(i))) {
          regions.add(region(start, value.sourceOffset(i - 1) + 1, lines));
          start = value.sourceOffset(i);
        }
      }
      int last = value.sourceOffset(s.end() - 1);
      int after = value.sourceOffset(s.end());
      regions.add(region(start, jumps(last, after) ? last + 1 : after, lines));
    }
    return List.copyOf(regions);
  }

  // The source chars of one value char are at most an escape long (a Java unicode escape, an XML
  // character reference): a longer step, or one back, leaves the piece it was written in.
  private static boolean jumps(int from, int to) {
    return to <= from || to - from > LONGEST_ESCAPE;
  }

  private static final int LONGEST_ESCAPE = 12;

  private static SourceRegion region(int start, int end, LineIndex lines) {
    int e = Math.max(start, end);
    return new SourceRegion(lines.line(start), lines.column(start), lines.line(e), lines.column(e));
  }
}
