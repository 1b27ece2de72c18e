package dev.urilint.scanner;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
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
 * FileSecrets.of(values, lines, findings);   // [SourceRegion[1, 18, 1, 25]]
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
   * The secrets of {@code values} and those {@code findings} carry (a slice of a value, linted on
   * its own, may mask what the whole value does not), each region once, in order.
   */
  static List<SourceRegion> of(List<ExtractedValue> values, LineIndex lines, List<ReportedFinding> findings) {
    Set<SourceRegion> all = new LinkedHashSet<>();
    for (ExtractedValue value : values) {
      List<Span> spans = Masking.maskedSpansOfValue(value.value());
      if (!spans.isEmpty()) {
        all.addAll(regions(value, spans, lines));
      }
    }
    // The findings of one value share one list: each list is read once.
    Set<List<SourceRegion>> read = Collections.newSetFromMap(new IdentityHashMap<>());
    for (ReportedFinding f : findings) {
      if (read.add(f.secrets())) {
        all.addAll(f.secrets());
      }
    }
    List<SourceRegion> sorted = new ArrayList<>(all);
    sorted.sort(ORDER);
    // Immutable, so every finding of the file shares this one list (ReportedFinding's copy of an
    // immutable list is the list): a line of a million passwords is held once, not per finding.
    return List.copyOf(sorted);
  }

  /**
   * Where {@code spans} of {@code value} (the spans masking hides) are written in the file, placed
   * through the value's source offsets: an escape covers all its source characters.
   */
  static List<SourceRegion> regions(ExtractedValue value, List<Span> spans, LineIndex lines) {
    List<SourceRegion> regions = new ArrayList<>(spans.size());
    for (Span s : spans) {
      int start = value.sourceOffset(s.start());
      int end = Math.max(start, value.sourceOffset(s.end()));
      regions.add(new SourceRegion(lines.line(start), lines.column(start), lines.line(end), lines.column(end)));
    }
    return List.copyOf(regions);
  }
}
