package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class InvalidPortRuleTest {

  private final InvalidPortRule rule = new InvalidPortRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                                          | flagged port
          http://example.com:65536/                        | 65536
          http://example.com:70000                         | 70000
          https://example.com:99999/a?b                    | 99999
          http://example.com:0000070000/                   | 0000070000
          http://example.com:100000/                       | 100000
          http://example.com:4294967376/                   | 4294967376
          http://example.com:123456789012345678901234567890/ | 123456789012345678901234567890
          ftp://user:pw@files.example.com:80800/pub        | 80800
          http://[::1]:65536/                              | 65536
          //example.com:77777/relative                     | 77777
          http://example.com:99999/a b                     | 99999
          http://deploy@example.com:65536                  | 65536
          """)
  void reportsAPortAbove65535(String input, String port) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.INVALID_PORT);
              assertThat(f.severity()).isEqualTo(Severity.ERROR);
              assertThat(f.span().of(input)).isEqualTo(port);
              assertThat(f.fix()).isEmpty();
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "http://example.com:65535/",
        "http://example.com:0/",
        "http://example.com:80/",
        "http://example.com:0080/",
        "http://example.com:00000000000000000065535/",
        "http://example.com:/",
        "http://example.com/",
        "http://example.com:${PORT}/",
        "http://example.com:${PORT:99999}/",
        "http://example.com:8o8o/",
        "urn:isbn:99999999",
        "mailto:a@example.com",
        "/path:99999",
        "http://example.com/a:99999"
      })
  void staysQuietOnValidEmptyTemplatedAndNonDigitPorts(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void namesThePortAndTheLimitAndMasksThePassword() {
    String message = check("ftp://bob:hunter2@files.example.com:80800/").get(0).message();
    assertThat(message).contains("80800", "65535", "ftp://bob:****@files.example.com:80800/");
    assertThat(message).doesNotContain("hunter2");
  }

  @Test
  void shortensAnEndlessPortInTheMessage() {
    String digits = "9".repeat(5000);
    assertThat(check("http://h:" + digits + "/").get(0).message()).contains("(5000 digits)");
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.INVALID_PORT);
    assertThat(rule.id().rfcSection()).contains("§3.2.3");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
