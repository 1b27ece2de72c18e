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

class MixedScriptHostRuleTest {

  private final MixedScriptHostRule rule = new MixedScriptHostRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                               | flagged label     | explanation
          https://pаypal.com/login              | pаypal            | mixes Latin and Cyrillic
          https://www.pаypal.com/               | pаypal            | mixes Latin and Cyrillic
          http://user@gοogle.com:8080/          | gοogle            | mixes Latin and Greek
          https://аррӏе.com/                    | аррӏе             | Cyrillic letters that look like the Latin 'apple'
          https://xn--pypal-4ve.com/            | xn--pypal-4ve     | (displayed as 'pаypal')
          https://xn--80ak6aa92e.com/           | xn--80ak6aa92e    | look like the Latin 'apple'
          https://ｅxample.com/                  | ｅxample           | IDNA maps to 'example'
          //pаypal.com/a b                      | pаypal            | mixes Latin and Cyrillic
          https://аррӏе.a/                      | аррӏе             | look like the Latin 'apple'
          https://аррӏе.z/                      | аррӏе             | look like the Latin 'apple'
          https://аррӏе.A/                      | аррӏе             | look like the Latin 'apple'
          https://аррӏе.Z/                      | аррӏе             | look like the Latin 'apple'
          https://a.xn--80ak6aa92e/             | xn--80ak6aa92e    | look like the Latin 'apple'
          https://XN--80AK6AA92E.com/           | XN--80AK6AA92E    | look like the Latin 'apple'
          """)
  void reportsADeceptiveHostLabel(String input, String label, String explanation) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.MIXED_SCRIPT_HOST);
              assertThat(f.severity()).isEqualTo(Severity.WARNING);
              assertThat(f.span().of(input)).isEqualTo(label);
              assertThat(f.message()).contains(explanation);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://example\uFF0Ecom/   | \uFF0E
          https://example\u3002com/   | \u3002
          https://a\uFF61example.com/ | \uFF61
          """)
  void reportsADotThatIdnaReadsAsADotAndFixesIt(String escaped, String dot) {
    String input = unescape(escaped);
    String dotChar = unescape(dot);
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.span().of(input)).isEqualTo(dotChar);
              assertThat(f.fix().orElseThrow().applyTo(input)).isEqualTo(input.replace(dotChar, "."));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "https://example.com/",
        "https://münchen.de/",
        "https://xn--mnchen-3ya.de/",
        "https://пример.рф/",
        "https://xn--e1afmkfd.xn--p1ai/",
        "https://東京.jp/",
        "https://ラーメン東京.jp/",
        "https://пример.com/",
        "https://аррӏе.рф/",
        "https://аррӏе.xn--p1ai/",
        "https://аррӏе.123/",
        "https://xn--80ak6aa92e.xn--p1ai/",
        "https://${HOST}/",
        "https://pаypal${SUFFIX}.com/",
        // a dot look-alike inside a placeholder (found by the contract's generator)
        "http://@{aaaaaaaaaaaaaaaa\u3002}",
        "https://${HOST\u3002NAME}/",
        "https://[::1]/",
        "https://example.com/pаypal",
        "https://example.com/?q=pаypal",
        "pаypal.com",
        "mailto:ops@example.com",
        "https://xn--broken!/"
      })
  void staysQuietOnSingleScriptNamesPathsAndTemplates(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void masksThePasswordInTheMessage() {
    String message = check("https://bob:hunter2@pаypal.com/").get(0).message();
    assertThat(message).doesNotContain("hunter2").contains("bob:****@");
  }

  @Test
  void reportsEachDeceptiveLabelOnce() {
    assertThat(check("https://pаypal.gοogle.com/")).hasSize(2);
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.MIXED_SCRIPT_HOST);
    assertThat(rule.id().rfcSection()).contains("§7.6");
  }

  private static String unescape(String s) {
    return s.replace("\\uFF0E", "\uFF0E").replace("\\u3002", "\u3002").replace("\\uFF61", "\uFF61");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
