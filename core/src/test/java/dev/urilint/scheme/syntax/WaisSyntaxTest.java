package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class WaisSyntaxTest {

  private final WaisSyntax syntax = new WaisSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "wais://wais.example.org/" | "/"
          "wais://wais.example.org/db/TEXT" | "/db/TEXT"
          "wais://wais.example.org/db/a/b/c" | "/db/a/b/c"
          "wais://wais.example.org/db/TEXT/17?q" | "q"
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
        "wais://wais.example.org/db",
        "wais://wais.example.org/db?query",
        "wais://wais.example.org/db/TEXT/17",
        "wais:x",
        "wais://h/${DB}"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
