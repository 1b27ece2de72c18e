package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class LiteralEscaperTest {

  @Test
  void escapesQuotesAndBackslashes() {
    assertThat(LiteralEscaper.escape("a\"b\\c", false)).isEqualTo("a\\\"b\\\\c");
  }

  @Test
  void writesControlCharactersAsEscapesNeverAsUnicodeEscapes() {
    assertThat(LiteralEscaper.escape("a\nb\tc\u0001", false)).isEqualTo("a\\nb\\tc\\001");
  }

  @Test
  void keepsNewlinesInTextBlocks() {
    assertThat(LiteralEscaper.escape("a\nb", true)).isEqualTo("a\nb");
  }

  @Test
  void leavesPercentEncodingAlone() {
    assertThat(LiteralEscaper.escape("%20%2F", false)).isEqualTo("%20%2F");
  }
}
