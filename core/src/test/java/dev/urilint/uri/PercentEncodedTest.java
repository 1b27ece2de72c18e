package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PercentEncodedTest {

  /** input, start, expected end or -1, expected failure index. */
  @ParameterizedTest(name = "pct-encoded in \"{0}\" from {1}")
  @CsvSource(delimiter = '|', value = {
      "%41     | 0 | 3  | -1",
      "%fF     | 0 | 3  | -1",
      "a%2Fb   | 1 | 4  | -1",
      "%       | 0 | -1 | 1",
      "%4      | 0 | -1 | 2",
      "%G1     | 0 | -1 | 1",
      "%1G     | 0 | -1 | 2",
      "x%%41   | 1 | -1 | 2",
      "a       | 0 | -1 | 0",
  })
  void pctEncodedIsPercentAndTwoHexDigits(String s, int start, int end, int failure) {
    long r = PercentEncoded.pctEncoded(s, start, s.length());
    if (end >= 0) {
      assertThat(r).isEqualTo(end);
    } else {
      assertThat(Match.index(r)).isEqualTo(failure);
      assertThat(Match.rule(r)).isEqualTo(GrammarRule.PCT_ENCODED);
    }
  }

  @ParameterizedTest(name = "skip over \"{0}\" stops at {1}")
  @CsvSource(delimiter = '|', value = {
      "abc/d     | 3",
      "a%20b?    | 5",
      "''        | 0",
      "%41%42    | 6",
      "a b       | 1",
  })
  void skipConsumesARunOfAClassAndEscapes(String s, int stop) {
    assertThat(PercentEncoded.skip(s, 0, s.length(), Chars3986.UNRESERVED)).isEqualTo(stop);
  }

  @ParameterizedTest(name = "skip over \"{0}\" fails at {1}")
  @CsvSource(delimiter = '|', value = {"ab%2  | 4", "ab%zz | 3", "%     | 1"})
  void skipReportsABrokenEscape(String s, int index) {
    long r = PercentEncoded.skip(s, 0, s.length(), Chars3986.UNRESERVED);
    assertThat(Match.failed(r)).isTrue();
    assertThat(Match.index(r)).isEqualTo(index);
  }

  @org.junit.jupiter.api.Test
  void skipRespectsTheEndBound() {
    assertThat(PercentEncoded.skip("abcdef", 1, 4, Chars3986.UNRESERVED)).isEqualTo(4);
    assertThat(Match.index(PercentEncoded.pctEncoded("%41", 0, 2))).isEqualTo(2);
  }
}
