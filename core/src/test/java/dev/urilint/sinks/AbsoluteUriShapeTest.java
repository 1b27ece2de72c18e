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
          """)
  void aWholeUriWritesNoPatternNorNotation(String text, boolean expected, String what) {
    assertThat(AbsoluteUriShape.isWhole(text)).as(what).isEqualTo(expected);
  }
}
