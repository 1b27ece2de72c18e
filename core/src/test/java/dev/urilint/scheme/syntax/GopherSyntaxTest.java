package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GopherSyntaxTest {

  private final GopherSyntax syntax = new GopherSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "gopher://gopher.example.org/Xsel" | "X"
          "gopher://gopher.example.org/7find?urls" | "?urls"
          "gopher://host/x" | "x"
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
        "gopher://gopher.example.org/",
        "gopher://gopher.example.org/1/docs",
        "gopher://gopher.example.org/7find%09urls",
        "gopher://gopher.example.org/%31docs",
        "gopher:x",
        "gopher://gopher.example.org/${T}x",
        "gopher://host/0file",
        "gopher://host/1?${Q}"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
