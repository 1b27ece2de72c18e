package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PortTest {

  @ParameterizedTest(name = "port in \"{0}\" from {1} ends at {2}")
  @CsvSource(delimiter = '|', value = {
      "80        | 0 | 2",
      "''        | 0 | 0",
      "a:8080/x  | 2 | 6",
      "a:/       | 2 | 2",
      "a:99999   | 2 | 7",
      "a:8x      | 2 | 3",
      "a:-1      | 2 | 2",
  })
  void portIsAnyNumberOfDigits(String s, int start, int end) {
    assertThat(Port.port(s, start, s.length())).isEqualTo(end);
  }

  @ParameterizedTest(name = "{0} as a port fails at {1}")
  @CsvSource(delimiter = '|', value = {"8x | 1", "x | 0", "8 0 | 1", "８０ | 0"})
  void aNonDigitEndsThePort(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.PORT)).isEqualTo(index);
  }
}
