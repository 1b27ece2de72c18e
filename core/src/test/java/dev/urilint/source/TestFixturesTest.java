package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.uri.Span;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The strings are the corpus's test code (docs/test-code.md) and the recall suite's plants. */
class TestFixturesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    // spring-cloud-netflix RestClientTransportClientFactoryTests: the user name repeated
    "http://test:test@localhost:8761                                                     | credentials-in-uri        | true",
    // activemq-artemis tests/db-tests/pom.xml: the user (and the database) repeated; a local host
    "jdbc:postgresql://db.acme.io:5432/artemis?user=artemis&password=artemis              | credentials-in-uri        | true",
    "jdbc:sqlserver://localhost:1433;user=sa;password=ActiveMQ*Artemis                     | credentials-in-uri        | true",
    "jdbc:oracle:thin:system/Zq8wT3nB@localhost:1521:FREE                                  | credentials-in-uri        | true",
    // activemq-artemis RedeployTest and SimpleJNDIClientTest: a password word
    "tcp://broker.acme.io:61616?sslEnabled=true;trustStorePassword=securepass              | sensitive-query-parameter | true",
    "tcp://broker.acme.io:61616?user=myUser&password=myPassword                            | sensitive-query-parameter | true",
    // spring-cloud-netflix EurekaControllerReplicasTests, git-plugin GitStatusSimpleTest
    "http://user2:pwd2@test2.com                                                           | credentials-in-uri        | true",
    "https://someone:somepassword@github.com/jenkinsci/git-plugin/                         | credentials-in-uri        | true",
    // jenkins UrlValidatorTest: a validator's inputs
    "http://user:pa:ss@www.apache.org/path                                                 | credentials-in-uri        | true",
    "http://user:pa@ss@www.apache.org/path                                                 | misleading-authority      | true",
    "http://user:-._~!$&'()*+,;=@www.apache.org:80/path                                    | credentials-in-uri        | true",
    // testcontainers-java PostgisJDBCDriverTest: a fill-in host of one label
    "jdbc:tc:postgis://hostname/databasename?user=someuser&password=Xk9mQ2vLw                | credentials-in-uri        | true",
    // the recall suite's plants: a real-looking secret to a public host
    "https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases                                   | credentials-in-uri        | false",
    "https://api.acme.io/v1?access_token=Hn4kWq8ZrT2vLm9XcB3dFg7P                          | sensitive-query-parameter | false",
    "https://github.com@login-check.net/kohsuke/msv.git                                    | misleading-authority      | false",
    // the same to a local host opens only the test's own server
    "http://deploy:Tq7xW2mKp9RzLc@localhost:8081/                                          | credentials-in-uri        | true",
    "http://127.0.0.1:8787/?access_token=Hn4kWq8ZrT2vLm9XcB3dFg7P                          | sensitive-query-parameter | true",
    "https://deploy:Tq7xW2mKp9RzLc@[::1]:8443/                                             | credentials-in-uri        | true",
    "https://deploy:Tq7xW2mKp9RzLc@ci.example.com/                                         | credentials-in-uri        | true",
  })
  void aTestsOwnSecretIsAFixture(String uri, String rule, boolean fixture) {
    Finding f = finding(uri, RuleId.byId(rule).orElseThrow());
    assertThat(TestFixtures.isFixture(uri, f)).isEqualTo(fixture);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "http://deploy:secret@localhost:8081/x | 14 | 20 | localhost",
    "jdbc:oracle:thin:system/pw@db1:1521:X | 24 | 26 | db1",
    "tcp://[::1]:61616?password=Xk9        | 27 | 30 | [::1]",
    "${getUrl()}build?token=Xk9            | 23 | 26 | ''",
  })
  void theHostASecretIsSentTo(String value, int start, int end, String host) {
    assertThat(TestFixtures.hostOf(value, new Span(start, end))).isEqualTo(host);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "https://xn--80ak6aa92e.com@evil.net/",
  })
  void aHomographIsNeverAFixture(String uri) {
    Finding f = new Finding(RuleId.MIXED_SCRIPT_HOST, RuleId.MIXED_SCRIPT_HOST.defaultSeverity(), "m", new Span(8, 12), java.util.Optional.empty());
    assertThat(TestFixtures.isFixture(uri, f)).isFalse();
  }

  private static Finding finding(String uri, RuleId rule) {
    List<Finding> found = Linter.withDefaults().lint(uri, Context.of(Usage.LOCATOR), java.util.EnumSet.of(rule));
    assertThat(found).as("%s on %s", rule, uri).isNotEmpty();
    return found.get(0);
  }
}
