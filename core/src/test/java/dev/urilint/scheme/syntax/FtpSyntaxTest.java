package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FtpSyntaxTest {

  private final FtpSyntax syntax = new FtpSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "ftp://ftp.example.org/pub/file.txt;type=x" | ";type=x"
          "ftp://ftp.example.org/file.txt;type=ii" | ";type=ii"
          "ftp://ftp.example.org/pub;type=a/file.txt" | ";type=a"
          "ftp://ftp.example.org/file;x=1" | ";x=1"
          "ftp://ftp.example.org/file.txt?x=1" | "?x=1"
          "ftp://bob:pa:ss@ftp.example.org/" | ":"
          "ftp://:a:b@host/f" | ":"
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
        "ftp://ftp.example.org/",
        "ftp://ftp.example.org/pub/f.txt;type=A",
        "ftp://ftp.example.org/pub/;type=d",
        "ftp://bob:secret@ftp.example.org/",
        "ftp://ftp.example.org/f;type=${T}",
        "ftp:/x",
        "ftp://ftp.example.org/f#frag",
        "ftp://u:${PASS}:x@host/file",
        "ftp://host/file?${Q}",
        "ftp://host/file;type=a"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
