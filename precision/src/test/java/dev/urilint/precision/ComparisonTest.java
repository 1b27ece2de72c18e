package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * How findings meet expectation rows: on path, line and rule; each occurrence on its own; TP rows
 * first. Each case: the expectation rows ({@code line rule verdict}), the reported findings
 * ({@code line rule severity}), and the outcome (matched verdicts, new, missing, gone).
 */
class ComparisonTest {

  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of("a TP reported is true",
            "3 insecure-scheme TP", "3 insecure-scheme warning", "TP", "", "", ""),
        Arguments.of("a TP not reported is missing",
            "3 insecure-scheme TP", "", "", "", "3 insecure-scheme", ""),
        Arguments.of("the same line under another rule does not meet the row",
            "3 insecure-scheme TP", "3 malformed-uri error", "", "3 malformed-uri", "3 insecure-scheme", ""),
        Arguments.of("another line does not meet the row (the corpus is pinned: no drift allowed)",
            "3 insecure-scheme TP", "4 insecure-scheme warning", "", "4 insecure-scheme", "3 insecure-scheme", ""),
        Arguments.of("a finding nobody judged is new",
            "", "7 relative-colon-segment warning", "", "7 relative-colon-segment", "", ""),
        Arguments.of("an info finding is not judged at all",
            "", "7 non-normalized info", "", "", "", ""),
        Arguments.of("two findings on one line need two rows",
            "5 insecure-scheme TP", "5 insecure-scheme warning,5 insecure-scheme warning", "TP", "5 insecure-scheme", "", ""),
        Arguments.of("two rows on one line need two findings",
            "5 insecure-scheme TP,5 insecure-scheme TP", "5 insecure-scheme warning", "TP", "", "5 insecure-scheme", ""),
        Arguments.of("TP rows are met first: the one finding left is true, the DEB row is gone",
            "5 insecure-scheme DEB,5 insecure-scheme TP", "5 insecure-scheme warning", "TP", "", "", "5 insecure-scheme DEB"),
        Arguments.of("a judged false alarm still reported is false",
            "9 malformed-uri FP", "9 malformed-uri error", "FP", "", "", ""),
        Arguments.of("a fixed false alarm is gone, not missing",
            "9 malformed-uri FP", "", "", "", "", "9 malformed-uri FP"),
        Arguments.of("a defensible finding no longer reported is gone, not missing",
            "9 insecure-scheme DEB", "", "", "", "", "9 insecure-scheme DEB"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void matchesOnPathLineRuleCountingEachOccurrence(
      String why, String rows, String findings, String matched, String unexpected, String missing, String gone) {
    Comparison c = Comparison.of("demo", expectations(rows), new ScanReport(reported(findings), 100));

    assertThat(join(c.matched().stream().map(m -> m.expectation().verdict().name()).toList())).isEqualTo(matched);
    assertThat(join(c.unexpected().stream().map(r -> r.key().line() + " " + r.key().rule()).toList())).isEqualTo(unexpected);
    assertThat(join(c.missing().stream().map(e -> e.key().line() + " " + e.key().rule()).toList())).isEqualTo(missing);
    assertThat(join(c.gone().stream().map(e -> e.key().line() + " " + e.key().rule() + " " + e.verdict()).toList()))
        .isEqualTo(gone);
    assertThat(c.fails()).isEqualTo(!unexpected.isEmpty() || !missing.isEmpty() || matched.contains("FP"));
  }

  // The first-run figure: a build fails at default settings when an error is reported, and fails
  // for nothing when none of the errors is true.
  @ParameterizedTest(name = "rows ''{0}'', findings ''{1}'': {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "                                     | 3 insecure-scheme warning               | false",
        "9 malformed-uri FP                   | 9 malformed-uri error                   | true",
        "                                     | 9 malformed-uri error                   | true",
        "5 credentials-in-uri DEB             | 5 credentials-in-uri error              | true",
        "5 credentials-in-uri TP,9 malformed-uri FP | 5 credentials-in-uri error,9 malformed-uri error | false",
        "3 insecure-scheme TP                 | 3 insecure-scheme warning               | false",
      })
  void failsTheBuildWithoutATrueErrorOnlyWhenAnErrorIsReportedAndNoneIsTrue(String rows, String findings, boolean fails) {
    Comparison c = Comparison.of("demo", expectations(rows == null ? "" : rows), new ScanReport(reported(findings), 100));
    assertThat(c.failsBuildWithoutTrueError()).isEqualTo(fails);
  }

  private static List<Expectation> expectations(String rows) {
    List<Expectation> list = new ArrayList<>();
    for (String row : split(rows)) {
      String[] f = row.split(" ");
      list.add(new Expectation(new FindingKey("a.yml", Integer.parseInt(f[0]), f[1]), Verdict.valueOf(f[2]), "v", "why"));
    }
    return list;
  }

  private static List<Reported> reported(String findings) {
    List<Reported> list = new ArrayList<>();
    for (String finding : split(findings)) {
      String[] f = finding.split(" ");
      list.add(new Reported(new FindingKey("a.yml", Integer.parseInt(f[0]), f[1]), f[2], "http://h/"));
    }
    return list;
  }

  private static List<String> split(String s) {
    return s.isEmpty() ? List.of() : List.of(s.split(","));
  }

  private static String join(List<String> parts) {
    return String.join(",", parts);
  }
}
