package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DataSyntaxTest {

  private final DataSyntax syntax = new DataSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "data:text/plain;base64" | "text/plain;base64"
          "data:image/png;base64,iVBOR*w0K" | "iVBOR*w0K"
          "data:image/png;base64,iVBO=RW" | "iVBO=RW"
          "data:image/png;base64,iVBORw0KG" | "iVBORw0KG"
          "data:image/png;base64,iVBORw===" | "iVBORw==="
          "data:text;charset=utf-8,hi" | "text;charset=utf-8"
          "data:text/plain;base64;charset=utf-8,aGk=" | "text/plain;base64;charset=utf-8"
          "data:text/plain;charset,hi" | "text/plain;charset"
          "data://text/plain,hi" | "text"
          "data:text,a!" | "text"
          "data:text/plain;base64;a=b,!!" | "text/plain;base64;a=b"
          "data:text/plain;=utf-8,hi" | "text/plain;=utf-8"
          "data:text/plain;charset,!!" | "text/plain;charset"
          "data:te(xt/plain,hi" | "te(xt/plain"
          "data:text/pl%20ain,hi" | "text/pl%20ain"
          "data:text/pl%7Fain,hi" | "text/pl%7Fain"
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
        "data:,hello",
        "data:text/plain;charset=utf-8,hello%20world",
        "data:image/png;base64,iVBORw0KGgo=",
        "data:image/png;base64,iVBORw0KGgo",
        "data:application/octet-stream;base64,${BLOB}",
        "data:;base64,aGk=",
        "data:text/plain,a?b",
        "data:image/png;base64,%2B%2F==",
        "data:;base64,AZaz09+/"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
