package dev.urilint.scanner.suppress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.extract.LineIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InlineSuppressionsTest {

  private static InlineSuppressions parse(String text) {
    return InlineSuppressions.parse(text, LineIndex.of(text));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "# urilint:ignore                                  | insecure-scheme | true",
        "! urilint:ignore                                  | insecure-scheme | true",
        "<!-- urilint:ignore -->                           | insecure-scheme | true",
        "// urilint:ignore                                 | insecure-scheme | true",
        "/* urilint:ignore insecure-scheme */              | insecure-scheme | true",
        " * urilint:ignore insecure-scheme                 | insecure-scheme | true",
        "url: x # urilint:ignore insecure-scheme           | insecure-scheme | true",
        "# urilint:ignore insecure-scheme                  | malformed-uri   | false",
        "# urilint:ignore insecure-scheme,malformed-uri    | malformed-uri   | true",
        "# urilint:ignore insecure-scheme, malformed-uri   | malformed-uri   | true",
        "# urilint:ignore InsecureUriScheme                | insecure-scheme | true",
        "<!-- urilint:ignore non-normalized-->             | non-normalized  | true",
        "# urilint:ignore -- legacy host, see JIRA-12      | malformed-uri   | true",
        "# urilint:ignore insecure-schem,malformed-uri     | malformed-uri   | true",
        "# urilint:ignore insecure-schem,malformed-uri     | insecure-scheme | false",
        "# urilint:ignored                                 | insecure-scheme | false",
        "url=http://x/urilint:ignore                       | insecure-scheme | false",
      })
  void readsTheDirectiveInACommentOfAnyFormat(String line, String rule, boolean suppressed) {
    InlineSuppressions s = parse(line.strip() + "\nnext");

    assertThat(s.isSuppressed(RuleId.byId(rule).orElseThrow(), 1)).isEqualTo(suppressed);
  }

  @Test
  void coversItsOwnLineAndTheLineBelowOnly() {
    InlineSuppressions s = parse("a\n# urilint:ignore\nb\nc\n");

    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 1)).isFalse();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 2)).isTrue();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 3)).isTrue();
    assertThat(s.isSuppressed(RuleId.MALFORMED_URI, 4)).isFalse();
  }

  @Test
  void aTypoInTheOnlyRuleIdSuppressesNothing() {
    InlineSuppressions s = parse("# urilint:ignore insecure-schem\nx");

    for (RuleId rule : RuleId.values()) {
      assertThat(s.isSuppressed(rule, 2)).as(rule.id()).isFalse();
    }
  }

  @Test
  void aFileWithoutDirectiveHasNone() {
    assertThat(parse("a=1\n# a comment\n").isEmpty()).isTrue();
  }
}
