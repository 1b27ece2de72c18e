package dev.urilint.placeholders;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BracketPairsTest {

  @ParameterizedTest(name = "{0} at {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          ${A:${B:x}}              | 1  | {  | 10
          ${A:${B:x}}              | 5  | {  | 9
          RAW(a(b)c)               | 3  | (  | 9
          RAW(a(b)c)               | 5  | (  | 7
          ${unclosed               | 1  | {  | -1
          }{                       | 1  | {  | -1
          """)
  void findsTheMatchingClose(String input, int open, char kind, int close) {
    assertThat(new BracketPairs(input).closing(open, kind)).isEqualTo(close);
  }
}
