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
}
