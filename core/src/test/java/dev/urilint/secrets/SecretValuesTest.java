package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretValuesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          ${DB_PASS}             | true
          ${a:${b}}              | true
          #{vault.password}      | true
          {{ .Values.password }} | true
          $(cat /run/secret)     | true
          $DB_PASS               | true
          hunter2                | false
          ${a}b${c}              | false
          $ecret!                | false
          """)
  void aValueThatIsWhollyAPlaceholderNamesWhereTheSecretComesFrom(String value, boolean placeholder) {
    assertThat(SecretValues.isPlaceholder(value, 0, value.length())).isEqualTo(placeholder);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          ${DB_PASS:hunter2}     | hunter2
          ${DB_PASS:-hunter2}    | hunter2
          ${DB_PASS:=hunter2}    | hunter2
          ${DB_PASS}             |
          ${DB_PASS:}            |
          ${DB_PASS:${OTHER}}    |
          ${PW-hunter2}          | hunter2
          ${PW=hunter2}          | hunter2
          ${P:${Q:hunter2}}      | hunter2
          ${P:abc${Q}}           | abc${Q}
          ${db-password}         |
          """)
  void theLiteralDefaultOfAPlaceholderShips(String value, String shipped) {
    var span = SecretValues.literalDefault(value, 0, value.length());
    assertThat(span == null ? null : span.of(value)).isEqualTo(shipped);
  }
}
