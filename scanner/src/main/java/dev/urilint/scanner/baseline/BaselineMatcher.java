package dev.urilint.scanner.baseline;

import dev.urilint.scanner.ReportedFinding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Hides the findings a baseline knows. Entries match on path, rule, fingerprint and secret hash,
 * never on line numbers; an entry with {@code count} n hides at most n identical findings (the
 * first n in report order), so a new copy of a known mistake is still reported. What the baseline
 * knows but the scan no longer finds comes back as stale entries.
 *
 * <pre>{@code
 * BaselineMatcher.Match m = BaselineMatcher.apply(findings, Baseline.read(file));
 * m.reported();   // new findings
 * m.stale();      // entries to drop from the baseline
 * }</pre>
 */
public final class BaselineMatcher {

  /**
   * @param reported findings the baseline does not cover
   * @param hidden findings the baseline hid
   * @param stale entries (with their unmatched count) that matched nothing
   */
  public record Match(
      List<ReportedFinding> reported, List<ReportedFinding> hidden, List<BaselineEntry> stale) {}

  private BaselineMatcher() {}

  /** Splits {@code findings} (in report order) into reported and hidden; every entry is this scan's. */
  public static Match apply(List<ReportedFinding> findings, Baseline baseline) {
    return apply(findings, baseline, path -> true);
  }

  /**
   * Splits {@code findings} (in report order) into reported and hidden. An entry whose path the
   * scan does not cover ({@code covered} says no: a file another module of the build reads) may
   * still hide a finding but is never stale here: the scan that covers it decides.
   */
  public static Match apply(List<ReportedFinding> findings, Baseline baseline, Predicate<String> covered) {
    Map<String, Integer> remaining = new HashMap<>();
    for (BaselineEntry e : baseline.entries()) {
      remaining.merge(key(e.path(), e.rule().id(), e.matchKey()), e.count(), Integer::sum);
    }
    List<ReportedFinding> reported = new ArrayList<>();
    List<ReportedFinding> hidden = new ArrayList<>();
    for (ReportedFinding f : findings) {
      String key = key(f.path(), f.rule().id(), matchKey(f));
      Integer left = remaining.get(key);
      if (left != null && left > 0) {
        remaining.put(key, left - 1);
        hidden.add(f);
      } else {
        reported.add(f);
      }
    }
    List<BaselineEntry> stale = new ArrayList<>();
    for (BaselineEntry e : baseline.entries()) {
      if (!covered.test(e.path())) {
        continue;
      }
      String key = key(e.path(), e.rule().id(), e.matchKey());
      int left = remaining.getOrDefault(key, 0);
      if (left > 0) {
        int unmatched = Math.min(left, e.count());
        stale.add(e.withCount(unmatched));
        remaining.put(key, left - unmatched);
      }
    }
    return new Match(reported, hidden, stale);
  }

  /** The part of a finding an entry must equal: fingerprint and secret hash. */
  static String matchKey(ReportedFinding f) {
    return f.fingerprint() + f.secretHash().map(h -> "/" + h).orElse("");
  }

  private static String key(String path, String rule, String matchKey) {
    return path + '\u0000' + rule + '\u0000' + matchKey;
  }
}
