package dev.urilint.precision;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.fix.FixPlan;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The counts of the fix measurement: per rule, the findings fixed by the safe run and by the
 * unsafe run, and the fixes skipped with why; per repository, a row; and every failed check.
 *
 * <pre>{@code
 * FixTally t = new FixTally();
 * t.add(row);   // one repository
 * t.render();   // the two tables and the failures, as docs/fixing.md quotes them
 * }</pre>
 */
final class FixTally {

  /**
   * One repository.
   *
   * @param fixable findings with a fix before anything ran
   * @param safe findings the safe run fixed
   * @param unsafe findings the unsafe run fixed (after the safe run)
   * @param files files changed by either
   * @param lines lines changed by either
   * @param secondRun findings a third run, with every fix, would still fix (an overlapping fix
   *     waits for the next run)
   * @param refused files with a fix that were not touched, and why
   * @param failures failed checks
   */
  record Row(String name, long fixable, int safe, int unsafe, long files, int lines, int secondRun,
      List<String> refused, List<String> failures) {}

  private final List<Row> rows = new ArrayList<>();
  private final Map<RuleId, int[]> fixed = new EnumMap<>(RuleId.class);
  private final Map<RuleId, Map<FixPlan.Reason, Integer>> skipped = new EnumMap<>(RuleId.class);
  private final List<String> skippedAt = new ArrayList<>();

  void add(Row row) {
    rows.add(row);
  }

  /** A fix applied by the safe ({@code unsafe == false}) or the unsafe run. */
  void fixed(RuleId rule, boolean unsafeRun) {
    fixed.computeIfAbsent(rule, r -> new int[2])[unsafeRun ? 1 : 0]++;
  }

  /** A fix skipped by the unsafe run (every fix selected), with why; {@code where} is {@code repo/path:line}. */
  void skipped(RuleId rule, FixPlan.Reason reason, String where) {
    skipped.computeIfAbsent(rule, r -> new EnumMap<>(FixPlan.Reason.class)).merge(reason, 1, Integer::sum);
    skippedAt.add(where + " [" + rule.id() + "] " + reason.name().toLowerCase(java.util.Locale.ROOT));
  }

  boolean failed() {
    return rows.stream().anyMatch(r -> !r.failures().isEmpty());
  }

  String render() {
    StringBuilder out = new StringBuilder();
    out.append(String.format("%-30s %8s %6s %7s %6s %6s %11s %9s%n", "repository", "fixable", "safe", "unsafe",
        "files", "lines", "second run", "failures"));
    Row total = new Row("total", 0, 0, 0, 0, 0, 0, List.of(), List.of());
    for (Row r : rows) {
      out.append(row(r));
      total = new Row("total", total.fixable() + r.fixable(), total.safe() + r.safe(), total.unsafe() + r.unsafe(),
          total.files() + r.files(), total.lines() + r.lines(), total.secondRun() + r.secondRun(),
          concat(total.refused(), r.refused()), concat(total.failures(), r.failures()));
    }
    out.append(row(total));
    out.append(String.format("%n%-26s %10s %12s  %s%n", "rule", "safe fixed", "unsafe fixed", "skipped (why)"));
    for (RuleId rule : RuleId.values()) {
      int[] n = fixed.getOrDefault(rule, new int[2]);
      Map<FixPlan.Reason, Integer> why = skipped.getOrDefault(rule, Map.of());
      if (n[0] + n[1] + why.size() == 0) {
        continue;
      }
      List<String> reasons = new ArrayList<>();
      why.forEach((reason, count) -> reasons.add(count + " " + reason.name().toLowerCase(java.util.Locale.ROOT)));
      out.append(String.format("%-26s %10d %12d  %s%n", rule.id(), n[0], n[1],
          reasons.isEmpty() ? "0" : String.join(", ", reasons)));
    }
    if (!skippedAt.isEmpty()) {
      out.append("\nfixes skipped:\n");
      skippedAt.forEach(r -> out.append("  ").append(r).append('\n'));
    }
    if (!total.refused().isEmpty()) {
      out.append("\nfiles not fixed (read or written in doubt):\n");
      total.refused().forEach(r -> out.append("  ").append(r).append('\n'));
    }
    out.append(total.failures().isEmpty()
        ? "\nfix measurement: every changed file parses with only its fixed values changed, every fixed finding is gone,"
            + " no finding is new, and only lines of fixed findings changed\n"
        : "\nfix measurement: " + total.failures().size() + " failed checks:\n");
    total.failures().forEach(f -> out.append("  ").append(f).append('\n'));
    return out.toString();
  }

  private static String row(Row r) {
    return String.format("%-30s %8d %6d %7d %6d %6d %11d %9d%n", r.name(), r.fixable(), r.safe(), r.unsafe(),
        r.files(), r.lines(), r.secondRun(), r.failures().size());
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }
}
