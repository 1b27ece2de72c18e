package dev.urilint.scanner.suppress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.LineIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InlineSuppressionsTest {

  private static InlineSuppressions parse(String text, CommentSyntax syntax) {
    return InlineSuppressions.parse(text, LineIndex.of(text), syntax);
  }

  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "# urilint:ignore                                  | PROPERTIES | insecure-scheme | true",
        "! urilint:ignore                                  | PROPERTIES | insecure-scheme | true",
        "<!-- urilint:ignore -->                           | XML        | insecure-scheme | true",
        "// urilint:ignore                                 | JAVA       | insecure-scheme | true",
        "/* urilint:ignore insecure-scheme */              | JAVA       | insecure-scheme | true",
        "url: x # urilint:ignore insecure-scheme           | YAML       | insecure-scheme | true",
        "# urilint:ignore insecure-scheme                  | YAML       | malformed-uri   | false",
        "# urilint:ignore insecure-scheme,malformed-uri    | YAML       | malformed-uri   | true",
        "# urilint:ignore insecure-scheme, malformed-uri   | YAML       | malformed-uri   | true",
        "# urilint:ignore InsecureUriScheme                | YAML       | insecure-scheme | true",
        "<!-- urilint:ignore non-normalized-->             | XML        | non-normalized  | true",
        "# urilint:ignore -- legacy host, see JIRA-12      | YAML       | malformed-uri   | true",
        "# urilint:ignore insecure-schem,malformed-uri     | YAML       | malformed-uri   | true",
        "# urilint:ignore insecure-schem,malformed-uri     | YAML       | insecure-scheme | false",
        "# urilint:ignored                                 | YAML       | insecure-scheme | false",
        "url=http://x/urilint:ignore                       | PROPERTIES | insecure-scheme | false",
        "a = 1 # urilint:ignore                            | TOML       | insecure-scheme | true",
        "a = 1 // urilint:ignore                           | HOCON      | insecure-scheme | true",
        "A=1 # urilint:ignore                              | ENV        | insecure-scheme | true",
        "\"a\": 1 // urilint:ignore                        | JSON       | insecure-scheme | true",
      })
  void readsTheDirectiveInACommentOfItsFormat(String line, CommentSyntax syntax, String rule, boolean suppressed) {
    InlineSuppressions s = parse(line.strip() + "\nnext", syntax);

    assertThat(s.isSuppressed(RuleId.byId(rule).orElseThrow(), 1)).isEqualTo(suppressed);
  }

  // The directive as text, not in a comment: each suppressed its line and the next before.
  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "{\"note\": \"see # urilint:ignore\", \"u\": \"https://admin:pw@db.example.com/\"} | JSON   | a JSON string",
        "{\"u\": \"https://admin:pw@db.example.com/*urilint:ignore\"}                      | JSON   | the end of a URL in JSON",
        "{\"u\": \"https://admin:pw@db.example.com/ // urilint:ignore\"}                   | JSON   | '//' inside a JSON string",
        "url: https://admin:pw@db.example.com/*urilint:ignore                              | YAML   | the end of a URL in YAML",
        "note: \"see # urilint:ignore\"                                                     | YAML   | a double-quoted YAML scalar",
        "note: 'it''s # urilint:ignore'                                                     | YAML   | a single-quoted YAML scalar",
        "url=https://admin:pw@db.example.com/ # urilint:ignore                             | PROPERTIES | '#' inside a properties value",
        "url=https://admin:pw@db.example.com/!urilint:ignore                               | PROPERTIES | '!' inside a properties value",
        "String u = \"https://admin:pw@db.example.com/ // urilint:ignore\";                 | JAVA   | '//' in a Java string",
        "String u = \"/* urilint:ignore */https://admin:pw@db.example.com/\";               | JAVA   | '/*' in a Java string",
        "<a href=\"https://admin:pw@db.example.com/&lt;!-- urilint:ignore\"/>               | XML    | an XML attribute",
        "<u><![CDATA[ <!-- urilint:ignore --> ]]>https://admin:pw@db.example.com/</u>       | XML    | a CDATA section",
        "u = \"https://admin:pw@db.example.com/ # urilint:ignore\"                          | TOML   | a TOML string",
        "u = 'https://admin:pw@db.example.com/ # urilint:ignore'                            | TOML   | a TOML literal string",
        "u = \"https://admin:pw@db.example.com/ # urilint:ignore\"                          | HOCON  | a HOCON string",
        "U=\"https://admin:pw@db.example.com/ # urilint:ignore\"                            | ENV    | a quoted .env value",
        "U=https://admin:pw@db.example.com/#urilint:ignore                                 | ENV    | a fragment in an .env value",
        "u: https://admin:pw@db.example.com/ # urilint:ignore                              | NONE   | a format without comments",
      })
  void aDirectiveOutsideACommentIsText(String text, CommentSyntax syntax, String where) {
    InlineSuppressions s = parse(text.strip() + "\nnext", syntax);

    assertThat(s.isEmpty()).as(where).isTrue();
  }

  @Test
  void aYamlBlockScalarIsTextNotComments() {
    String yaml = """
        script: |
          echo "# urilint:ignore"
          # urilint:ignore
        url: https://admin:pw@db.example.com/
        other: x # urilint:ignore insecure-scheme
        """;
    InlineSuppressions s = parse(yaml, CommentSyntax.YAML);

    assertThat(s.isSuppressed(RuleId.CREDENTIALS_IN_URI, 4)).isFalse();
    assertThat(s.isSuppressed(RuleId.INSECURE_SCHEME, 5)).isTrue();
  }

  @Test
  void aJavaTextBlockAndACharLiteralAreNotComments() {
    String java = """
        class A {
          char q = '"'; String s = "x"; // urilint:ignore insecure-scheme
          String t = \"""
              // urilint:ignore
              \""";
          String u = "https://admin:pw@db.example.com/";
        }
        """;
    InlineSuppressions s = parse(java, CommentSyntax.JAVA);

    assertThat(s.isSuppressed(RuleId.INSECURE_SCHEME, 2)).isTrue();
    assertThat(s.isSuppressed(RuleId.CREDENTIALS_IN_URI, 5)).isFalse();
  }

  @Test
  void aContinuedPropertiesValueIsNotAComment() {
    String props = "u=https://admin:pw@db.example.com/\\\n  # urilint:ignore\nv=1\n";

    assertThat(parse(props, CommentSyntax.PROPERTIES).isEmpty()).isTrue();
  }

  @Test
  void coversItsOwnLineAndTheLineBelowOnly() {
    InlineSuppressions s = parse("a\n# urilint:ignore\nb\nc\n", CommentSyntax.YAML);

    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 1)).isFalse();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 2)).isTrue();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 3)).isTrue();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 4)).isFalse();
  }

  // The directive above the first line of an entry whose value starts on a later line covers the
  // value; "^" marks where the value starts. Same-line values keep their own line.
  @ParameterizedTest(name = "{0}: {2}")
  @CsvSource(
      delimiterString = "=>",
      textBlock =
          """
          YAML       => true  => # urilint:ignore\\na: |-\\n  ^http://x\\n
          YAML       => true  => # urilint:ignore\\na: >\\n  ^http://x\\n
          PROPERTIES => true  => # urilint:ignore\\na.url=\\\\\\n  ^http://x\\n
          JAVA       => true  => // urilint:ignore\\nString s = \"\"\"\\n  ^http://x\"\"\";
          TOML       => true  => # urilint:ignore\\nurl = \"\"\"\\n^http://x\"\"\"\\n
          YAML       => false => # urilint:ignore\\nb: 1\\na: |-\\n  ^http://x\\n
          YAML       => false => # urilint:ignore\\nb: 1\\na: ^http://x\\n
          """)
  void aDirectiveAboveTheEntryCoversAValueStartingOnALaterLine(CommentSyntax syntax, boolean suppressed, String escaped) {
    String marked = escaped.replace("\\\\", "\u0000").replace("\\n", "\n").replace("\u0000", "\\");
    int start = marked.indexOf('^');
    String text = marked.substring(0, start) + marked.substring(start + 1);

    assertThat(parse(text, syntax).isSuppressedAtEntry(RuleId.INSECURE_SCHEME, start)).isEqualTo(suppressed);
  }

  @Test
  void aTypoInTheOnlyRuleIdSuppressesNothing() {
    InlineSuppressions s = parse("# urilint:ignore insecure-schem\nx", CommentSyntax.YAML);

    for (RuleId rule : RuleId.values()) {
      assertThat(s.isSuppressed(rule, 2)).as(rule.id()).isFalse();
    }
  }

  @Test
  void aFileWithoutDirectiveHasNone() {
    assertThat(parse("a=1\n# a comment\n", CommentSyntax.PROPERTIES).isEmpty()).isTrue();
  }
}
