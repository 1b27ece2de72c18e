package dev.urilint.scanner.fix;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.report.MaskedText;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A unified diff of a fix plan, secrets masked: each line it shows is masked as {@code
 * --show-source} masks it ({@link MaskedText#ofLine}), by its own text and at the places the
 * scanner found the secrets of its values ({@link ReportedFinding#secrets()}), before the fix and
 * after it. A fix never adds or removes
 * a line break, so old and new lines pair one to one.
 *
 * <pre>{@code
 * UnifiedDiff.of(plan);
 * // --- a/app.yml
 * // +++ b/app.yml
 * // @@ -3,1 +3,1 @@
 * // -url: https://example.com/a%2520b
 * // +url: https://example.com/a%20b
 * }</pre>
 */
public final class UnifiedDiff {

  private static final int CONTEXT = 3;

  private UnifiedDiff() {}

  /** The diff of {@code plan}, empty when it changes nothing. */
  public static String of(FixPlan plan, List<ReportedFinding> before) {
    if (!plan.changed()) {
      return "";
    }
    List<String> old = lines(plan.original());
    List<String> now = lines(plan.fixed());
    if (old.size() != now.size()) {
      throw new IllegalStateException("a fix added or removed a line");
    }
    Map<Integer, List<Span>> oldSecrets = MaskedText.secretsByLine(before, line -> length(old, line));
    Map<Integer, List<Span>> newSecrets = MaskedText.secretsByLine(plan.remaining(), line -> length(now, line));
    List<Integer> changed = new ArrayList<>();
    for (int i = 0; i < old.size(); i++) {
      if (!old.get(i).equals(now.get(i))) {
        changed.add(i);
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("--- a/").append(plan.path()).append('\n').append("+++ b/").append(plan.path()).append('\n');
    int i = 0;
    while (i < changed.size()) {
      int first = changed.get(i);
      int last = first;
      int j = i;
      while (j + 1 < changed.size() && changed.get(j + 1) - last <= 2 * CONTEXT) {
        last = changed.get(++j);
      }
      int from = Math.max(0, first - CONTEXT);
      int to = Math.min(old.size() - 1, last + CONTEXT);
      int count = to - from + 1;
      out.append("@@ -").append(from + 1).append(',').append(count).append(" +").append(from + 1).append(',')
          .append(count).append(" @@\n");
      for (int k = from; k <= to; k++) {
        if (old.get(k).equals(now.get(k))) {
          out.append(' ').append(mask(old.get(k), oldSecrets.get(k + 1))).append('\n');
        } else {
          out.append('-').append(mask(old.get(k), oldSecrets.get(k + 1))).append('\n');
          out.append('+').append(mask(now.get(k), newSecrets.get(k + 1))).append('\n');
        }
      }
      i = j + 1;
    }
    return out.toString();
  }

  // The line masked by its own text and at the secrets the scanner found there: the masking of
  // --show-source.
  private static String mask(String line, List<Span> secrets) {
    return MaskedText.ofLine(line, secrets == null ? List.of() : secrets).shown();
  }

  private static int length(List<String> lines, int line) {
    return line >= 1 && line <= lines.size() ? lines.get(line - 1).length() : 0;
  }

  // Lines without their terminators; a CR of a CRLF is not shown.
  private static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        lines.add(text.substring(start, i));
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    lines.add(text.substring(start));
    return lines;
  }
}
