package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UrnSyntaxTest {

  private final UrnSyntax syntax = new UrnSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "urn:isbn:" | "isbn:"
          "urn:-bad:x" | "-bad"
          "urn:bad-:x" | "bad-"
          "urn:a:x" | "a"
          "urn:a_b:x" | "a_b"
          "urn:isbn" | "isbn"
          "urn:example:a?x=1" | "?x=1"
          "urn:example:a?+" | "?+"
          "urn:example:a?=" | "?="
          "urn:example:a?+r?=" | "?+r?="
          "urn:example:/a" | "/a"
          "urn://example/a" | "example"
          "urn::isbn" | ""
          """)
  void reportsOneProblem(String input, String flagged) {
    assertThat(syntax.check(SchemeUris.of(input)))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.message()).isNotBlank();
              if (flagged != null) {
                assertThat(p.span().of(input)).isEqualTo(flagged);
              }
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "urn:isbn:0451450523",
        "urn:ietf:rfc:8141",
        "urn:example:a?+r?=q",
        "urn:example:a?=lang=en#f",
        "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
        "urn:${NID}:x",
        "urn:ab:x",
        "urn:abcdefghijabcdefghijabcdefghijab:x",
        "urn:isbn:123?${Q}",
        "urn:az:x",
        "urn:AZ:x",
        "urn:09:x"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
