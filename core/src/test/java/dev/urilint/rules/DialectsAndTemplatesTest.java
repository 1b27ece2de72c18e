package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Severity;
import dev.urilint.placeholders.Placeholders;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Placeholders and endpoint dialects as real code writes them: never malformed, and a rule that
 * depends on the templated part skips it; next to look-alikes that are still reported.
 */
class DialectsAndTemplatesTest {

  private static String rules(String input) {
    return Linter.withDefaults().lint(input, Context.locator()).stream()
        .filter(f -> f.severity() != Severity.INFO)
        .map(f -> f.rule().id())
        .distinct()
        .sorted()
        .reduce((a, b) -> a + "," + b)
        .orElse("-");
  }

  @ParameterizedTest(name = "{0}: {1} ({2})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://localhost:@port@/repo     | -             | Maven resource filtering: a token as the port
          @protocol@://host/               | -             | Maven resource filtering: a token as the scheme
          http://@host@:8080/x             | -             | Maven resource filtering: a token as the host
          https://dist.apache.org/repos/dist/release/tomcat/tomcat-${version.major}/v${version}/@{src-or-bin}/@{basefile}.sha512 | - | tomcat build.xml (Ant macro attributes)
          https://<YOUR HOST NAME>/api     | -             | a fill-in for the reader
          http://<your-host>:8080/x        | -             | a fill-in for the reader
          http://<host>:<port>/path        | -             | fill-ins for host and port
          http://example.com/<a href=x>    | malformed-uri | look-alike: markup is no fill-in
          http://example.com/a b           | malformed-uri | look-alike: a space with no template
          http://localhost:@port/x         | misleading-authority | look-alike: an unclosed token is no placeholder
          """)
  void placeholdersInEveryPosition(String input, String expected, String origin) {
    assertThat(rules(input)).as(origin).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}: {1} ({2})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          stream:in?promptMessage=Enter a number to be added (enter STOP to end, and Ctrl-C to shutdown Camel): &promptDelay=1000 | - | camel-examples aggregate/.../camel-context.xml
          stream:out                       | -             | camel-examples aggregate/.../camel-context.xml
          jdbc:dataSource                  | -             | Camel jdbc component: a DataSource bean
          jdbc:dataSource?readSize=100     | -             | Camel jdbc component with options
          azure-eventhubs:?connectionString=RAW({{eventhubs.connectionString}}) | - | camel-examples debezium-eventhubs-blob/.../AzureEventHubsProducerToAzureBlobRouteBuilder.java
          timer://foo?period=5000          | -             | Camel timer
          sql:select * from orders where id = :#id | -     | Camel sql component
          vm://0                           | -             | activemq-artemis artemis-junit/.../EmbeddedJMSDelegate.java
          tcp://localhost:61616?ha=true&reconnectAttempts=-1 | - | Artemis acceptor
          (tcp://localhost:61616,tcp://localhost:61617)?ha=true | - | Artemis connection factory URL (transport list)
          failover:(tcp://a.example.org:61616,tcp://b.example.org:61616)?randomize=false | - | ActiveMQ failover transport
          (tcp://a b:61616,tcp://c:61617)   | malformed-uri | look-alike: a broken member
          jdbc:postgresql//db.example.org/app | scheme-syntax | look-alike: a JDBC URL that lost its colon
          ftp:select * from t              | malformed-uri | look-alike: spaces in a standard scheme
          """)
  void endpointDialects(String input, String expected, String origin) {
    assertThat(rules(input)).as(origin).isEqualTo(expected);
  }
}
