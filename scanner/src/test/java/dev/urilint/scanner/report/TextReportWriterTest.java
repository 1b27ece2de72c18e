package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TextReportWriterTest {

  private static String write(dev.urilint.scanner.ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new TextReportWriter().write(r, out);
    return out.toString();
  }

  @Test
  void writesFindingsSkippedFilesStaleEntriesAndTheSummary() throws IOException {
    Golden.assertMatches(write(SampleResults.sample()), "reports/sample.txt");
  }

  @Test
  void aCleanScanIsOneSummaryLine() throws IOException {
    assertThat(write(SampleResults.clean()))
        .isEqualTo("urilint: 0 findings (0 errors, 0 warnings, 0 info) in 3 files (7 strings linted); 0 files skipped, 0 suppressed, 0 baselined\n");
  }

  @Test
  void findingLineIsTheDesignFormat() {
    assertThat(TextReportWriter.findingLine(SampleResults.sample().findings().get(2)))
        .isEqualTo("src/main/resources/application.yml:7:10: warning: [insecure-scheme] insecure scheme 'http' for a locator; use https");
  }

  @Test
  void neverShowsThePlantedSecret() throws IOException {
    assertThat(write(SampleResults.sample())).doesNotContain(SampleResults.PLANTED_SECRET).contains("****");
  }

  /**
   * A value ending in CR ESC[2K erased its own finding on a terminal; a file name with a line feed
   * forged a finding line. Every text from a scanned file has its control chars escaped.
   */
  @Test
  void noTextFromAScannedFileCanStartALineOrMoveTheCursor() throws IOException {
    ReportedFinding erasing =
        new ReportedFinding("a\nb.yml:1:1: error: [credentials-in-uri] forged", 1, 1, 1, 2, RuleId.MALFORMED_URI,
            Severity.ERROR, "illegal character in 'http://h/\r\u001b[2K all clean \u202e'", "http://h/",
            "0a1b2c3d4e5f60718293a4b5c6d7e8f9", Optional.empty(), Optional.empty(), List.of(), Optional.empty());
    ScanResult result =
        new ScanResult(List.of(erasing), List.of(new SkippedFile("x\ry.json", "invalid JSON\u001b[2K")),
            List.of(new BaselineEntry(RuleId.INSECURE_SCHEME, "o\nld.yml", "99999999999999999999999999999999",
                Optional.empty(), "http://l/\n", 1)),
            1, 0, 0, List.of(), Optional.empty(), 0, 0, 0);

    String report = write(result);

    assertThat(report.lines())
        .containsExactly(
            "a\\nb.yml:1:1: error: [credentials-in-uri] forged:1:1: error: [malformed-uri] illegal character in"
                + " 'http://h/\\r\\u001b[2K all clean \\u202e'",
            "x\\ry.json: skipped: invalid JSON\\u001b[2K",
            "o\\nld.yml: stale baseline entry: [insecure-scheme] http://l/\\n (1 not found)",
            "urilint: 1 finding (1 error, 0 warnings, 0 info) in 1 file (0 strings linted); 1 file skipped, 0 suppressed, 0 baselined");
    assertThat(report).doesNotContain("\u001b", "\r", "\u202e");
  }

  /**
   * Invisible chars made two URIs print alike ({@code http://exa\u200Bmple.com/} and {@code
   * http://example.com/}, an attack in review). Each row: an invisible char from the list
   * or its Unicode class, as it was printed raw before, and how it is shown now.
   */
  @ParameterizedTest(name = "U+{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "200B | \\u200b", // ZERO WIDTH SPACE (Cf)
        "FEFF | \\ufeff", // ZERO WIDTH NO-BREAK SPACE, a byte-order mark inside text (Cf)
        "00AD | \\u00ad", // SOFT HYPHEN (Cf)
        "3164 | \\u3164", // HANGUL FILLER (Lo, Default_Ignorable_Code_Point)
        "E0041 | \\udb40\\udc41", // TAG LATIN CAPITAL LETTER A (Cf, outside the BMP)
        "2060 | \\u2060", // WORD JOINER (Cf)
        "200D | \\u200d", // ZERO WIDTH JOINER (Cf)
        "034F | \\u034f", // COMBINING GRAPHEME JOINER (Mn, Default_Ignorable_Code_Point)
        "FE0F | \\ufe0f", // VARIATION SELECTOR-16 (Mn, Default_Ignorable_Code_Point)
        "115F | \\u115f", // HANGUL CHOSEONG FILLER (Lo, Default_Ignorable_Code_Point)
        "00A0 | \\u00a0", // NO-BREAK SPACE: looks like U+0020 (Zs)
        "3000 | \\u3000", // IDEOGRAPHIC SPACE (Zs)
        "E0100 | \\udb40\\udd00", // VARIATION SELECTOR-17 (Mn, Default_Ignorable_Code_Point)
        "1D173 | \\ud834\\udd73", // MUSICAL SYMBOL BEGIN BEAM (Cf)
      })
  void invisibleCharsAreEscapedSoTwoUrisNeverPrintAlike(String hex, String escaped) throws IOException {
    String invisible = Character.toString(Integer.parseInt(hex, 16));
    String uri = "http://exa" + invisible + "mple.com/";
    ReportedFinding f =
        new ReportedFinding("a" + invisible + ".yml", 1, 1, 1, 2, RuleId.INSECURE_SCHEME, Severity.WARNING,
            "insecure scheme 'http' in '" + uri + "'", uri, "0a1b2c3d4e5f60718293a4b5c6d7e8f9", Optional.empty(), Optional.empty(), List.of(), Optional.empty());
    ScanResult result = ScanResult.of(List.of(f), List.of(), 1);

    String report = write(result);

    assertThat(report).doesNotContain(invisible);
    assertThat(report.lines().findFirst().orElseThrow())
        .isEqualTo("a" + escaped + ".yml:1:1: warning: [insecure-scheme] insecure scheme 'http' in 'http://exa"
            + escaped + "mple.com/'");
  }

  /** What prints as itself stays as written: letters of any script, accents, symbols, emoji. */
  @Test
  void visibleTextOfEveryScriptIsUnchanged() {
    for (String visible : List.of("café", "пример.рф", "例え.テスト", "e\u0301", "😀", "\u2800", "a b")) {
      assertThat(Printable.escape(visible)).as(visible).isEqualTo(visible);
      assertThat(Printable.oneForOne(visible)).as(visible).isEqualTo(visible);
    }
  }

  /** A source line above a caret line: each UTF-16 unit of an invisible char is one visible char. */
  @Test
  void oneForOneKeepsColumnsForInvisibleCharsInsideAndOutsideTheBmp() {
    assertThat(Printable.oneForOne("a\u200Bb\uDB40\uDC41c\u00A0d")).isEqualTo("a\uFFFDb\uFFFD\uFFFDc\uFFFDd");
  }
}
