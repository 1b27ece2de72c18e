package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProsperoSyntaxTest {

  private final ProsperoSyntax syntax = new ProsperoSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "prospero://host.example.org/docs;version" | ";version"
          "prospero://host.example.org/a;x=1/b" | ";x=1/b"
          "prospero://host.example.org/docs?x" | "?x"
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
        "prospero://host.example.org/docs",
        "prospero://host.example.org/docs;version=2;format=text",
        "prospero:x",
        "prospero://host/path?${Q}"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
