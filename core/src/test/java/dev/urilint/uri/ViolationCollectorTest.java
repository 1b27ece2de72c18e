package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ViolationCollectorTest {

  private static List<Integer> indexes(String input, GrammarRule target) {
    return UriParser.violations(input, ParseOptions.DEFAULT.as(target)).stream()
        .map(Violation::index).toList();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "h ttp://a/b c?d e#f#g               | 1 11 15 19",
      "http://a b.c d/e f/g h?i j&k l#m n  | 8 12 16 20 24 28 32",
      "http://u s@h:8x/p%zq r              | 8 14 18",
      "a b c/d                             | 1",
      "a:b c/d e                           | 3 7",
      "%%%/%/%                             | 1 5 7",
      "http://[::1/a b                     | 11 13",
      "http://[::g]/a b                    | 10 14",
      "http://w3c.org:80path1/pa th        | 22 25",
      "a:b#c#d e                           | 5",
      "x y:z                               | 1",
      "//a/b\\c/d\\e                       | 5 9",
  })
  void reportsOneViolationPerMistakeAndResynchronisesAtTheNextDelimiter(
      String input, String expected) {
    List<Integer> want = java.util.Arrays.stream(expected.split(" "))
        .map(Integer::valueOf).toList();
    assertThat(indexes(input, GrammarRule.URI_REFERENCE)).isEqualTo(want);
  }

  @Test
  void theFirstViolationIsTheRecognisers() {
    String input = "http://w3c.org:80path1/path2";
    assertThat(UriParser.violations(input).get(0).index())
        .isEqualTo(UriParser.validate(input, GrammarRule.URI_REFERENCE)).isEqualTo(22);
  }

  @Test
  void targetsAddTheirOwnViolations() {
    assertThat(indexes("a:b#f g", GrammarRule.ABSOLUTE_URI)).containsExactly(3, 5);
    assertThat(indexes("//a/b c", GrammarRule.URI)).containsExactly(0, 5);
    assertThat(indexes("a:b c", GrammarRule.RELATIVE_REF)).containsExactly(1, 3);
    assertThat(indexes("a:b", GrammarRule.URI)).isEmpty();
  }

  @Test
  void aPathologicalInputGivesAtMostALimitedList() {
    String input = "/ ".repeat(10_000);
    assertThat(UriParser.violations(input)).hasSize(ViolationCollector.LIMIT);
  }
}
