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
    // a later '//' is no host: the token goes to api.example.net
    "https://api.acme.io/cb?next=//localhost/&token=Hn4kWq8ZrT2vLm9X                   | sensitive-query-parameter | false",
    "https://api.acme.io/cb?next=http://127.0.0.1/&access_token=Hn4kWq8ZrT2vLm9X        | sensitive-query-parameter | false",
    // every host of a multi-host list must be local
    "jdbc:postgresql://localhost,db.prod.acme.io/x?password=Hn4kWq8ZrT2vLm9X            | credentials-in-uri        | false",
    "jdbc:postgresql://u:Hn4kWq8ZrT2vLm9X@localhost,db.prod.acme.io/x                   | credentials-in-uri        | false",
    "mongodb://u:Hn4kWq8ZrT2vLm9X@localhost:27017,127.0.0.2:27018/app                       | credentials-in-uri        | true",
    // a number is an address, read as rare-ip-format reads it: 192.168.1.1, not a service name
    "https://u:Hn4kWq8ZrT2vLm9X@3232235777/                                                | credentials-in-uri        | false",
    "https://u:Hn4kWq8ZrT2vLm9X@0xC0A80101/                                                | credentials-in-uri        | false",
    "https://u:Hn4kWq8ZrT2vLm9X@0x7f.1/                                                    | credentials-in-uri        | true",
    "https://u:Hn4kWq8ZrT2vLm9X@2130706433/                                                | credentials-in-uri        | true",
    // a fixture word inside a password is no stand-in; the whole password made of them is
    "https://deploy:Kq29TestZr!@repo.acme.io/                                              | credentials-in-uri        | false",
    "https://deploy:Pass4Vx!qq@repo.acme.io/                                               | credentials-in-uri        | false",
    "https://api.acme.io/v1?api_key=sk9x12345abcQ                                           | sensitive-query-parameter | false",
    "https://deploy:48213@repo.acme.io/                                                    | credentials-in-uri        | false",
    "https://deploy:test123@repo.acme.io/                                                  | credentials-in-uri        | true",
    "https://deploy:Changeme!@repo.acme.io/                                                | credentials-in-uri        | true",
    "https://deploy:123456@repo.acme.io/                                                   | credentials-in-uri        | true",
  })
  void aTestsOwnSecretIsAFixture(String uri, String rule, boolean fixture) {
    Finding f = finding(uri, RuleId.byId(rule).orElseThrow());
    assertThat(TestFixtures.isFixture(uri, f)).isEqualTo(fixture);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "http://deploy:secret@localhost:8081/x                 | 14 | 20 | localhost",
    "jdbc:oracle:thin:system/pw@db1:1521:X                 | 24 | 26 | db1",
    "jdbc:oracle:thin:system/pw@//db1:1521/svc             | 24 | 26 | db1",
    "tcp://[::1]:61616?password=Xk9                        | 27 | 30 | [::1]",
    "${getUrl()}build?token=Xk9                            | 23 | 26 | ''",
    "https://a.example.net/cb?next=//localhost/&token=Xk9  | 49 | 52 | a.example.net",
    "mongodb://u:Xk9@h1:27017,[::1]:27018/app              | 12 | 15 | h1;[::1]",
    "jdbc:sqlserver://db1:1433;password=Xk9                | 35 | 38 | db1",
  })
  void theHostsASecretIsSentTo(String value, int start, int end, String hosts) {
    assertThat(TestFixtures.hostsOf(value, new Span(start, end)))
        .containsExactlyElementsOf(hosts.isEmpty() ? List.of() : List.of(hosts.split(";")));
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
