package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JarSyntaxTest {

  private final JarSyntax syntax = new JarSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "jar:file:/opt/app.jar" | "file:/opt/app.jar"
          "jar:/opt/app.jar!/x" | "/opt/app.jar"
          "jar:http://h:8o/app.jar!/x" | "http://h:8o/app.jar"
          "jar:!/x" | ""
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
        "jar:file:/opt/app.jar!/META-INF/MANIFEST.MF",
        "jar:file:/opt/app.jar!/",
        "jar:file:/opt/app.jar!/BOOT-INF/lib/x.jar!/a",
        "jar:https://repo.example.com/app.jar!/x",
        "jar:${ARCHIVE}!/x",
        "jar:${ARCHIVE}"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input            | what the message says of the archive URL
          jar::x!/e          | is not an absolute URI (RFC 3986 §4.3) from index 4
          jar:h://x:8o!/e    | is not an absolute URI (RFC 3986 §4.3) from index 12
          jar:app.jar!/e     | has no scheme: write jar:file:/path/app.jar!/entry
          """)
  void saysWhyTheArchiveUrlIsNotAbsolute(String input, String why) {
    assertThat(syntax.check(SchemeUris.of(input))).singleElement().satisfies(p -> assertThat(p.message()).endsWith(why));
  }
}
