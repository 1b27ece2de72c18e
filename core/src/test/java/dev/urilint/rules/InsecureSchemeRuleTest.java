package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.fixed;
import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InsecureSchemeRuleTest {

  private final InsecureSchemeRule rule = new InsecureSchemeRule();

  private List<Finding> check(String input, Context context) {
    return RuleContract.checked(rule, input, context);
  }

  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://api.corp.com/v1            | http   | https://api.corp.com/v1
          HTTP://api.corp.com/v1            | HTTP   | https://api.corp.com/v1
          http://api.corp.com:8080/v1       | http   | -
          ws://events.corp.com/stream       | ws     | wss://events.corp.com/stream
          ldap://ldap.corp.com/dc=corp      | ldap   | ldaps://ldap.corp.com/dc=corp
          ftp://ftp.corp.com/pub/           | ftp    | -
          telnet://router.corp.com/         | telnet | -
          http://8.8.8.8/                   | http   | https://8.8.8.8/
          http://192.168.1.10/              | http   | https://192.168.1.10/
          http://[2001:db8::1]/             | http   | https://[2001:db8::1]/
          http://example.com.evil.org/      | http   | https://example.com.evil.org/
          http://u:pw@api.corp.com/         | http   | https://u:pw@api.corp.com/
          """)
  void reportsClearTextSchemesToRemoteHosts(String input, String span, String fix) {
    List<Finding> findings = check(input, Context.locator());
    assertThat(spans(findings, input)).isEqualTo(span);
    assertThat(fixed(findings, input)).isEqualTo(fix);
  }

  @ParameterizedTest(name = "{0} is not reported")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://api.corp.com/
          http://localhost:8080/
          http://LOCALHOST/
          http://app.localhost/
          http://127.0.0.1/
          http://127.8.9.10:9000/
          http://[::1]:8080/
          http://0.0.0.0:8080/
          http://169.254.169.254/latest/meta-data/
          http://example.com/
          http://www.example.org/
          http://foo.example.net/
          http://svc.example/
          http://db.test/
          http://x.invalid/
          http://printer.local/
          http://router.home.arpa/
          http://backend:8080/api
          http://kafka/
          http://${API_HOST}/v1
          ${SCHEME}://api.corp.com/
          mailto:a@corp.com
          /relative/path
          http:///nohost
          """)
  void quietOnLocalReservedSingleLabelAndTemplatedHosts(String input) {
    assertThat(check(input, Context.locator())).isEmpty();
  }

  @Test
  void neverInTheIdentifierOrTextContext() {
    String namespace = "http://www.springframework.org/schema/beans";
    assertThat(check(namespace, Context.locator())).hasSize(1);
    assertThat(check(namespace, Context.identifier())).isEmpty();
    assertThat(check(namespace, Context.text())).isEmpty();
  }

  @Test
  void allowedHostsAreExactOrSuffixes() {
    Context context = Context.locator().withAllowedHosts(Set.of("intranet.corp.com", "*.lab.corp.com"));
    assertThat(check("http://intranet.corp.com/", context)).isEmpty();
    assertThat(check("http://INTRANET.corp.com/", context)).isEmpty();
    assertThat(check("http://a.b.lab.corp.com/", context)).isEmpty();
    assertThat(check("http://x.intranet.corp.com/", context)).hasSize(1);
    assertThat(check("http://lab.corp.com.evil.org/", context)).hasSize(1);
  }

  @Test
  void theMessageIsMasked() {
    Finding f = check("http://u:hunter2@api.corp.com/", Context.locator()).get(0);
    assertThat(f.message()).doesNotContain("hunter2").contains("plain text").contains("use https");
    assertThat(f.fix().orElseThrow().toString()).doesNotContain("hunter2");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
