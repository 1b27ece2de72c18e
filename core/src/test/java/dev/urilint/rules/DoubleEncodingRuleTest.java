package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.fixed;
import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DoubleEncodingRuleTest {

  private final DoubleEncodingRule rule = new DoubleEncodingRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://a/b%2520c          | %2520          | http://a/b%20c
          http://a/?q=%252F         | %252F          | http://a/?q=%2F
          http://a/?q=%252f         | %252f          | http://a/?q=%2F
          http://a/%25C3%25A4       | %25C3 ; %25A4  | http://a/%C3%25A4
          http://a/%252520          | %2525          | http://a/%2520
          %2520                     | %2520          | %20
          http://a/#%2541           | %2541          | http://a/#%41
          http://u:p%2540@h/        | %2540          | http://u:p%40@h/
          http://a/%2509%250a%250f  | %2509 ; %250a ; %250f | http://a/%09%250a%250f
          http://a/%250A%250F%2500  | %250A ; %250F ; %2500 | http://a/%0A%250F%2500
          http://[::1]/%25ab        | %25ab          | http://[::1]/%AB
          """)
  void reportsEachTwiceEncodedTripletAndDecodesItOnce(String input, String span, String fix) {
    List<Finding> findings = check(input);
    assertThat(spans(findings, input)).isEqualTo(span.replace(" ; ", "|"));
    assertThat(fixed(findings, input)).isEqualTo(fix);
    assertThat(findings).allMatch(f -> f.severity() == Severity.WARNING);
  }

  @ParameterizedTest(name = "{0} is not double-encoded")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://a/100%25
          http://a/%25zz
          http://a/%25%20
          http://a/%25
          http://a/%2
          http://a/%20
          http://[fe80::1%25eth0]/
          http://[fe80::1%25ab]/
          http://a/${X%2520}
          [%2541]
          http://a/%25g0
          http://a/%250g
          """)
  void quietOnLoneEncodedPercentsZoneIdsAndPlaceholders(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://[fe80::1%25ab]/    | -
          http://[v1.x%25ab]/       | -
          http://[v1.x]/%25ab       | %25ab
          """)
  void leavesAZoneIdInAParsedIpLiteralAlone(String input, String span) {
    List<Finding> findings = rule.check(Candidate.of(input, Context.locator().withZoneIds(true)));
    assertThat(spans(findings, input)).isEqualTo(span);
  }
}
