package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CandidateTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          https://example.com/a           | ANY
          HTTPS://EXAMPLE.COM/A           | ANY
          https://u:p@example.com/        | ANY AT_SIGN
          https://example.com/?a=1        | ANY EQUALS_SIGN
          https://example.com/%41         | ANY PERCENT_SIGN
          https://example.com:8080/       | ANY PORT
          https://example.com:/           | ANY PORT
          https://xn--pypal-4ve.com/      | ANY HOST_MAY_BE_IDN
          https://bell-labs.com/a-b       | ANY HOST_MAY_BE_IDN
          https://example.com/a-b         | ANY
          http://10.0.0.1/                | ANY HOST_MAY_BE_NUMERIC
          http://0x7f.1./                 | ANY HOST_MAY_BE_NUMERIC
          http://cafe/                    | ANY HOST_MAY_BE_NUMERIC
          http://[::1]/                   | ANY
          file:///etc/hosts               | ANY NO_HOST
          https://                        | ANY NO_HOST
          localhost:8080                  | ANY NOT_SCHEME_AUTHORITY NO_HOST
          mailto:a@example.com            | ANY AT_SIGN NOT_SCHEME_AUTHORITY NO_HOST
          C://dir                         | ANY NOT_SCHEME_AUTHORITY
          ./a/b                           | ANY NOT_SCHEME_AUTHORITY NO_HOST
          http://a b/                     | ANY MALFORMED PORT NOT_SCHEME_AUTHORITY HOST_MAY_BE_IDN NO_HOST HOST_MAY_BE_NUMERIC
          https://${HOST}:${PORT}/        | ANY PORT
          """)
  void traitsSayWhatTheStringHasForTheRules(String input, String traits) {
    Set<Trait> expected =
        Arrays.stream(traits.split(" ")).map(Trait::valueOf).collect(Collectors.toCollection(() -> EnumSet.noneOf(Trait.class)));
    assertThat(Candidate.of(input, Context.locator()).traits()).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          https://example.com/   | https
          HTTPS://example.com/   | https
          File:///etc/hosts      | file
          Svn+SSH://host/repo    | svn+ssh
          //example.com/         | ''
          a b                    | ''
          """)
  void schemeIsTheParsedSchemeInLowerCase(String input, String scheme) {
    assertThat(Candidate.of(input, Context.locator()).scheme()).isEqualTo(scheme);
  }

  @ParameterizedTest(name = "{0} contains {1}: {2}")
  @CsvSource({
    "https://a/?x=1, =, true",
    "https://a/, =, false",
    "https://u@a/, @, true",
    "https://a/%41, %, true",
    "https://a/#x, #, true",
    "https://a/, #, false",
  })
  void containsAnswersForEveryCharacter(String input, char c, boolean contains) {
    assertThat(Candidate.of(input, Context.locator()).contains(c)).isEqualTo(contains);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"https://${HOST}/a, 8, 15, true", "https://${HOST}/a, 15, 17, false", "https://h/a, 0, 11, false"})
  void isTemplatedTellsWhetherASpanOverlapsAPlaceholder(String input, int start, int end, boolean templated) {
    assertThat(Candidate.of(input, Context.locator()).isTemplated(new Span(start, end))).isEqualTo(templated);
  }
}
