package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.LintResult;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.suppress.InlineSuppressions;
import dev.urilint.scanner.testing.FakeEngine;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValueLinterTest {

  private static final String SALT = "00112233445566778899aabbccddeeff";
  private final List<String> derived = new ArrayList<>();
  private final ValueLinter linter =
      new ValueLinter(new FakeEngine(), Set.of(), Optional.of(new SecretHasher(SALT, this::derive)));
  private final ValueLinter withoutBaseline = new ValueLinter(new FakeEngine(), Set.of(), Optional.empty());

  private String derive(String salt, String raw) {
    derived.add(raw);
    return "hash-of-" + derived.size();
  }

  private FileFindings lint(String text, ExtractedValue value) {
    return lint(linter, text, value);
  }

  private static FileFindings lint(ValueLinter linter, String text, ExtractedValue value) {
    FileFindings sink = new FileFindings();
    LineIndex lines = LineIndex.of(text);
    linter.lint(
        new LintedFile("f.yml", false, dev.urilint.placeholders.SourceFormat.YAML, lines,
            InlineSuppressions.parse(text, lines, dev.urilint.scanner.extract.CommentSyntax.YAML),
            EnumSet.allOf(RuleId.class), sink),
        value);
    return sink;
  }

  @Test
  void mapsTheSpanThroughEscapesToTheOffendingCharacter() {
    // url: "http://a/\u0020b"  -> the value "http://a/ b"; the space is written as a 6-char escape
    String text = "url: \"http://a/\\u0020b\"\n";
    int[] offsets = new int[12];
    for (int i = 0; i <= 9; i++) {
      offsets[i] = 6 + i; // "http://a/" verbatim
    }
    offsets[10] = 21; // 'b' after the escape
    offsets[11] = 22; // closing quote
    ExtractedValue value = new ExtractedValue("http://a/ b", Optional.of("url"), Optional.empty(), offsets, Set.of());

    ReportedFinding f = lint(text, value).findings.get(0);

    assertThat(f.rule()).isEqualTo(RuleId.MALFORMED_URI);
    assertThat(List2.of(f.line(), f.column(), f.endLine(), f.endColumn())).containsExactly(1, 16, 1, 22);
  }

  // A whole-value URI under a key that names no locator gets every rule (a Helm chart's icon); a
  // URL alone on a line of a text block stays text (tomcat's IDEA copyright notice, a paragraph of
  // its documentation), so only the security rules read it.
  @Test
  void aWholeValueUriGetsEveryRuleButALineOfATextBlockStaysText() {
    ValueLinter real = new ValueLinter(LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults()), Set.of(), Optional.empty());
    String icon = "http://helm.elastic.co/icons/apm.png";
    String notice = "Licensed under the License.\nhttp://www.apache.org/licenses/LICENSE-2.0\nUnless required";

    assertThat(lint(real, icon, ExtractedValue.verbatim(icon, Optional.of("icon"), 0)).findings)
        .extracting(ReportedFinding::rule).containsExactly(RuleId.INSECURE_SCHEME);
    assertThat(lint(real, notice, ExtractedValue.verbatim(notice, Optional.of("component/option/notice"), 0)).findings).isEmpty();
  }

  @Test
  void skipsValuesThatAreNotPlausiblyUris() {
    assertThat(lint("a: b c", ExtractedValue.verbatim("Note: b c", Optional.of("a"), 3)).findings).isEmpty();
  }

  @Test
  void usesTheExtractorHintBeforeTheKey() {
    ExtractedValue identifier =
        new ExtractedValue("http://x.example.org/", Optional.of("service.url"), Optional.of(Usage.IDENTIFIER),
            new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21}, Set.of());

    assertThat(lint("http://x.example.org/", identifier).findings).isEmpty(); // insecure-scheme needs a locator
  }

  @Test
  void honoursTheExtractorsSuppressions() {
    ExtractedValue v = ExtractedValue.verbatim("http://a/ b", Optional.of("url"), 0);
    ExtractedValue suppressed =
        new ExtractedValue(v.value(), v.key(), v.usage(), v.sourceOffsets(), Set.of(RuleId.MALFORMED_URI));

    FileFindings sink = lint("http://a/ b", suppressed);

    assertThat(sink.findings).extracting(ReportedFinding::rule).containsExactly(RuleId.INSECURE_SCHEME);
    assertThat(sink.suppressed).isEqualTo(1);
  }

  @Test
  void appliesACommentOnTheLineBeforeTheValueToFindingsOnLaterLines() {
    // A folded block scalar: the comment sits on the key line, the finding two lines below.
    String text = "url: > # urilint:ignore\n  http://a/\n  b c\n";
    int[] offsets = new int[14];
    for (int i = 0; i < 9; i++) {
      offsets[i] = 26 + i;
    }
    for (int i = 9; i < 14; i++) {
      offsets[i] = 26 + i + 2;
    }
    ExtractedValue folded = new ExtractedValue("http://a/ b c", Optional.of("url"), Optional.empty(), offsets, Set.of());

    FileFindings sink = lint(text, folded);

    assertThat(sink.findings).isEmpty();
    assertThat(sink.suppressed).isEqualTo(2);
  }

  @Test
  void hashesTheRawValueOnlyWhenMaskingHidSomething() {
    // A locator key: insecure-scheme and credentials-in-uri both report the value.
    FileFindings secret = lint("db.url=http://u:pw@h/", ExtractedValue.verbatim("http://u:pw@h/", Optional.of("db.url"), 7));
    FileFindings plain = lint("db.url=http://h/", ExtractedValue.verbatim("http://h/", Optional.of("db.url"), 7));

    assertThat(secret.findings).hasSize(2).allSatisfy(f -> assertThat(f.secretHash()).contains("hash-of-1"));
    assertThat(secret.findings).allSatisfy(f -> assertThat(f.maskedUri()).isEqualTo("http://u:****@h/"));
    assertThat(plain.findings).isNotEmpty().allSatisfy(f -> assertThat(f.secretHash()).isEmpty());
    assertThat(derived).as("once per value, not per finding").containsExactly("http://u:pw@h/");
    assertThat(secret.secretHashesOmitted).isFalse();
  }

  @Test
  void withoutAHasherLeavesTheSecretHashOutAndSaysSo() {
    FileFindings secret =
        lint(withoutBaseline, "u=http://u:pw@h/", ExtractedValue.verbatim("http://u:pw@h/", Optional.of("u"), 2));
    FileFindings plain = lint(withoutBaseline, "db.url=http://h/", ExtractedValue.verbatim("http://h/", Optional.of("db.url"), 7));

    assertThat(secret.findings).isNotEmpty().allSatisfy(f -> assertThat(f.secretHash()).isEmpty());
    assertThat(secret.secretHashesOmitted).isTrue();
    assertThat(plain.findings).isNotEmpty();
    assertThat(plain.secretHashesOmitted).as("nothing was masked, nothing is missing").isFalse();
    assertThat(derived).isEmpty();
  }

  @Test
  void aSuppressedSecretNeedsNoHash() {
    ExtractedValue v = ExtractedValue.verbatim("http://u:pw@h/", Optional.of("u"), 0);
    ExtractedValue suppressed =
        new ExtractedValue(v.value(), v.key(), v.usage(), v.sourceOffsets(), EnumSet.allOf(RuleId.class));

    FileFindings sink = lint("http://u:pw@h/", suppressed);

    assertThat(sink.findings).isEmpty();
    assertThat(derived).isEmpty();
  }

  @Test
  void showsAnEmptySpanOnTheCharacterWhereThePartIsMissing() {
    ExtractedValue v = ExtractedValue.verbatim("http://h/", Optional.empty(), 10);

    assertThat(ValueLinter.place(v, new Span(4, 4))).containsExactly(14, 15);
    assertThat(ValueLinter.place(v, new Span(9, 9))).containsExactly(19, 19);
    assertThat(ValueLinter.place(v, new Span(2, 99))).containsExactly(12, 19);
  }

  @Test
  void aSpanThatRunsIntoAConstantWrittenEarlierEndsWithThePieceItStartsIn() {
    // static final String HOST = "acme.com";  (at 20)   ...   URI.create("http://a b." + HOST)  (at 100)
    String value = "http://a b.acme.com";
    int[] offsets = new int[value.length() + 1];
    for (int i = 0; i < 11; i++) {
      offsets[i] = 100 + i;
    }
    for (int i = 11; i <= value.length(); i++) {
      offsets[i] = 20 + i - 11;
    }
    ExtractedValue v = new ExtractedValue(value, Optional.of("URI.create"), Optional.empty(), offsets, Set.of());

    assertThat(ValueLinter.place(v, new Span(7, 19))).containsExactly(107, 111);
    assertThat(ValueLinter.place(v, new Span(12, 15))).containsExactly(21, 24);
  }

  /** Boxes ints for a readable assertion. */
  private static final class List2 {
    static java.util.List<Integer> of(int... v) {
      return java.util.Arrays.stream(v).boxed().toList();
    }
  }

  /**
   * A 64 KB value of repeated "//a:b@" gave thousands of findings, each carrying the whole value:
   * a 1.08 GB JSON report, and out of memory at 10 MiB. Now one finding per rule, counting the
   * others of its rule, and each shows a window of the value.
   */
  @Test
  void reportsOneFindingPerRuleOfAValueAndShowsAWindowOfIt() {
    String text = "http:" + "//a:b@".repeat(64 * 1024 / 6);
    ValueLinter real = new ValueLinter(LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults()), Set.of(), Optional.empty());

    List<ReportedFinding> findings = lint(real, text, ExtractedValue.verbatim(text, Optional.of("url"), 0)).findings;

    assertThat(findings).extracting(ReportedFinding::rule).doesNotHaveDuplicates().contains(RuleId.CREDENTIALS_IN_URI);
    assertThat(findings).allSatisfy(f -> assertThat(f.maskedUri().length()).isLessThanOrEqualTo(Shown.MAX_URI + 2));
    assertThat(findings).allSatisfy(f -> assertThat(f.message().length()).isLessThanOrEqualTo(Shown.MAX_MESSAGE + 200));
    assertThat(moreOf(findings, RuleId.CREDENTIALS_IN_URI)).isEqualTo(64 * 1024 / 6 - 1);
  }

  /**
   * A megabyte value of "//a:b@" holds 174,763 passwords. Core built a finding and its message
   * for each before the scanner kept 25: about 530 bytes allocated per char, and a 10 MiB file
   * needed a 3 GB heap. Now core builds at most 100 and counts the rest, one finding names them
   * all, and the value costs tens of bytes a char (its secrets, the masked copy, where they sit
   * in the file): 10 MiB scans in a 512 MB heap.
   */
  @Test
  void aMegabyteValueOfPasswordsAllocatesABoundedAmountPerCharAndCountsEveryOne() {
    String text = "http:" + "//a:b@".repeat((1 << 20) / 6);
    ValueLinter real = new ValueLinter(LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults()), Set.of(), Optional.empty());
    ExtractedValue value = ExtractedValue.verbatim(text, Optional.of("url"), 0);
    lint(real, text, value); // warm-up
    var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();

    long before = threads.getCurrentThreadAllocatedBytes();
    List<ReportedFinding> findings = lint(real, text, value).findings;
    long perChar = (threads.getCurrentThreadAllocatedBytes() - before) / text.length();

    assertThat(perChar).as("bytes allocated per char").isLessThan(150);
    assertThat(findings).extracting(ReportedFinding::rule).doesNotHaveDuplicates();
    assertThat(moreOf(findings, RuleId.CREDENTIALS_IN_URI)).isEqualTo((1 << 20) / 6 - 1); // a password each
  }

  /**
   * Decoys before an error: the 25 findings shown of a value are its most severe, the first by
   * position among equals, and the count of the rest says how many errors it holds. Kept by
   * position, 40 double encodings (warnings) before a real password, or 101 templated passwords
   * before it, left the password in "N more", and a run failing on errors passed (reproducers
   * of a hostile review).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "40 double encodings, then a password | http://h/ | %2541 | 40",
        "101 templated passwords, then a real one | http: | //a:${X}@ | 101",
        "30 secret parameters, then a password | http://h/? | token=x& | 30",
      })
  void theFindingsShownOfAValueAreItsMostSevere(String title, String prefix, String decoy, int decoys) {
    String text = prefix + decoy.repeat(decoys) + "//a:Hunter2@db.example.com/";
    ValueLinter real = new ValueLinter(LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults()), Set.of(), Optional.empty());

    List<ReportedFinding> findings = lint(real, text, ExtractedValue.verbatim(text, Optional.of("url"), 0)).findings;

    assertThat(findings).hasSizeLessThanOrEqualTo(ValueLinter.MAX_FINDINGS_PER_VALUE);
    assertThat(findings).filteredOn(f -> f.severity() == Severity.ERROR)
        .anySatisfy(f -> assertThat(f.rule()).isEqualTo(RuleId.CREDENTIALS_IN_URI));
    assertThat(dev.urilint.scanner.config.FailOn.ERROR.fails(
            ScanResult.of(findings, List.of(), 1)))
        .isTrue();
  }

  /** A value's one finding of a rule says how many more of its kind the value holds. */
  @Test
  void aValuesFindingNamesHowManyMoreOfItsRuleItHolds() {
    String text = "http:" + "//a:Hunter2@".repeat(40) + "h/";
    ValueLinter real = new ValueLinter(LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults()), Set.of(), Optional.empty());

    List<ReportedFinding> findings = lint(real, text, ExtractedValue.verbatim(text, Optional.of("url"), 0)).findings;

    assertThat(findings).filteredOn(f -> f.rule() == RuleId.CREDENTIALS_IN_URI).singleElement()
        .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR));
    assertThat(moreOf(findings, RuleId.CREDENTIALS_IN_URI)).isEqualTo(39);
  }

  // The count of "(and N more in this string)" on the one finding of rule.
  private static int moreOf(List<ReportedFinding> findings, RuleId rule) {
    String message = findings.stream().filter(f -> f.rule() == rule).findFirst().orElseThrow().message();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\(and (\\d+) more in this string\\)").matcher(message);
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  // A Java constant's literal is read on its own and again inside a concatenation at a sink: two
  // values over the same chars of the file. Their finding of one rule at one place is reported once.
  @Test
  void theSameLiteralReachedTwiceIsReportedOnce() {
    String text = "http://a/ b";
    FileFindings sink = new FileFindings();
    LineIndex lines = LineIndex.of(text);
    LintedFile file = new LintedFile("f.yml", false, dev.urilint.placeholders.SourceFormat.YAML, lines,
        InlineSuppressions.parse(text, lines, dev.urilint.scanner.extract.CommentSyntax.YAML),
        EnumSet.allOf(RuleId.class), sink);

    linter.lint(file, ExtractedValue.verbatim(text, Optional.of("url"), 0));
    int once = sink.findings.size();
    linter.lint(file, ExtractedValue.verbatim(text, Optional.of("url"), 0));

    assertThat(once).isPositive();
    assertThat(sink.findings).hasSize(once);
  }

  @Test
  void theSameRuleAtTheSameSpanIsOneFinding() {
    // ${URL:${U2:https://bob:pw@h/}}: the default password was reported two or three times.
    ExtractedValue v = ExtractedValue.verbatim("http://a/ b", Optional.of("url"), 0);
    LintEngine twice = new LintEngine() {
      @Override
      public LintResult lint(String value, dev.urilint.lint.Context context, Set<RuleId> rules) {
        List<dev.urilint.lint.Finding> once = new FakeEngine().lint(value, context, rules).findings();
        List<dev.urilint.lint.Finding> all = new ArrayList<>(once);
        all.addAll(once);
        return new LintResult(all);
      }

      @Override
      public String mask(String text) {
        return text;
      }
    };

    FileFindings sink = lint(new ValueLinter(twice, Set.of(), Optional.empty()), "http://a/ b", v);

    assertThat(sink.findings).hasSize(new FakeEngine().lint("http://a/ b", dev.urilint.lint.Context.of(Usage.LOCATOR), EnumSet.allOf(RuleId.class)).findings().size());
  }
}
