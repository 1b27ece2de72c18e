package dev.urilint.candidate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CandidateTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          https://example.com/a           | ANY
          HTTPS://EXAMPLE.COM/A           | ANY MAY_NOT_BE_NORMAL
          https://u:p@example.com/        | ANY AT_SIGN SECRET
          https://u@example.com/          | ANY AT_SIGN
          https://u:changeit@${HOST}/     | ANY AT_SIGN SECRET
          https://${U}:${P}@example.com/  | ANY AT_SIGN SECRET
          https://example.com/?a=1        | ANY EQUALS_SIGN
          https://example.com/?token=t1   | ANY EQUALS_SIGN SECRET
          https://example.com/?tapmock=a  | ANY EQUALS_SIGN
          https://example.com/%41         | ANY PERCENT_SIGN MAY_NOT_BE_NORMAL
          https://example.com:8080/       | ANY PORT MAY_NOT_BE_NORMAL
          https://example.com:/           | ANY PORT MAY_NOT_BE_NORMAL
          https://xn--pypal-4ve.com/      | ANY HOST_MAY_BE_IDN
          https://bell-labs.com/a-b       | ANY HOST_MAY_BE_IDN
          https://example.com/a-b         | ANY
          http://10.0.0.1/                | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://0x7f.1./                 | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://cafe/                    | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://[::1]/                   | ANY SCHEME_MAY_BE_CLEARTEXT
          http://0/                       | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://9/                       | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://a/                       | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://f./                      | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT
          http://A/                       | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT MAY_NOT_BE_NORMAL
          http://F/                       | ANY HOST_MAY_BE_NUMERIC SCHEME_MAY_BE_CLEARTEXT MAY_NOT_BE_NORMAL
          http://g/                       | ANY SCHEME_MAY_BE_CLEARTEXT
          http://G/                       | ANY SCHEME_MAY_BE_CLEARTEXT MAY_NOT_BE_NORMAL
          http://a.z/                     | ANY SCHEME_MAY_BE_CLEARTEXT
          file:///etc/hosts               | ANY
          file://host/etc/hosts           | ANY
          file://host:1/etc/hosts         | ANY PORT SCHEME_SPECIFIC_SYNTAX MAY_NOT_BE_NORMAL
          file://README.md                | ANY HOST_MAY_BE_NUMERIC SCHEME_SPECIFIC_SYNTAX MAY_NOT_BE_NORMAL
          file://u@host/etc/hosts         | ANY AT_SIGN
          FILE:///etc/hosts               | ANY MAY_NOT_BE_NORMAL
          file:/etc/hosts                 | ANY NO_HOST SCHEME_SPECIFIC_SYNTAX NOT_SCHEME_AUTHORITY
          http:///etc/hosts               | ANY NO_HOST SCHEME_MAY_BE_CLEARTEXT
          https://                        | ANY NO_HOST MAY_NOT_BE_NORMAL
          localhost:8080                  | ANY NOT_SCHEME_AUTHORITY NO_HOST SCHEME_SPECIFIC_SYNTAX UNCOMMON_SCHEME
          mailto:a@example.com            | ANY AT_SIGN NOT_SCHEME_AUTHORITY NO_HOST SCHEME_SPECIFIC_SYNTAX
          C://dir                         | ANY NOT_SCHEME_AUTHORITY SCHEME_SPECIFIC_SYNTAX UNCOMMON_SCHEME MAY_NOT_BE_NORMAL
          ./a/b                           | ANY NOT_SCHEME_AUTHORITY NO_HOST MAY_NOT_BE_NORMAL
          http://a b/                     | ANY MALFORMED PORT NOT_SCHEME_AUTHORITY HOST_MAY_BE_IDN NO_HOST HOST_MAY_BE_NUMERIC SCHEME_SPECIFIC_SYNTAX SCHEME_MAY_BE_CLEARTEXT UNCOMMON_SCHEME MAY_NOT_BE_NORMAL
          https://${HOST}:${PORT}/        | ANY PORT MAY_NOT_BE_NORMAL
          ws://example.com/               | ANY SCHEME_SPECIFIC_SYNTAX SCHEME_MAY_BE_CLEARTEXT
          FTP://example.com/              | ANY SCHEME_SPECIFIC_SYNTAX SCHEME_MAY_BE_CLEARTEXT MAY_NOT_BE_NORMAL
          wss://example.com/              | ANY SCHEME_SPECIFIC_SYNTAX
          # a JDBC URL's host is its driver URL's, which the host rules read (Candidate.authorityReference)
          jdbc:postgresql://db/app        | ANY SCHEME_SPECIFIC_SYNTAX NOT_SCHEME_AUTHORITY NO_HOST PORT HOST_MAY_BE_IDN HOST_MAY_BE_NUMERIC
          ldap://example.com/             | ANY SCHEME_SPECIFIC_SYNTAX SCHEME_MAY_BE_CLEARTEXT
          ldaps://example.com/            | ANY SCHEME_SPECIFIC_SYNTAX
          myrpc://example.com/            | ANY SCHEME_SPECIFIC_SYNTAX UNCOMMON_SCHEME
          vm://0                          | ANY SCHEME_SPECIFIC_SYNTAX HOST_MAY_BE_NUMERIC MAY_NOT_BE_NORMAL
          https://example.com             | ANY MAY_NOT_BE_NORMAL
          https://example.com/a/../b      | ANY MAY_NOT_BE_NORMAL
          https://example.com/a/..        | ANY MAY_NOT_BE_NORMAL
          https://example.com/a/.b/c.d    | ANY
          https://example.com/a./b..c/.x  | ANY
          https://example.com/a?b=/./c    | ANY EQUALS_SIGN
          https://example.com/a#/../c     | ANY
          https://example.com/.           | ANY MAY_NOT_BE_NORMAL
          https://example.com/a/./b       | ANY MAY_NOT_BE_NORMAL
          a/..                            | ANY NOT_SCHEME_AUTHORITY NO_HOST MAY_NOT_BE_NORMAL
          ..                              | ANY NOT_SCHEME_AUTHORITY NO_HOST MAY_NOT_BE_NORMAL
          .a/b                            | ANY NOT_SCHEME_AUTHORITY NO_HOST
          urn:isbn:0451450523             | ANY SCHEME_SPECIFIC_SYNTAX NOT_SCHEME_AUTHORITY NO_HOST
          https://example.com/@me?q#a=b   | ANY AT_SIGN EQUALS_SIGN
          https://example.com/a%20b?x=1   | ANY PERCENT_SIGN EQUALS_SIGN MAY_NOT_BE_NORMAL
          https://u@example.com/?x=%41    | ANY AT_SIGN PERCENT_SIGN EQUALS_SIGN MAY_NOT_BE_NORMAL
          https://[::1]/?x=y              | ANY EQUALS_SIGN
          https://example.com/?x=y z      | ANY MALFORMED EQUALS_SIGN PORT NOT_SCHEME_AUTHORITY HOST_MAY_BE_IDN NO_HOST HOST_MAY_BE_NUMERIC SCHEME_SPECIFIC_SYNTAX SCHEME_MAY_BE_CLEARTEXT UNCOMMON_SCHEME MAY_NOT_BE_NORMAL
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
    "@a, @, true",
    "%41, %, true",
    "=a, =, true",
    "https://a/, h, true",
  })
  void containsAnswersForEveryCharacter(String input, char c, boolean contains) {
    assertThat(Candidate.of(input, Context.locator()).contains(c)).isEqualTo(contains);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"https://${HOST}/a, 8, 15, true", "https://${HOST}/a, 15, 17, false", "https://h/a, 0, 11, false",
    "https://${HOST}/a, 0, 8, false", "https://${HOST}/a, 8, 8, true", "https://${HOST}/a, 15, 15, false"})
  void isTemplatedTellsWhetherASpanOverlapsAPlaceholder(String input, int start, int end, boolean templated) {
    assertThat(Candidate.of(input, Context.locator()).isTemplated(new Span(start, end))).isEqualTo(templated);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({"${HOST}/a, true", "{HOST}/a, true", "https://h/a, false", "https://u@h/%41, false"})
  void isTemplatedTellsWhetherTheStringHoldsAPlaceholder(String input, boolean templated) {
    assertThat(Candidate.of(input, Context.locator().withTemplates()).isTemplated()).isEqualTo(templated);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({"http://A/, true", "http://Z/, true", "http://exAmple.com/, true", "http://a-z.example/, false", "http://@/, false"})
  void knowsWhetherTheHostHasAnUpperCaseLetter(String input, boolean upper) {
    assertThat(Candidate.of(input, Context.locator()).hostHasUpperCase()).isEqualTo(upper);
  }

  @Test
  void parseIsTheParseOfTheNeutralizedString() {
    assertThat(Candidate.of("https://${HOST}/a", Context.locator()).parse()).isInstanceOf(ParseResult.Parsed.class);
    assertThat(Candidate.of("a b", Context.locator()).parse()).isInstanceOf(ParseResult.Malformed.class);
  }

  @Test
  void masksSecretsInWhatItShows() {
    Candidate candidate = Candidate.of("https://u:hunter2@h/", Context.locator());

    assertThat(candidate.masked()).isEqualTo("https://u:****@h/");
    assertThat(candidate.shown()).isEqualTo("https://u:****@h/");
  }

  @Test
  void shortensOnlyTextLongerThanTheLimitKeepingItsStartAndEnd() {
    String limit = "a".repeat(MaskedRendering.SHOWN_LIMIT);
    String longer = "s" + "b".repeat(MaskedRendering.SHOWN_LIMIT) + "e";

    assertThat(MaskedRendering.shorten(limit)).isSameAs(limit);
    assertThat(MaskedRendering.shorten(longer)).hasSize(MaskedRendering.SHOWN_LIMIT).startsWith("sbb").endsWith("bbe").contains("…");
  }

  /** A caller that wants some traits only gets a candidate that has one, or a placeholder. */
  @ParameterizedTest(name = "{0} wanting {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          https://example.com/a         | PORT                | false
          https://example.com:8443/a    | PORT                | true
          https://example.com:8443/a    | AT_SIGN SECRET      | false
          https://example.com/a?x=1     | SECRET              | false
          https://example.com/a?pwd=1   | SECRET              | true
          https://${HOST}/a             | PORT                | true
          http://a b/                   | MALFORMED           | true
          file:///etc/hosts             | SCHEME_SPECIFIC_SYNTAX | false
          https://example.com/a         | ANY                 | true
          """)
  void aCandidateIsBuiltOnlyForTheWantedTraitsOrAPlaceholder(String input, String wanted, boolean built) {
    int bits = Arrays.stream(wanted.split(" ")).mapToInt(t -> CandidateTraits.bit(Trait.valueOf(t))).reduce(0, (a, b) -> a | b);
    Candidate candidate = Candidate.of(input, Context.locator(), bits);
    assertThat(candidate != null).isEqualTo(built);
    if (built) {
      assertThat(candidate.traits()).isEqualTo(Candidate.of(input, Context.locator()).traits());
    }
  }
}
