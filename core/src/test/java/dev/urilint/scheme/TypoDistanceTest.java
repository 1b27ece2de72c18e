package dev.urilint.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TypoDistanceTest {

  @ParameterizedTest(name = "{0} ~ {1}")
  @CsvSource({
    "htps, https", "htp, http", "hhttp, http", "htttps, https", "fle, file", "ftpp, ftp",
    "jbdc, jdbc", "htpp, http", "https, htps", "a, b", "ab, ba", "x, ''", "httpss, https"
  })
  void acceptsOneInsertionDeletionSubstitutionOrSwap(String a, String b) {
    assertThat(TypoDistance.isOneTypo(a, b)).isTrue();
  }

  @ParameterizedTest(name = "{0} !~ {1}")
  @CsvSource({
    "https, https", "htp, https", "ftp, https", "jdcbx, jdbc", "abc, cba", "hptts, https",
    "'', ''", "localhost, http", "mailto, mail"
  })
  void rejectsEqualWordsAndTwoOrMoreTypos(String a, String b) {
    assertThat(TypoDistance.isOneTypo(a, b)).isFalse();
  }
}
