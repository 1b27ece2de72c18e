package dev.urilint.precision;

import dev.urilint.evidence.OwnShape;
import dev.urilint.lint.Fix;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.fix.FixPlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks of the fix measurement on one changed file or one repository, each giving the
 * failures it found as lines for the user (empty: the check holds). They look only at what is on
 * disk and what a new scan reads, never at what the fix engine says it checked.
 *
 * <pre>{@code
 * FixAudit.touchedLines("app.yml", "a: X\nb: Y\n", "a: x\nb: y\n", Set.of(1));
 * // ["app.yml:2: changed, but no fixed finding is on that line"]
 * }</pre>
 */
final class FixAudit {

  private FixAudit() {}

  /**
   * The lines that differ between {@code before} and {@code after} (each with its line ending, so
   * a CRLF turned LF counts) must be lines of a fixed finding, and a fix adds or removes no line.
   *
   * @param fixedLines 1-based lines that held a fixed finding (from its first to its last line)
   */
  static List<String> touchedLines(String path, String before, String after, java.util.Set<Integer> fixedLines) {
    List<String> old = lines(before);
    List<String> now = lines(after);
    List<String> failures = new ArrayList<>();
    if (old.size() != now.size()) {
      failures.add(path + ": the fix changed the number of lines from " + old.size() + " to " + now.size());
      return failures;
    }
    for (int i = 0; i < old.size(); i++) {
      if (!old.get(i).equals(now.get(i)) && !fixedLines.contains(i + 1)) {
        failures.add(path + ":" + (i + 1) + ": changed, but no fixed finding is on that line");
      }
    }
    return failures;
  }

  /** How many lines differ. */
  static int changedLines(String before, String after) {
    List<String> old = lines(before);
    List<String> now = lines(after);
    int n = Math.abs(old.size() - now.size());
    for (int i = 0; i < Math.min(old.size(), now.size()); i++) {
      n += old.get(i).equals(now.get(i)) ? 0 : 1;
    }
    return n;
  }

  /**
   * The file read again gives as many values, and a value differs only where a fix was applied
   * in it: the span in {@code before}'s text of each value that changed holds an applied edit.
   *
   * @param before the values of the text before the fix
   * @param after the values of the file on disk after it
   * @param applied the fixes applied, with their edits on the text before
   */
  static List<String> values(String path, List<ExtractedValue> before, List<ExtractedValue> after,
      List<FixPlan.Applied> applied) {
    List<String> failures = new ArrayList<>();
    if (before.size() != after.size()) {
      failures.add(path + ": read again it gives " + after.size() + " values instead of " + before.size());
      return failures;
    }
    for (int i = 0; i < before.size(); i++) {
      ExtractedValue b = before.get(i);
      if (b.value().equals(after.get(i).value())) {
        continue;
      }
      int from = b.sourceOffset(0);
      int to = b.sourceOffset(b.value().length());
      boolean fixedHere = applied.stream().anyMatch(a -> a.edit().start() >= from && a.edit().end() <= to);
      if (!fixedHere) {
        failures.add(path + ": value " + (i + 1) + (b.key().map(k -> " (" + k + ")").orElse(""))
            + " changed without a fix in it");
      }
    }
    return failures;
  }

  /**
   * What the value's consumer sees: a safe fix rewrites only a value that is a URI by its own shape
   * (a value only its key calls a URI gets none), and never writes {@code /} for an empty path (a
   * base URL such as Spring Cloud Config's {@code http://config:8888} gets paths appended, and
   * {@code http://config:8888/} makes {@code //app/default} of them).
   *
   * @param before the values of the text before the fix
   * @param after the values of the file on disk after it
   * @param applied the fixes applied, with their edits on the text before
   */
  static List<String> consumers(String path, List<ExtractedValue> before, List<ExtractedValue> after,
      List<FixPlan.Applied> applied) {
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
      ExtractedValue b = before.get(i);
      String fixed = after.get(i).value();
      if (b.value().equals(fixed)) {
        continue;
      }
      int from = b.sourceOffset(0);
      int to = b.sourceOffset(b.value().length());
      boolean safeHere = applied.stream().anyMatch(a -> a.edit().start() >= from && a.edit().end() <= to
          && a.finding().fix().map(Fix::isSafe).orElse(false));
      if (!safeHere) {
        continue;
      }
      String where = path + ": value " + (i + 1) + b.key().map(k -> " (" + k + ")").orElse("");
      if (!OwnShape.is(b.value())) {
        failures.add(where + ": a safe fix rewrote a value that is no URI by its own shape");
      }
      if (givesTheEmptyPathASlash(b.value(), fixed)) {
        failures.add(where + ": a safe fix wrote '/' for an empty path");
      }
    }
    return failures;
  }

  // "http://config:8888" -> "http://config:8888/" (or with a query after it).
  private static boolean givesTheEmptyPathASlash(String before, String after) {
    if (!(UriParser.parse(before) instanceof ParseResult.Parsed b)
        || !(UriParser.parse(after) instanceof ParseResult.Parsed a)) {
      return false;
    }
    return b.reference().hasAuthority() && b.reference().pathSpan().length() == 0
        && a.reference().pathSpan().length() > 0;
  }

  /**
   * Every fixed finding is gone and no finding is new: per path, line, rule and severity, the scan
   * after has at most the findings of the scan before less the fixed ones. One exception, the
   * documented one: a password moved into a placeholder is reported again one severity lower (a
   * templated password), on its line.
   */
  static List<String> findings(List<ReportedFinding> before, List<ReportedFinding> after, List<FixPlan.Applied> applied) {
    Map<String, Integer> allowed = new HashMap<>();
    for (ReportedFinding f : before) {
      allowed.merge(key(f, f.severity()), 1, Integer::sum);
    }
    Map<String, Integer> fixed = new HashMap<>();
    for (FixPlan.Applied a : applied) {
      ReportedFinding f = a.finding();
      allowed.merge(key(f, f.severity()), -1, Integer::sum);
      fixed.merge(key(f, f.severity()), 1, Integer::sum);
      boolean movedOut = f.fix().flatMap(x -> x.variable()).isPresent();
      if (movedOut && f.severity().ordinal() + 1 < Severity.values().length) {
        allowed.merge(key(f, Severity.values()[f.severity().ordinal() + 1]), 1, Integer::sum);
      }
    }
    Map<String, Integer> now = new HashMap<>();
    for (ReportedFinding f : after) {
      now.merge(key(f, f.severity()), 1, Integer::sum);
    }
    List<String> failures = new ArrayList<>();
    for (Map.Entry<String, Integer> e : now.entrySet()) {
      int over = e.getValue() - allowed.getOrDefault(e.getKey(), 0);
      if (over > 0) {
        failures.add(e.getKey() + (fixed.containsKey(e.getKey()) ? ": fixed, but still reported" : ": a new finding")
            + (over > 1 ? " (" + over + " times)" : ""));
      }
    }
    failures.sort(null);
    return failures;
  }

  private static String key(ReportedFinding f, Severity severity) {
    return f.path() + ":" + f.line() + " [" + f.rule().id() + "] " + severity.name().toLowerCase(java.util.Locale.ROOT);
  }

  // Lines with their terminators (\n, \r\n or a lone \r), as the scanner counts lines.
  static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        lines.add(text.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      lines.add(text.substring(start));
    }
    return lines;
  }
}
