package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NntpSyntaxTest {

  private final NntpSyntax syntax = new NntpSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "nntp://news.example.org/" | "/"
          "nntp://news.example.org" | ""
          "nntp://news.example.org/comp.lang.java/x1" | "/comp.lang.java/x1"
          "nntp://news.example.org/comp.lang.java/1/2" | "/comp.lang.java/1/2"
          "nntp://news.example.org/1group" | "/1group"
          "nntp://host/*x" | "/*x"
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
        "nntp://news.example.org/comp.lang.java",
        "nntp://news.example.org/comp.lang.java/42",
        "nntp:x",
        "nntp://news.example.org/${GROUP}",
        "nntp://host/g/90"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
