package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FileSyntaxTest {

  private final FileSyntax syntax = new FileSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "file://bob@server/share" | "bob@server"
          "file://server:445/share" | "server:445"
          "file://C:/dir" | "C:"
          "file://server" | "server"
          "file:" | "file"
          "file:C:/dir" | ""
          "file:c:" | ""
          "file:a:/x" | ""
          "file:z:/x" | ""
          "file:A:/x" | ""
          "file:Z:/x" | ""
          """)
  void reportsOneProblem(String input, String flagged) {
    assertThat(syntax.mayFind(SchemeUris.of(input).uri())).as("mayFind").isTrue();
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
        "file:///etc/hosts",
        "file://localhost/etc/hosts",
        "file://server/share/a.txt",
        "file:/etc/hosts",
        "file:///C:/dir/a.txt",
        "file:${PATH}",
        "file:./config/",
        "file://${HOST}",
        "file:1:/x",
        "file:@:/x"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }

  /**
   * mayFind, the screen the rule asks before it builds the SchemeUri, says false only for the
   * shapes check has nothing to say about: node's and isaacs' file URLs (bench data) among them.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          file://deps/openssl/config/archs/linux64-s390x/asm/providers/common/der/der_rsa_gen.c | false
          file:///Users/isaacs/dev/tapjs/tapjs/src/yaml/dist/esm/index.js?tapmock=a1614fc8fa65ebf7.9f0e0e90fcfb8449 | false
          file://localhost/etc/hosts | false
          file:///C:/dir/a.txt | false
          file://deps | true
          file://bob@server/share | true
          file://server:445/share | true
          file:/etc/hosts | true
          file:C:/dir | true
          """)
  void mayFindIsFalseOnlyWhereCheckFindsNothing(String input, boolean mayFind) {
    assertThat(syntax.mayFind(SchemeUris.of(input).uri())).isEqualTo(mayFind);
    if (!mayFind) {
      assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
    }
  }
}
