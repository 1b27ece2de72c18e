package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.fixed;
import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RelativeColonSegmentRuleTest {

  private final RelativeColonSegmentRule rule = new RelativeColonSegmentRule();

  private List<Finding> check(String input, Context context) {
    return RuleContract.checked(rule, input, context);
  }

  @ParameterizedTest(name = "{0} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          images/a:b                 | -           | -
          localhost:8080             | localhost:  | http://localhost:8080
          localhost:5000             | localhost:  | //localhost:5000
          LOCALHOST:80/x             | LOCALHOST:  | http://LOCALHOST:80/x
          api.corp.com:443/v1        | api.corp.com: | https://api.corp.com:443/v1
          db.internal:5432/app       | db.internal:  | //db.internal:5432/app
          10.0.0.1:80                | 10.0.0.1:   | http://10.0.0.1:80
          192.168.0.5:9092           | 192.168.0.5: | //192.168.0.5:9092
          db:5432                    | db:         | //db:5432
          redis:6379                 | redis:      | //redis:6379
          backend:8080/api?x=1       | backend:    | http://backend:8080/api?x=1
          C:\\dir\\file.txt          | C:          | file:///C:/dir/file.txt
          C:/dir/file.txt            | C:          | file:///C:/dir/file.txt
          d:\\                       | d:          | file:///d:/
          a:/x                       | a:          | file:///a:/x
          z:/x                       | z:          | file:///z:/x
          A:/x                       | A:          | file:///A:/x
          Z:/x                       | Z:          | file:///Z:/x
          C://dir/file.txt           | C:          | file:///C:/dir/file.txt
          C:\\\\\\\\dir\\file.txt    | C:          | file:///C:/dir/file.txt
          C:///dir//file.txt         | C:          | file:///C:/dir//file.txt
          db:65000                   | db:         | //db:65000
          redis:80                   | redis:      | http://redis:80
          """)
  void reportsRelativeReferencesThatReadAsSchemes(String input, String span, String fix) {
    String in = input.replace("\\\\", "\\");
    List<Finding> findings = check(in, Context.locator());
    assertThat(spans(findings, in)).isEqualTo(span);
    assertThat(fixed(findings, in)).isEqualTo(fix);
  }

  @ParameterizedTest(name = "{0} is meant as written")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '\'',
      textBlock =
          """
          this:that
          reports:2024.html
          mailto:someone@example.com
          urn:isbn:0451450523
          jdbc:h2:mem:test
          classpath:config/app.yml
          file:relative.txt
          tel:+1-201-555-0123
          data:text/plain,hi
          javascript:void(0)
          direct:start
          jms:queue:orders
          seda:work
          timer:tick?period=1000
          kafka:orders?brokers=localhost:9092
          org.apache.commons:commons-lang3:3.14.0
          com.example:app
          com.example.app:/oauth2redirect
          g:a:v
          nginx:1.25
          redis:7-alpine
          postgres:16
          node:lts
          eclipse-temurin:21-jre
          nginx:latest
          8080:80
          127.0.0.1:8080:80
          10:30
          12:00:00
          fe80::1
          git@github.com:org/repo.git
          https://example.com/a:b
          htps://example.com/
          http:8080
          ${HOST}:8080
          ${SCHEME}:rest
          ./this:that
          /abs:colon
          a/b:c
          key:
          :leading
          @host:8080
          .env:value
          .db:5432
          d_b:5432
          redis:79
          my app:thing
          """)
  void quietOnSchemesEndpointsCoordinatesImagesNumbersAndTemplates(String input) {
    assertThat(check(input, Context.locator())).isEmpty();
  }

  // RFC 3986 reads these as what they are, a scheme and its path: the rule speaks only where the
  // would-be scheme is a host followed by a port, or a drive letter.
  @ParameterizedTest(name = "{0} ({1})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          jsp:root                      | tomcat java/org/apache/jasper/compiler/TagConstants.java
          jsp:directive.page            | tomcat java/org/apache/jasper/compiler/TagConstants.java
          antlib:org.jacoco.ant         | tomcat build.xml
          antlib:org.apache.maven.resolver.ant | tomcat res/maven/mvn-pub.xml
          service:jmx:rmi://${rmiServer}/jndi/rmi://${getConnectorHost()}:${connectorPort}${connectorPath} | activemq-artemis artemis-server/.../JMXConnectorConfiguration.java
          remote:${getHost()}:${getMappedPort()} | testcontainers-java modules/orientdb/.../OrientDBContainer.java
          forward:/inCaseOfFailureUseThis | spring-cloud-gateway .../ServerMvcIntegrationTests.java
          lb://myservice                | spring-cloud-gateway .../Http2Application.java
          lb://service1?a=b             | spring-cloud-gateway tests
          stream:out                    | camel-examples aggregate/.../camel-context.xml
          mock:stream:out               | camel-examples aggregate/.../AggregateTest.java
          vertx-reactive:postgresql://localhost/quarkus_test | quarkus-quickstarts hibernate-reactive-quickstart/.../application.properties
          failover:(tcp://localhost:61616,tcp://localhost:61617)?randomize=false | ActiveMQ failover transport
          """)
  void quietOnValidSchemesFromRealCode(String input, String origin) {
    assertThat(check(input, Context.locator())).as(origin).isEmpty();
  }

  @Test
  void quietWhenTheKeyExpectsHostAndPort() {
    for (String key :
        List.of("spring.kafka.bootstrap-servers", "bootstrap.servers", "cassandra.contact.hosts", "REDIS_ADDR",
            "targets", "server.address", "zookeeper.connect", "elasticsearch.hosts")) {
      assertThat(check("localhost:9092", Context.locator().withKey(key))).as(key).isEmpty();
    }
    assertThat(check("localhost:9092", Context.locator().withKey("service.url"))).hasSize(1);
  }

  @ParameterizedTest(name = "{1} = {0}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # quarkus-quickstarts opentelemetry-quickstart/otel-collector-config.yaml:5, an OTLP/gRPC receiver
          otel-collector:4317             | receivers.otlp.protocols.grpc.endpoint  | 0
          # the same file, :13, an exporter
          jaeger-all-in-one:4317          | exporters.otlp/jaeger.endpoint          | 0
          # helm-charts charts/prometheus-kafka-exporter/ci/ci-values.yaml:2, an item of a broker list
          ci-kafka:9092                   | kafkaServer[0]                          | 0
          # helm-charts charts/prometheus-kafka-exporter/values.yaml:39
          kafka-server:9092               | kafkaServer[0]                          | 0
          localhost:9092                  | spring.kafka.bootstrap-servers[1]       | 0
          OTEL_COLLECTOR:4317             | OTEL_EXPORTER_OTLP_ENDPOINT             | 0
          # look-alikes still reported: a path after the port is a URL that lost its scheme
          localhost:9411/api/v2/spans     | management.zipkin.tracing.endpoint      | 1
          otel-collector:4318/v1/traces   | quarkus.otel.exporter.otlp.endpoint     | 1
          # a key that names no endpoint, server or broker, in a list or not
          kafka-server:9092               | services[0].url                         | 1
          ci-kafka:9092                   | dependencies[0]                         | 1
          # a list position is no part of the word: a key ending in a digit is not "server"
          ci-kafka:9092                   | server2                                 | 1
          """)
  void aHostAndPortUnderAKeyThatTakesOneIsNotAScheme(String input, String key, int findings) {
    assertThat(check(input, Context.locator().withKey(key))).hasSize(findings);
  }

  @Test
  void hostAndPortIsReportedInALocatorButNotInTextNorInAnIdentifier() {
    assertThat(check("localhost:8080", Context.locator())).hasSize(1);
    assertThat(check("C:\\dir", Context.locator())).hasSize(1);
    // text is not known to be a URI: only the security rules read it (Usage.checks)
    assertThat(check("localhost:8080", Context.text())).isEmpty();
    assertThat(check("C:\\dir", Context.text())).isEmpty();
    assertThat(check("localhost:8080", Context.identifier())).isEmpty();
  }

  @Test
  void theMessageSaysWhichFixAndWhy() {
    assertThat(check("localhost:8080", Context.locator()).get(0).message())
        .contains("'http://localhost:8080'")
        .contains("usually HTTP");
    assertThat(check("db.internal:5432/app", Context.locator()).get(0).message())
        .contains("'//db.internal:5432/app'")
        .contains("network-path reference");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
