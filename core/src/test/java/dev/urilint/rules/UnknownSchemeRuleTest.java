package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UnknownSchemeRuleTest {

  private final UnknownSchemeRule rule = new UnknownSchemeRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                              | flagged | after the fix (- for none)
          htps://example.com/                  | htps    | https://example.com/
          htp://example.com/                   | htp     | http://example.com/
          hhttp://example.com/                 | hhttp   | http://example.com/
          htttps://example.com/                | htttps  | https://example.com/
          HTPS://example.com/                  | HTPS    | https://example.com/
          htpp://example.com/                  | htpp    | http://example.com/
          httpss://example.com/                | httpss  | https://example.com/
          fle:///etc/hosts                     | fle     | file:///etc/hosts
          flie:///etc/hosts                    | flie    | file:///etc/hosts
          ftpp://files.example.com/            | ftpp    | ftp://files.example.com/
          jbdc:postgresql://db/app             | jbdc    | jdbc:postgresql://db/app
          mialto:ops@example.com               | mialto  | mailto:ops@example.com
          clasppath:config/app.yml             | clasppath | classpath:config/app.yml
          htps://example.com/a b               | htps    | https://example.com/a b
          ht+p://example.com/a b               | ht+p    | http://example.com/a b
          fttp://example.com/                  | fttp    | ftp://example.com/
          ftsp://example.com/                  | ftsp    | ftps://example.com/
          htts://example.com/                  | htts    | -
          sttp://example.com/                  | sttp    | -
          """)
  void reportsASchemeOneTypoFromAWellKnownOne(String input, String flagged, String fixed) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.UNKNOWN_SCHEME);
              assertThat(f.severity()).isEqualTo(Severity.WARNING);
              assertThat(f.span().of(input)).isEqualTo(flagged);
              assertThat(f.fix().map(fix -> fix.applyTo(input)))
                  .isEqualTo(fixed.equals("-") ? Optional.empty() : Optional.of(fixed));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "https://example.com/",
        "HTTP://example.com/",
        "tftp://boot.example.com/pxe",
        "shttp://example.com/",
        "ftps://files.example.com/",
        "sftp://files.example.com/",
        "ldapi:///",
        "war:file:/app.war*/x",
        "fileb:///tmp/blob",
        "wss://example.com/",
        "direct:start",
        "seda:work",
        "jms:queue:orders",
        "fine:thanks",
        "mile:3",
        "file:x",
        "fire:x",
        "data:text/plain,hi",
        "date:2024-01-01",
        "bar:1",
        "url:http://x",
        "s4://bucket/key",
        "hxx",
        "${SCHEME}://example.com/",
        "htps",
        "localhost:8080",
        "db:5432/app",
        "org.example:artifact:1.0",
        "relative/path",
        "jdbc:postgresql://db/app"
      })
  void staysQuietOnKnownSchemesWordsAndShapesThatDoNotFit(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void prefersADroppedOrDoubledLetterWhenTwoSchemesFit() {
    Finding f = check("htp://example.com/").get(0);
    assertThat(f.message()).contains("'http' and 'ftp'", "did you mean 'http'");
    assertThat(f.fix()).isPresent();
  }

  @Test
  void masksThePasswordInTheMessage() {
    assertThat(check("htps://bob:hunter2@example.com/").get(0).message())
        .doesNotContain("hunter2")
        .contains("bob:****@");
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.UNKNOWN_SCHEME);
    assertThat(rule.id().rfcSection()).isEqualTo("RFC 3986 §3.1");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
