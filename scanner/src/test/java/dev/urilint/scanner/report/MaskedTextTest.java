package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MaskedTextTest {

  // Two secrets: the password [12, 19) and the token's value [33, 39).
  private static final String URI = "https://bob:hunter2@host/a b?token=abcdef&x=%zz";
  private final MaskedText text = MaskedText.of(URI);

  @Test
  void showsTheStringMasked() {
    assertThat(text.shown()).isEqualTo("https://bob:****@host/a b?token=****&x=%zz");
    assertThat(text.masks()).containsExactly(new Span(12, 19), new Span(35, 41));
  }

  @ParameterizedTest(name = "index {0} -> {1} ({2})")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          8  | 8  | before every mask: unchanged
          14 | 12 | inside the password: on its mask
          26 | 23 | the space, after the first mask: moved by what it saved
          36 | 32 | inside the token: on its mask
          44 | 39 | the percent sign, after both masks: moved by what both saved
          """)
  void placesAnIndexOfTheOriginalOnTheShownText(int index, int shown, String why) {
    assertThat(text.index(index)).isEqualTo(shown);
  }

  @Test
  void theShownCharacterIsTheOriginalOneOutsideTheMasks() {
    assertThat(text.shown().charAt(text.index(26))).isEqualTo(URI.charAt(26)).isEqualTo(' ');
    assertThat(text.shown().charAt(text.index(44))).isEqualTo(URI.charAt(44)).isEqualTo('%');
  }

  @ParameterizedTest(name = "[{0}, {1}) -> [{2}, {3})")
  @CsvSource({
    "12, 19, 12, 16", // the password: its whole mask
    "14, 16, 12, 16", // part of the password: still the whole mask
    "20, 24, 17, 21", // after the first mask
    "26, 27, 23, 24", // the space
    "35, 41, 32, 36", // the token's value
    "44, 47, 39, 42", // after both
    "8, 44, 8, 39", // across both masks
  })
  void placesASpanAndCoversAMaskItTouches(int start, int end, int shownStart, int shownEnd) {
    assertThat(text.span(new Span(start, end))).isEqualTo(new Span(shownStart, shownEnd));
  }

  /** A minified file's line: every value's password masked, each caret placed past all before it. */
  @Test
  void placesSpansPastManyMasks() {
    String token = "\"https://u:pw@h/\",";
    String shownToken = "\"https://u:****@h/\",";
    MaskedText line = MaskedText.ofLine(token.repeat(1_000), List.of());
    assertThat(line.masks()).hasSize(1_000);
    int password = 999 * token.length() + token.indexOf("pw");
    int mask = 999 * shownToken.length() + shownToken.indexOf("****");
    assertThat(line.span(new Span(password, password + 2))).isEqualTo(new Span(mask, mask + 4));
    assertThat(line.span(new Span(password + 1, password + 2))).isEqualTo(new Span(mask, mask + 4));
    assertThat(line.index(password + 3)).isEqualTo(mask + 5); // the 'h' after the '@'
    assertThat(line.index(password - 1)).isEqualTo(mask - 1); // the ':' before it
  }

  /**
   * The secret of a value stands again on its line as a plain value or a template's default:
   * {@code --show-source} printed it there in clear beside its own mask.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '~',
      textBlock = """
          {"pw": "Qx7zK9mW", "url": "https://app:Qx7zK9mW@db/"}          | {"pw": "****", "url": "https://app:****@db/"}
          {"a": "${PW:Qx7zK9mW}", "b": "https://u:${PW:Qx7zK9mW}@db/"}   | {"a": "${PW:****}", "b": "https://u:${PW:****}@db/"}
          pw=Qx7:zK9mW url=https://app:Qx7:zK9mW@db/                     | pw=**** url=https://app:****@db/
          pw=Qx7zK9mWx url=https://app:Qx7zK9mW@db/                      | pw=Qx7zK9mWx url=https://app:****@db/
          """)
  void aSecretIsMaskedWhereverItStandsOnItsLine(String line, String shown) {
    assertThat(MaskedText.ofLine(line, List.of()).shown()).isEqualTo(shown);
  }

  /** Where the scanner found the secret (an escape the line's own text hides), its repeats too. */
  @Test
  void aSecretTheScannerFoundIsMaskedWhereverItStandsOnItsLine() {
    String line = "{\"pw\": \"Qx7zK9mW\", \"url\": \"https://app:Qx7zK9mW\\u0040db/\"}";
    int at = line.lastIndexOf("Qx7zK9mW");

    assertThat(MaskedText.ofLine(line, List.of(new Span(at, at + 8))).shown()).doesNotContain("Qx7zK9mW");
  }

  @Test
  void anUnmaskedTextMapsEveryIndexToItself() {
    MaskedText same = MaskedText.of("http://a/");
    assertThat(same.shown()).isEqualTo("http://a/");
    assertThat(same.index(0)).isZero();
    assertThat(same.index(9)).isEqualTo(9);
    assertThat(same.span(new Span(2, 5))).isEqualTo(new Span(2, 5));
  }

  @Test
  void caretsSitUnderTheSpanAndAreNeverEmpty() {
    assertThat(MaskedText.carets(new Span(3, 6))).isEqualTo("   ^^^");
    assertThat(MaskedText.carets(new Span(2, 2))).isEqualTo("  ^");
  }
}
