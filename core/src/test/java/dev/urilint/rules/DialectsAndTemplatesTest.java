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
    return rules(input, Context.locator());
  }

  // The ids of the error and warning rules that report on `input` where `context` says it stands.
  private static String rules(String input, Context context) {
    return Linter.withDefaults().lint(input, context).stream()
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
          <<unknown>>                      | -             | quarkus-super-heroes deploy/k8s/java25-openshift.yml: app.openshift.io/vcs-uri, Quarkus's value when it finds no VCS URL
          imaps://[userid]:[password]@imap.gmail.com:993/inbox | - | spring-integration-samples basic/mail/.../gmail-imap-idle-config.xml: fill-ins in square brackets
          [preferred]/jmeter/binaries/apache-jmeter-&release;.tgz | - | jmeter xdocs/download_jmeter.xml: Apache's EZT download-page template
          [link]                           | -             | jmeter xdocs/download_jmeter.xml: Apache's EZT download-page template
          http://example.com/<a href=x>    | malformed-uri | look-alike: markup is no fill-in
          http://example.com/a[0]          | malformed-uri | look-alike: an index is no fill-in (a letter comes first)
          http://example.com/items?filter[name]=x | malformed-uri | look-alike: brackets after a name index it
          http://example.com/[a b]         | malformed-uri | look-alike: no space in square brackets
          http://[fe80::1/                 | malformed-uri | look-alike: an unclosed IP literal
          http://example.com/<<x>          | malformed-uri | look-alike: doubled brackets must close doubled
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

  // A '#' in a Camel endpoint starts a bean reference, not a fragment (Camel encodes '#' before
  // it parses an endpoint): an endpoint by its scheme, or by where a route writes it.
  @ParameterizedTest(name = "{0} under {1}: {2} ({3})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          kafka:{{consumer.topic}}?groupId={{consumer.group}}&offsetRepository=##offsetRepo | beans/camelContext/route/from/@uri | - | camel-spring-boot-examples kafka-offsetrepository/.../spring/camel-context.xml
          netty:tcp://localhost:4444?sync=true&encoders=#bean:myEncoder&decoders=#bean:myDecoder | - | - | camel-examples netty-custom-correlation/.../MyServer.java, written in a route's XML
          file:data/inbox?filter=#myFilter&sorter=#mySorter | routes/route/from/@uri | - | Camel file component: two bean references
          file:data/inbox?filter=#myFilter&sorter=#mySorter | [0].route.from.uri | - | the same in the YAML DSL
          sftp://h/in?ftpClient=#class:com.acme.Ftp&idempotentRepository=#type:com.acme.Repo | [0].from.steps[1].to-d.uri | - | #class: and #type: references, YAML toD
          ftp://ftp.acme.com/in?binary=true&move=done | routes/route/from/@uri | insecure-scheme | Camel's ftp component takes its options in the query; cleartext FTP all the same
          ftp://ftp.acme.com/in?binary=true&move=done | app.download.url | insecure-scheme,scheme-syntax | look-alike: an ftp URL outside a route has no query (RFC 1738)
          kafka:t?a=#x&b=#y                 | beans/camel:camelContext/camel:route/camel:to/@uri | - | a namespace prefix on the elements
          kafka:t?a=#x&b=#y                 | app.kafka.url  | malformed-uri | look-alike: a URL key that is no route's endpoint
          https://example.com/?a=#x&b=#y    | web/link/@uri  | malformed-uri | look-alike: a second '#' in a URL
          kafka:t?a=%zz                     | routes/route/to/@uri | malformed-uri | look-alike: a bad '%' escape in an endpoint
          """)
  void camelBeanReferences(String input, String key, String expected, String origin) {
    Context context = key.equals("-") ? Context.locator() : Context.locator().withKey(key);
    assertThat(rules(input, context)).as(origin).isEqualTo(expected);
  }
}
