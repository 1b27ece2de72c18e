package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MisleadingAuthorityRuleTest {

  private final MisleadingAuthorityRule rule = new MisleadingAuthorityRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://trusted.com@evil.com/                  | trusted.com
          https://www.google.com:443@evil.com/           | www.google.com:443
          https://paypal.com.secure-login.ru@evil.com/   | paypal.com.secure-login.ru
          http://10.0.0.1@evil.com/                      | 10.0.0.1
          ftp://cnn.example.com@10.0.0.1/top_story.htm   | cnn.example.com
          https://trusted.com%2F@evil.com/               | %2F
          https://trusted.com%2Eevil@x.org/              | -
          https://evil.com%2F.trusted.com/               | %2F
          https://evil.com%3F.trusted.com/               | %3F
          https://evil.com%23.trusted.com/               | %23
          https://evil.com%40trusted.com/                | %40
          https://evil.com%3a443/                        | %3a
          https://trusted.com\\@evil.com/                | \\
          https://a@trusted.com@evil.com/                | @
          """)
  void reportsAuthoritiesThatReadDifferentlyThanTheyGo(String input, String span) {
    String in = input.replace("\\\\", "\\");
    List<Finding> findings = check(in);
    assertThat(spans(findings, in)).isEqualTo(span.replace("\\\\", "\\"));
    assertThat(findings).allMatch(f -> f.severity() == Severity.ERROR && f.fix().isEmpty());
  }

  @ParameterizedTest(name = "{0} is not misleading")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://example.com/
          https://user@example.com/
          ftp://john.doe@ftp.example.com/
          https://john%40example.com:pw@mail.example.com/
          https://user%3Aname@example.com/
          ssh://git@github.com/o/r.git
          https://example.com/a%2Fb?x=%40#%23
          https://${TRUSTED}@evil.com/
          https://example.com/@user
          mailto:someone@example.com
          """)
  void quietOnOrdinaryUserNamesAndEncodingsOutsideTheAuthority(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void theMessageNamesTheRealHost() {
    Finding f = check("https://trusted.com@evil.com/").get(0);
    assertThat(f.message()).contains("'trusted.com' looks like a host").contains("goes to 'evil.com'");
  }

  @Test
  void theMessageNeverShowsAPassword() {
    Finding f = check("https://paypal.com:hunter2@evil.com/").get(0);
    assertThat(f.message()).doesNotContain("hunter2").contains("paypal.com:****@evil.com");
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
          # text            | looks like a host
          www.x             | true
          WWW.X             | true
          localhost         | true
          x.com             | true
          X.IO              | true
          az09-.az          | true
          paypal.com.evil   | false
          x.example         | true
          10.0.0.1          | true
          0.9.0.9           | true
          1.2.3             | false
          1.2.3.4.5         | false
          1.2.3.            | false
          .io               | false
          x.                | false
          x                 | false
          x.c0              | false
          x.abc             | false
          a_b.com           | false
          a`b.com           | false
          a{b.com           | false
          a/b.com           | false
          a:b.com           | false
          """)
  void looksLikeHostForDottedNamesEndingInATldAndIpv4(String text, boolean host) {
    assertThat(dev.urilint.hosts.HostLikeNames.looksLikeHost(text)).isEqualTo(host);
  }
}
