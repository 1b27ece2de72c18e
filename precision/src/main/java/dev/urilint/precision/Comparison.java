package dev.urilint.precision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every error and warning of one repository's report set against its expectation.
 *
 * <p>Findings and expectations are matched on path, line and rule ({@link FindingKey}). A key may
 * occur more than once (two URIs on one line): the occurrences are paired in order, the
 * expectation's TP rows first, then DEB, then FP, so a true finding counts as missing only when
 * fewer findings than TP rows are left on that key.
 *
 * <pre>{@code
 * Comparison c = Comparison.of("okhttp", ExpectationFile.read(tsv), ScanReport.read(json));
 * c.unexpected();   // findings nobody has judged: each fails the suite until judged
 * c.missing();      // TP rows no longer reported: each fails the suite
 * }</pre>
 *
 * @param repo the repository's name in the corpus list
 * @param stringsLinted how many strings urilint linted in the repository
 * @param matched each reported error or warning with the expectation row it met
 * @param unexpected errors and warnings no expectation row covers ("new")
 * @param missing TP rows no finding met
 * @param gone DEB and FP rows no finding met (a false alarm fixed, or a defensible one dropped)
 */
record Comparison(
    String repo,
    long stringsLinted,
    List<Match> matched,
    List<Reported> unexpected,
    List<Expectation> missing,
    List<Expectation> gone) {

  /** A reported finding and the row that judged it. */
  record Match(Reported finding, Expectation expectation) {}

  private static final Comparator<Expectation> TP_FIRST = Comparator.comparing(Expectation::verdict);

  Comparison {
    matched = List.copyOf(matched);
    unexpected = List.copyOf(unexpected);
    missing = List.copyOf(missing);
    gone = List.copyOf(gone);
  }

  static Comparison of(String repo, List<Expectation> expected, ScanReport report) {
    Map<FindingKey, List<Expectation>> rows = new TreeMap<>();
    for (Expectation e : expected) {
      rows.computeIfAbsent(e.key(), k -> new ArrayList<>()).add(e);
    }
    rows.values().forEach(l -> l.sort(TP_FIRST));
    Map<FindingKey, List<Reported>> found = new TreeMap<>();
    for (Reported r : report.findings()) {
      if (r.isJudged()) {
        found.computeIfAbsent(r.key(), k -> new ArrayList<>()).add(r);
      }
    }
    List<Match> matched = new ArrayList<>();
    List<Reported> unexpected = new ArrayList<>();
    for (Map.Entry<FindingKey, List<Reported>> e : found.entrySet()) {
      List<Expectation> judged = rows.getOrDefault(e.getKey(), List.of());
      List<Reported> findings = e.getValue();
      for (int i = 0; i < findings.size(); i++) {
        if (i < judged.size()) {
          matched.add(new Match(findings.get(i), judged.get(i)));
        } else {
          unexpected.add(findings.get(i));
        }
      }
    }
    List<Expectation> missing = new ArrayList<>();
    List<Expectation> gone = new ArrayList<>();
    for (Map.Entry<FindingKey, List<Expectation>> e : rows.entrySet()) {
      List<Expectation> judged = e.getValue();
      int met = found.getOrDefault(e.getKey(), List.of()).size();
      for (int i = met; i < judged.size(); i++) {
        (judged.get(i).verdict() == Verdict.TP ? missing : gone).add(judged.get(i));
      }
    }
    return new Comparison(repo, report.stringsLinted(), matched, unexpected, missing, gone);
  }

  /**
   * The first-run figure: whether {@code urilint check .} at default settings would fail the
   * repository's build (an error is reported) with no true error among what it reports.
   */
  boolean failsBuildWithoutTrueError() {
    boolean error = unexpected.stream().anyMatch(Reported::isError) || matched.stream().anyMatch(m -> m.finding().isError());
    boolean trueError = matched.stream().anyMatch(m -> m.finding().isError() && m.expectation().verdict() == Verdict.TP);
    return error && !trueError;
  }

  /** Whether the repository fails the suite: a false, new or missing finding. */
  boolean fails() {
    return !unexpected.isEmpty() || !missing.isEmpty() || matched.stream().anyMatch(m -> m.expectation().verdict() == Verdict.FP);
  }
}
