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
          ''                                 | false
          """)
  void recognisesOnlyPlainAbsoluteUris(String text, boolean expected) {
    assertThat(AbsoluteUriShape.isPlainlyAbsolute(text)).isEqualTo(expected);
  }
}
