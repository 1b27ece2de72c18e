package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExplainCommandTest {

  @Test
  void drawsTheComponentsOfTheRfcExampleAsInTheGoldenFile() throws IOException {
    CliRun.Outcome o = CliRun.run("explain", "foo://example.com:8042/over/there?name=ferret#nose");

    assertThat(o.out()).isEqualTo(RulesCommandTest.golden("explain-rfc3986-section3.txt"));
    assertThat(o.exitCode()).isZero();
  }

  @Test
  void pointsAtEveryViolationOfAMalformedStringAndFails() throws IOException {
    CliRun.Outcome o = CliRun.run("explain", "http://a/b c/%zz");

    assertThat(o.out()).isEqualTo(RulesCommandTest.golden("explain-malformed.txt"));
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void keepsAbsentAndEmptyComponentsApart() {
    String out = CliRun.run("explain", "http://a?").out();

    assertThat(out).contains("  query      (empty)\n", "  fragment   (none)\n", "    userinfo (none)\n");
  }

  @Test
  void saysThatAUriCopiedFromAReportHoldsAMaskedSecret() {
    // What a user copies from `urilint check`: the password was printed as ****. Linted as it is,
    // the copy has no secret, and "findings: none" alone read as an all-clear.
    CliRun.Outcome o = CliRun.run("explain", "https://admin:****@db.example.com/x?token=****");

    assertThat(o.out()).contains(
        "masked: **** at index 14 and 42 is how urilint prints a secret it found:\n"
            + "  this is a copy from a report, and the secret it stood for is not in it.");
    assertThat(CliRun.run("explain", "https://db.example.com/x").out()).doesNotContain("masked:");
  }

  @Test
  void namesTheHostKind() {
    assertThat(CliRun.run("explain", "http://[::1]:8080/").out()).contains("    host     [::1] (IPv6address)\n");
    assertThat(CliRun.run("explain", "http://192.0.2.1/").out()).contains("    host     192.0.2.1 (IPv4address)\n");
  }

  @Test
  void neverShowsAPlantedPasswordOrSecretQueryValue() {
    CliRun.Outcome valid = CliRun.run("explain", "https://bob:hunter2@Example.COM:443/a/./b?token=s3cr3tv4lue#top");
    CliRun.Outcome invalid = CliRun.run("explain", "https://bob:hunter2@example.com/a b?token=s3cr3tv4lue");

    for (CliRun.Outcome o : new CliRun.Outcome[] {valid, invalid}) {
      assertThat(o.out() + o.err()).doesNotContain("hunter2").doesNotContain("s3cr3tv4lue").contains("bob:****@");
    }
    assertThat(valid.out()).contains("    userinfo bob:****\n", "normal form: https://bob:****@example.com/a/b?token=****#top\n");
  }

  @Test
  void listsThePlaceholdersTheRulesReadAsFillerWithoutTheirDefaults() {
    CliRun.Outcome o = CliRun.run("explain", "https://app:${DB_PASS:hunter2}@api.example.com/users/{id}?q=%s");

    assertThat(o.out() + o.err()).doesNotContain("hunter2");
    assertThat(o.out()).contains(
        "placeholders (the rules check them as filler):\n"
            + "  at index 12: ${DB_PASS:…} (${...})\n"
            + "  at index 50: {id} (RFC 6570 template)\n"
            + "  at index 57: %s (printf)\n",
        "https://app:${DB_PASS:****}@api.example.com/users/{id}?q=%s");
  }

  @Test
  void caretsPointAtTheOffendingCharacterOfTheMaskedTextPastEverySecret() {
    String out = CliRun.run("explain", "https://bob:hunter2@example.com/a b?token=s3cr3tv4lue&x=%zz").out();
    String shown = "https://bob:****@example.com/a b?token=****&x=%zz";

    // Drawn under the string: a caret under the space and one where "%zz" stops being an escape
    // (the engine's index: the first character that cannot extend a valid prefix). The one
    // malformed-uri finding (one per rule, counting the other) points at the space.
    assertThat(out).contains(
        "  " + shown + "\n  " + " ".repeat(shown.indexOf(' ')) + "^" + " ".repeat(shown.indexOf("%zz") - shown.indexOf(' ')) + "^\n",
        "    " + shown + "\n    " + " ".repeat(shown.indexOf(' ')) + "^\n",
        "(and 1 more in this string)");
    // The password's finding covers exactly its mask.
    assertThat(out).contains("    " + shown + "\n    " + " ".repeat(shown.indexOf("****")) + "^^^^\n");
  }

  @Test
  void aViolationNamesOneIndexNotTwo() {
    String out = CliRun.run("explain", "http://a b/c%zz").out();

    // The engine stops at 13 (the first 'z'), the message names the '%' at 12: print only the latter.
    assertThat(out)
        .contains(
            "not a URI-reference:\n"
                + "  host: illegal character ' ' at index 8 in host; percent-encode it as %20\n"
                + "  pct-encoded: '%' at index 12 must be followed by two hex digits (percent-encode '%' itself as %25)\n")
        .doesNotContain("at index 13");
  }

  @Test
  void takesExactlyOneUri() {
    assertThat(CliRun.run("explain").exitCode()).isEqualTo(2);
    assertThat(CliRun.run("explain", "a", "b").exitCode()).isEqualTo(2);
  }

  /**
   * {@code explain} read the parser's violations directly: {@code illegal character '"' at index
   * 17} named a character of the password and where it sits, and an index after the password
   * told its length. Each row: a string, and what its output must not hold.
   */
  @ParameterizedTest(name = "{0} never shows {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "https://admin:Hun\"ter2@h/ | '\"'",
        "https://admin:Hun\"ter2@h/ | index 17",
        "https://admin:Hun\"ter2@h/ | %22",
        "https://admin:Hunter2@h/a b | index 25",
        "https://admin:Hun%7Eter2@h/ | '~'",
        "https://admin:Hun%7Eter2@h/ | %7E",
      })
  void explainNamesNoCharacterPositionOrLengthOfAPassword(String uri, String piece) {
    CliRun.Outcome o = CliRun.plain().execute("explain", uri);

    assertThat(o.out() + o.err()).doesNotContain(piece).doesNotContain("Hun");
  }

  /** Indexes name the masked string shown: {@code a b} sits at index 22 of {@code https://admin:****@h/a b}. */
  @Test
  void anIndexAfterAPasswordIsOneOfTheMaskedString() {
    assertThat(CliRun.plain().execute("explain", "https://admin:Hunter2@h/a b").out())
        .contains("segment: illegal character ' ' at index 22 in path", "[malformed-uri] illegal character ' ' at index 22 in path");
  }

  /** Invisible chars print as one visible char each: two strings never print alike. */
  @Test
  void invisibleCharsPrintVisibly() {
    String out = CliRun.plain().execute("explain", "http://exa\u200Bmple.com/").out();

    assertThat(out).doesNotContain("\u200B").contains("http://exa\uFFFDmple.com/");
  }
}
