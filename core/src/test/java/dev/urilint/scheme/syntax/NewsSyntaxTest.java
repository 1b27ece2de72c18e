package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NewsSyntaxTest {

  private final NewsSyntax syntax = new NewsSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "news:" | "news"
          "news:42" | "42"
          "news:comp%20lang" | "comp%20lang"
          "news:%3C1234@example.org%3E" | "%3C1234@example.org%3E"
          "news:1234@" | "1234@"
          "news:comp.lang.java?x" | "?x"
          "news:comp!x" | "comp!x"
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
        "news:comp.lang.java",
        "news:comp.lang.*,alt.test",
        "news:1234@example.org",
        "news:*",
        "news://news.example.org/comp.lang.java",
        "news://news.example.org/",
        "news:${GROUP}",
        "news://news.example.com",
        "news:comp.lang.java?${Q}",
        "news:*.answers",
        "news:alt.fan-club",
        "news:comp.*",
        "news:a.z09",
        "news:z.a",
        "news:A.Z",
        "news:Z.A"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
