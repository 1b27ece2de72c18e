package dev.urilint.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each shape that relative-colon-segment must not mistake for a relative reference. */
class ColonLookalikesTest {

  @ParameterizedTest(name = "''{0}'': {1}")
  @CsvSource({"0, true", "9, true", "8080, true", "1200, true", "'', false", "12a, false", "/, false", ":, false"})
  void isNumericForDigitsOnly(String prefix, boolean numeric) {
    assertThat(ColonLookalikes.isNumeric(prefix)).isEqualTo(numeric);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          org.apache:foo:1.0        | true
          jms:queue:x_y             | true
          127.0.0.1:8080:80         | true
          fe80::1                   | true
          a-b:c:d                   | true
          g:a                       | false
          g:a/b:c                   | false
          g:a b:c                   | false
          g:é:c                     | false
          """)
  void isCoordinateForTwoColonsAndOnlyNameCharacters(String input, boolean coordinate) {
    assertThat(ColonLookalikes.isCoordinate(input)).isEqualTo(coordinate);
  }

  @ParameterizedTest(name = "{0}:{1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # name       | tag             | image and tag
          nginx        | 1.25            | true
          redis        | 7-alpine        | true
          node         | lts             | true
          node         | LTS             | true
          debian       | bookworm-slim   | true
          az09.-_      | 0               | true
          az09.-_      | 9               | true
          my-app       | v2_rc.1         | true
          node         | lts2            | true
          node         | ''              | false
          ''           | 1.0             | false
          node         | mylts           | false
          node         | foo             | false
          node         | 1/2             | false
          node         | 1:2             | false
          node         | 1é              | false
          Nginx        | 1.25            | false
          ngi/nx       | 1.25            | false
          ngi{nx       | 1.25            | false
          ngi`nx       | 1.25            | false
          ngi:nx       | 1.25            | false
          img          | a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1 | true
          img          | a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1b | false
          """)
  void isImageTagForALowerCaseNameAndATagWithADigitOrAKnownWord(String name, String tag, boolean imageTag) {
    assertThat(ColonLookalikes.isImageTag(name, tag)).isEqualTo(imageTag);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({"spring.kafka.bootstrap-servers, true", "REDIS_ADDR, true", "db.Host, true", "url, false", "'', false"})
  void expectsHostPortForKeysEndingInAHostWord(String key, boolean hostPort) {
    assertThat(ColonLookalikes.expectsHostPort(Optional.of(key))).isEqualTo(hostPort);
  }
}
