package dev.urilint.scanner.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BaselineMatcherTest {

  private static ReportedFinding finding(String path, int line, String fingerprint, Optional<String> secret) {
    return new ReportedFinding(path, line, 1, line, 2, RuleId.CREDENTIALS_IN_URI, Severity.ERROR, "m",
        "https://u:****@h/", fingerprint, Optional.empty(), secret, List.of(), Optional.empty());
  }

  private static BaselineEntry entry(String path, String fingerprint, Optional<String> secret, int count) {
    return new BaselineEntry(RuleId.CREDENTIALS_IN_URI, path, fingerprint, secret, "https://u:****@h/", count);
  }

  @Test
  void hidesKnownFindingsWhateverTheirLine() {
    Baseline b = new Baseline("00", List.of(entry("a.yml", "f1", Optional.of("s1"), 1)));

    BaselineMatcher.Match m = BaselineMatcher.apply(List.of(finding("a.yml", 40, "f1", Optional.of("s1"))), b);

    assertThat(m.reported()).isEmpty();
    assertThat(m.hidden()).hasSize(1);
    assertThat(m.stale()).isEmpty();
  }

  @Test
  void reportsADifferentSecretBehindTheSameMaskedUri() {
    Baseline b = new Baseline("00", List.of(entry("a.yml", "f1", Optional.of("s1"), 1)));

    BaselineMatcher.Match m = BaselineMatcher.apply(List.of(finding("a.yml", 1, "f1", Optional.of("s2"))), b);

    assertThat(m.reported()).hasSize(1);
    assertThat(m.stale()).containsExactly(entry("a.yml", "f1", Optional.of("s1"), 1));
  }

  @Test
  void hidesNoMoreCopiesThanCountedAndTheFirstOnesInReportOrder() {
    Baseline b = new Baseline("00", List.of(entry("a.yml", "f1", Optional.empty(), 2)));

    BaselineMatcher.Match m =
        BaselineMatcher.apply(
            List.of(finding("a.yml", 1, "f1", Optional.empty()), finding("a.yml", 5, "f1", Optional.empty()),
                finding("a.yml", 9, "f1", Optional.empty())), b);

    assertThat(m.reported()).extracting(ReportedFinding::line).containsExactly(9);
    assertThat(m.hidden()).extracting(ReportedFinding::line).containsExactly(1, 5);
  }

  @Test
  void listsWhatNoLongerMatchesWithTheUnmatchedCount() {
    Baseline b =
        new Baseline("00", List.of(entry("a.yml", "f1", Optional.empty(), 3), entry("gone.yml", "f9", Optional.empty(), 1)));

    BaselineMatcher.Match m = BaselineMatcher.apply(List.of(finding("a.yml", 1, "f1", Optional.empty())), b);

    assertThat(m.stale())
        .containsExactly(entry("a.yml", "f1", Optional.empty(), 2), entry("gone.yml", "f9", Optional.empty(), 1));
  }

  @Test
  void anEntryOfAFileAnotherScanCoversIsNeverStaleHere() {
    // One baseline at the top of a multi-module build: module alpha's scan must not call beta's
    // entries stale (a user who obeyed emptied the baseline).
    Baseline b = new Baseline("00", List.of(
        entry("alpha/app.yml", "f1", Optional.empty(), 1),
        entry("alpha/gone.yml", "f2", Optional.empty(), 1),
        entry("beta/app.yml", "f3", Optional.empty(), 1)));

    BaselineMatcher.Match m = BaselineMatcher.apply(
        List.of(finding("alpha/app.yml", 3, "f1", Optional.empty())), b, path -> path.startsWith("alpha/"));

    assertThat(m.hidden()).hasSize(1);
    assertThat(m.stale()).containsExactly(entry("alpha/gone.yml", "f2", Optional.empty(), 1));
  }

  @Test
  void matchesOnPathSoTheSameUriElsewhereIsNew() {
    Baseline b = new Baseline("00", List.of(entry("a.yml", "f1", Optional.empty(), 1)));

    assertThat(BaselineMatcher.apply(List.of(finding("b.yml", 1, "f1", Optional.empty())), b).reported()).hasSize(1);
  }
}
