package dev.urilint.precision;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders the comparisons: the counts per repository and per rule, then every false, new and
 * missing finding, then the DEB and FP rows no longer reported. New findings are printed as rows
 * of the expectation file with verdict {@code ?}, ready to be judged.
 *
 * <pre>
 * repository                  strings   true    deb  false    new  missing  false-err  false-warn/1k
 * okhttp                         4467     14      2      0      0        0          0           0.00
 * </pre>
 */
final class PrecisionTable {

  private static final String ROW = "%-28s %8s %6d %6d %6d %6d %8d %10d %14.2f %11s%n";
  private static final String HEAD = "%-28s %8s %6s %6s %6s %6s %8s %10s %14s %11s%n";

  private PrecisionTable() {}

  static String render(List<Comparison> comparisons) {
    StringBuilder out = new StringBuilder(tables(comparisons));
    details(out, comparisons);
    return out.toString();
  }

  /** The tables without the findings listed: what the held-out half is read by. */
  static String summary(List<Comparison> comparisons) {
    return tables(comparisons);
  }

  private static String tables(List<Comparison> comparisons) {
    Tally all = new Tally();
    int failedBuilds = 0;
    Map<String, Tally> byRule = new TreeMap<>();
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, HEAD, "repository", "strings", "true", "deb", "false", "new", "missing",
        "false-err", "false-warn/1k", "build-fails").stripTrailing()).append('\n');
    for (Comparison c : comparisons) {
      Tally repo = new Tally();
      repo.stringsLinted = c.stringsLinted();
      all.stringsLinted += c.stringsLinted();
      for (Comparison.Match m : c.matched()) {
        repo.add(m);
        all.add(m);
        byRule.computeIfAbsent(m.finding().key().rule(), r -> new Tally()).add(m);
      }
      for (Reported r : c.unexpected()) {
        repo.addUnexpected(r);
        all.addUnexpected(r);
        byRule.computeIfAbsent(r.key().rule(), k -> new Tally()).addUnexpected(r);
      }
      for (Expectation e : c.missing()) {
        repo.addMissing();
        all.addMissing();
        byRule.computeIfAbsent(e.key().rule(), k -> new Tally()).addMissing();
      }
      boolean fails = c.failsBuildWithoutTrueError();
      failedBuilds += fails ? 1 : 0;
      row(out, c.repo(), repo, Long.toString(repo.stringsLinted), repo.stringsLinted, fails ? "yes" : "no");
    }
    row(out, "all", all, Long.toString(all.stringsLinted), all.stringsLinted, failedBuilds + " of " + comparisons.size());
    out.append('\n');
    out.append(String.format(Locale.ROOT, HEAD, "rule", "", "true", "deb", "false", "new", "missing", "false-err",
        "false-warn/1k", "").stripTrailing()).append('\n');
    for (Map.Entry<String, Tally> e : byRule.entrySet()) {
      row(out, e.getKey(), e.getValue(), "", all.stringsLinted, "");
    }
    out.append("(false counts judged false alarms and new findings, which count as false until judged;")
        .append(" false-warn/1k is per 1,000 strings linted; build-fails: the first run at default settings")
        .append(" reports an error and none of its errors is true)\n");
    return out.toString();
  }

  private static void row(StringBuilder out, String name, Tally t, String strings, long denominator, String fails) {
    out.append(String.format(Locale.ROOT, ROW, name, strings, t.truePositives, t.defensible, t.falsePositives,
        t.unexpected, t.missing, t.falseErrors, t.falseWarningsPerThousand(denominator), fails).stripTrailing())
        .append('\n');
  }

  private static void details(StringBuilder out, List<Comparison> comparisons) {
    List<String> falseAlarms = new ArrayList<>();
    List<String> unexpected = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    List<String> gone = new ArrayList<>();
    for (Comparison c : comparisons) {
      for (Comparison.Match m : c.matched()) {
        if (m.expectation().verdict() == Verdict.FP) {
          falseAlarms.add(c.repo() + " " + m.finding().key() + " " + m.finding().severity() + ": "
              + m.expectation().why());
        }
      }
      for (Reported r : c.unexpected()) {
        unexpected.add(c.repo() + ".tsv (" + r.severity() + "): " + ExpectationFile.unjudgedRow(r));
      }
      for (Expectation e : c.missing()) {
        missing.add(c.repo() + " " + e.key() + " " + e.value() + ": " + e.why());
      }
      for (Expectation e : c.gone()) {
        gone.add(c.repo() + " " + e.key() + " " + e.verdict());
      }
    }
    section(out, "false (judged false alarms still reported)", falseAlarms);
    section(out, "new (not in the expectation: judge each, then add its row to expected/<repo>.tsv)", unexpected);
    section(out, "missing (a true finding no longer reported)", missing);
    section(out, "no longer reported (DEB and FP rows; not a failure: delete the row of a fixed false alarm)", gone);
  }

  private static void section(StringBuilder out, String title, List<String> lines) {
    out.append('\n').append(title).append(':').append(lines.isEmpty() ? " none" : "").append('\n');
    for (String line : lines) {
      out.append("  ").append(line).append('\n');
    }
  }
}
