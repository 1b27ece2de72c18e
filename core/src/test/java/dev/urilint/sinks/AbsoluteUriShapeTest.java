package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class AbsoluteUriShapeTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://bob:pw@example.com/        | true
          http://x                           | true
          jdbc:postgresql://db:5432/app      | true
          git+ssh://git@host/repo            | true
          https://                           | false
          see https://example.com            | false
          https://example.com/a b            | false
          localhost:8080                     | false
          mailto:bob@example.com             | false
          urn:isbn:123                       | false
          /relative/path                     | false
          1http://x                          | false
          jdbc:oracle:thin:scott/tiger@db:1521:orcl | true
          jdbc:oracle:thin:@db.acme.com:1521:orcl   | true
          jdbc:h2:mem:test                   | true
          jdbc:postgresql                    | false
          jdbc:oracle:thin:                  | false
          jdbc:tc:                           | false
          jdbc:oracle:thin:scott/ti ger@db   | false
          oracle:thin:scott/tiger@db         | false
          jdbc:derby:/tmp/db;create=true     | true
          jdbc:h2:mem:test;MODE=MySQL        | true
          JDBC:Oracle:Thin:@db:1521:orcl     | true
          jdbc:tc:(?<type>[a-z0-9]+)://x     | false
          jdbc:tc:mysql[^:]*                 | false
          jdbc:oracle:thin:%s/%s@%s          | false
          ''                                 | false
          """)
  void recognisesOnlyPlainAbsoluteUris(String text, boolean expected) {
    assertThat(AbsoluteUriShape.isPlainlyAbsolute(text)).isEqualTo(expected);
  }

  // A whole URI writes nothing of a pattern or notation (the config values' WholeValueUri and the
  // Java strings outside sinks ask the same test).
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://api.acme.io:99999/v1                   | true  | a port typed one digit too long
          http://apache.org/xml/features/disallow-doctype-decl | true | a SAX feature name
          http://[::1]:8080/                             | true  | an IP literal
          http://u@[::1]/                                | true  | an IP literal after a userinfo
          jdbc:oracle:thin:scott/tiger@db:1521:orcl      | true  | a JDBC URL without //
          https://github\\.com/.*                         | false | a link checker's ignorePatterns
          ^https://acme.io/                              | false | a regular expression's anchor
          https://acme.io/a$                             | false | a regular expression's anchor
          https://(?<host>[a-z]+)/                       | false | a named group
          http://localhost:8080/*                        | false | a glob
          http://thishost[:thisport]/                    | false | tomcat's documentation notation
          .../resources[?type=xxxxx]                     | false | not absolute at all
          https://example.com/a b                        | false | prose
          'PLAINTEXT://0.0.0.0:9093,BROKER://0.0.0.0:9092' | false | testcontainers KafkaContainer.java:260, Kafka's listeners: a list
          'jdbc:mysql://h1:3306,h2:3306/db'              | true  | one JDBC URL with two hosts
          'https://www.google.com/maps/@52.52,13.40,15z' | true  | commas inside one URI
          'https://maven.apache.org/${trim()}'           | true  | maven-site Update.java:68, "https://maven.apache.org/" + description...trim(): a placeholder's expression is no notation
          'http://localhost/${getServletContextName()}'  | true  | activemq HttpEmbeddedTunnelServlet.java:75, a literal and a call
          'https://acme.io/${x}/.*'                      | false | a pattern after a placeholder
          'https://acme.io/(${x}'                        | false | notation before a placeholder
          https:/repo.maven.apache.org/maven2            | true  | activemq-artemis ArtemisDependencyDocPlugin.java:63 with a slash lost: a URI whose // lost a slash
          http:/localhost:8080/uploads/                  | true  | activemq BlobTransferPolicy.java:30 with a slash lost
          https:/gitlab.com/                             | true  | git-plugin GitSCM.java:415 with a slash lost
          HTTPS:/jmeter.apache.org/issues.html           | true  | any case
          file:/tmp/x                                    | false | a file URI needs no host: valid as it is
          http:/                                         | false | a scheme and a slash: a prefix
          http:/path/to                                  | false | no host name after the slash
          http:/acme.                                    | false | a name ending in a dot is no host
          http:/a.b/c d                                  | false | white space
          https:/github\\.com/.*                         | false | a pattern
          """)
  void aWholeUriWritesNoPatternNorNotation(String text, boolean expected, String what) {
    assertThat(AbsoluteUriShape.isWhole(text)).as(what).isEqualTo(expected);
  }

  // A whole URI broken by one space: the recall suite's space planted into the corpus's strings
  // (what a careful reader sees broken), against the corpus's prose and lists that hold a URL and
  // a space. Config values (WholeValueUri) and Java strings outside sinks ask this one test.
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          'https://updates.jenkins.io/release notes'       | true  | jenkins UpdateCenter.java:233, a space planted
          'http://apache.org/xml/features/disallow-doctype-decl/release notes' | true | activemq XPathExpression.java:67, a SAX feature name with a space planted
          'https://bitbucket.org/release notes'            | true  | git-plugin GitSCM.java:412, a space planted
          'http://localhost:4318/v1/spans/release notes'   | true  | opentelemetry-java-examples SdkTracerProviderConfig.java:12, a space planted
          'https://shiro.apache.org/ docs'                 | true  | a space after the last slash
          'http://example.org/with spaces.css'             | true  | jmeter TestBug60842HtmlParser.java:76, a test's URL with a space
          'http://localhost/abc def/get'                   | true  | spring-cloud-gateway RouteToRequestUrlFilterTests.java:143
          'http://localhost/release notes${getServletContextName()}' | true | activemq HttpEmbeddedTunnelServlet.java:75 with a space planted, as the scanner reads the literal and the call
          'https://acme.io rocks'                          | false | no path for the word to continue
          'http://hudson/job/Hudson Job'                   | true  | jenkins UtilTest.java:158, a job name with a space
          'http://example.com/serach?address=Main Avenue'  | true  | jenkins UrlValidatorTest.java:558, a query with a space
          'https://acme.io/docs is down.'                  | false | a sentence: a second space, a full stop
          'https://a.io/x https://b.io/y'                  | false | a list of two URIs
          'https://acme.io/docs see:x'                     | false | a colon after the space
          'https://acme.io/docs see.'                      | false | a sentence's full stop
          'https://acme.io/.* x'                           | false | a pattern before the space
          'see https://acme.io/docs'                       | false | prose before the URI
          'https://acme.io/docs '                          | false | nothing after the space
          'https://acme.io/docs  x'                        | false | two spaces
          'http://tomcat.apache.org/xml tomcat-users.xsd'  | false | tomcat MemoryUserDatabase.java:504, an xsi:schemaLocation pair: a namespace, one space, its schema
          'http://www.springframework.org/schema/beans spring-beans.DTD' | false | a schemaLocation pair naming a DTD, any case
          """)
  void aWholeUriBrokenByOneSpace(String text, boolean expected, String from) {
    assertThat(AbsoluteUriShape.isBrokenByOneSpace(text)).as(from).isEqualTo(expected);
  }
}
