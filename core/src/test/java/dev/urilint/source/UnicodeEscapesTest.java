package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class UnicodeEscapesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          # source                  | translated          | where each translated char starts in the source
          s = \\u0022a";             | s = "a";            | 0 1 2 3 4 10 11 12
          "x\\uuuu0041"              | "xA"                | 0 1 2 11
          "a\\\\u0041"                | "a\\\\u0041"          | 0 1 2 3 4 5 6 7 8 9
          "\\u005c\\u005c"            | "\\\\"               | 0 1 7 13
          "\\u00"                    | "\\u00"             | 0 1 2 3 4 5
          """)
  void translatesEligibleEscapesKeepingWhereEachCharWasWritten(String source, String text, String starts) {
    UnicodeEscapes.Translation t = UnicodeEscapes.translate(source);

    assertThat(t.text()).isEqualTo(text);
    int[] expected = java.util.Arrays.stream((starts + " " + source.length()).split(" ")).mapToInt(Integer::parseInt).toArray();
    assertThat(t.sourceOffsets()).containsExactly(expected);
  }
}
