package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PercentTripletsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          %7e  | 126
          %7E  | 126
          %20  | 32
          %zz  | -1
          %2g  | -1
          """)
  void readsTheOctetOfATriplet(String text, int octet) {
    assertThat(PercentTriplets.octetAt(text, 0)).isEqualTo(octet);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          /a%2fb        | true
          /%7Euser      | true
          /a%2Fb        | false
          /a%20b        | false
          /plain        | false
          /trailing%2   | false
          """)
  void findsTripletsNormalizationRewrites(String text, boolean rewrites) {
    assertThat(PercentTriplets.hasTripletToNormalize(text)).isEqualTo(rewrites);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"Ex%41mple, Exmple", "plain, plain", "a%2, a%2"})
  void leavesTripletsOut(String text, String without) {
    assertThat(PercentTriplets.withoutTriplets(text)).isEqualTo(without);
  }
}
