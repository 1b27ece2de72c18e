package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of Appendix A against the golden tables {@code grammar/valid.tsv} and {@code
 * grammar/invalid.tsv}. Each row is also checked against the regex transcription of the ABNF
 * ({@link Rfc3986Regex}), so a wrong expectation in a table cannot hide.
 */
class UriGrammarTest {

  private static final Rfc3986Regex ORACLE = new Rfc3986Regex(false);

  static List<Arguments> valid() {
    return GrammarTables.read("/grammar/valid.tsv");
  }

  static List<Arguments> invalid() {
    return GrammarTables.read("/grammar/invalid.tsv");
  }

  @ParameterizedTest(name = "{0}: \"{1}\"")
  @MethodSource("valid")
  void matches(GrammarRule rule, String input) {
    assertThat(ORACLE.matches(input, rule)).as("the table agrees with the ABNF").isTrue();
    assertThat(UriParser.validate(input, rule)).isEqualTo(-1);
    assertThat(UriGrammar.check(input, rule, false)).isEqualTo(input.length());
  }

  @ParameterizedTest(name = "{0}: \"{1}\" fails at {2} ({3})")
  @MethodSource("invalid")
  void failsAtTheFirstCharacterThatCannotExtendAValidPrefix(
      GrammarRule rule, String input, int index, ViolationKind kind) {
    assertThat(ORACLE.errorIndex(input, rule)).as("the table agrees with the ABNF")
        .isEqualTo(index);
    assertThat(UriParser.validate(input, rule)).isEqualTo(index);
    long failure = UriGrammar.check(input, rule, false);
    Violation v = ViolationMessages.describe(input, Match.index(failure), Match.rule(failure));
    assertThat(v.kind()).as(v.message()).isEqualTo(kind);
  }

  @Test
  void theTablesCoverEveryRule() {
    Set<GrammarRule> covered = Stream.concat(valid().stream(), invalid().stream())
        .map(row -> (GrammarRule) row.get()[0])
        .collect(Collectors.toCollection(() -> EnumSet.noneOf(GrammarRule.class)));
    assertThat(covered).containsExactlyInAnyOrder(GrammarRule.values());
  }

  @ParameterizedTest(name = "{0} starts a URI: {1}")
  @CsvSource(delimiter = '|', value = {
      "http:       | true", "a:         | true", "a+b.c-d:/  | true", "1a:        | false",
      "a/b:       | false", "a         | false", "''         | false", ":          | false",
  })
  void aSchemeFollowedByColonMakesAUri(String input, boolean hasScheme) {
    assertThat(UriGrammar.hasScheme(input, 0, input.length())).isEqualTo(hasScheme);
  }

  @Test
  void productionsWorkFromAnyOffset() {
    String s = "xx:a//b?c#d";
    assertThat(UriGrammar.scheme(s, 2, s.length())).isEqualTo(Match.fail(2, GrammarRule.SCHEME));
    assertThat(UriGrammar.uri(s, 3, s.length(), false, true))
        .isEqualTo(Match.fail(4, GrammarRule.SCHEME));
    assertThat(UriGrammar.query(s, 8, s.length())).isEqualTo(9);
    assertThat(UriGrammar.fragment(s, 10, s.length())).isEqualTo(11);
    assertThat(UriGrammar.relativeRef(s, 3, s.length(), false)).isEqualTo(11);
  }
}
