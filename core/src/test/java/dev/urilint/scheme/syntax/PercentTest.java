package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PercentTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          a%40example.com | a@example.com
          %3C%3e          | <>
          100%            | 100%
          %4              | %4
          %zz%41          | %zzA
          plain           | plain
          """)
  void decodesTripletsAndKeepsStrayPercentSigns(String text, String decoded) {
    assertThat(Percent.decode(text)).isEqualTo(decoded);
  }

  @Test
  void decodesATripletWhoseHighDigitIsZero() {
    assertThat(Percent.decode("a%09b%00")).isEqualTo("a\tb\u0000");
  }
}
