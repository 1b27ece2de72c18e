package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MailtoSyntaxTest {

  private final MailtoSyntax syntax = new MailtoSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "mailto://ops@example.com" | "//"
          "mailto:a@example.com;b@example.com" | "a@example.com;b@example.com"
          "mailto:nobody" | "nobody"
          "mailto:a@exa_mple.com" | "a@exa_mple.com"
          "mailto:a@.com" | "a@.com"
          "mailto:ops@example.com?subject=a?body=b" | "subject=a?body=b"
          "mailto:ops@example.com?=x" | "=x"
          "mailto:ops@example.com#top" | "#top"
          "mailto:" | "mailto"
          "mailto:a@example.com,bob" | "bob"
          "mailto:;a@example.com" | ";a@example.com"
          "mailto:@example.com" | "@example.com"
          "mailto:a@example.com?subject=x&body" | "body"
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
        "mailto:ops@example.com",
        "mailto:a@example.com,b@example.com",
        "mailto:ops@example.com?subject=A&body=B",
        "mailto:?to=ops@example.com",
        "mailto:ops%40example.com",
        "mailto:user@%5B192.0.2.1%5D",
        "mailto:${MAIL}",
        "mailto:ops@example.com?subject=x&",
        "mailto:a@example.com#${F}"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
