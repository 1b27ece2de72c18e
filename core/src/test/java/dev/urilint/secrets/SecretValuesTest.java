package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretValuesTest {

  /**
   * A value wholly written as a placeholder: shown when it names its source ({@code REFERENCE}),
   * masked when it may be the password itself. The placeholder-shaped passwords are the
   * reproducers of a security review (a '$' for an 'S', a password in "#{...}" or "$(...)").
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          ${DB_PASS}             | REFERENCE
          ${a:${b}}              | REFERENCE
          ${spring.datasource.password} | REFERENCE
          ${servers[0].pw}       | REFERENCE
          ${getPort()}           | REFERENCE
          {{ .Values.password }} | REFERENCE
          {{{ password }}}       | REFERENCE
          #{vault.password}      | AMBIGUOUS
          #{dbPassword}          | AMBIGUOUS
          $(cat /run/secret)     | AMBIGUOUS
          $(DB_PASSWORD)         | AMBIGUOUS
          $DB_PASS               | AMBIGUOUS
          $postgresqlPassword    | AMBIGUOUS
          $apollo_db_password    | AMBIGUOUS
          ${Database.Password}   | AMBIGUOUS
          $uperSecret2024        | LITERAL
          $ecretSql              | LITERAL
          #{Hunter2}             | LITERAL
          $(Pa55w0rd)            | LITERAL
          ${Hunter2!}            | LITERAL
          ${Hunter2.Port}        | LITERAL
          hunter2                | TEXT
          ${a}b${c}              | TEXT
          {{x}}Hunter2}          | TEXT
          $ecret-Port            | TEXT
          $ecret!                | TEXT
          ${{ secrets.BOT_TOKEN }} | REFERENCE
          ${{ github.token }}    | REFERENCE
          ${{Hunter2}}           | LITERAL
          ${{ Hunter2 }}         | LITERAL
          """)
  void aValueWrittenAsAPlaceholderIsShownOnlyWhenItNamesItsSource(String value, SecretValues.Shape shape) {
    assertThat(SecretValues.shape(value, 0, value.length())).isEqualTo(shape);
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
          ${db_pass-hunter2}     | hunter2
          ${Db_Pass-hunter2}     | hunter2
          ${dbPass=hunter2}      | hunter2
          """)
  void theLiteralDefaultOfAPlaceholderShips(String value, String shipped) {
    var span = SecretValues.literalDefault(value, 0, value.length());
    assertThat(span == null ? null : span.of(value)).isEqualTo(shipped);
  }

  /**
   * Other template syntaxes' literal defaults ship as the password: Camel property placeholders,
   * Helm's and Jinja's default filter, Spring EL literals and the Elvis operator.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '~',
      quoteCharacter = '"',
      textBlock =
          """
          {{db.password:hunter2}}                 ~ hunter2
          {{env:DB_PASS:hunter2}}                 ~ hunter2
          {{ .Values.pw | default 'hunter2' }}    ~ hunter2
          {{ default 'hunter2' .Values.pw }}      ~ hunter2
          {{ pw | default('hunter2') }}           ~ hunter2
          #{'hunter2'}                            ~ hunter2
          #{vault.pw ?: 'hunter2'}                ~ hunter2
          ${DB_PASS:hunter2}                      ~ hunter2
          {{ .Values.pw }} ~
          {{db.password}} ~
          {{aws:finnhub_token}} ~
          {{aws:db/password:hunter2}}             ~ hunter2
          {{ .Values.pw | quote }} ~
          #{vault.pw} ~
          {{x}}Hunter2} ~
          """)
  void otherTemplatesLiteralDefaultsShip(String value, String shipped) {
    var span = TemplateDefaults.of(value, 0, value.length());
    assertThat(span == null ? null : span.of(value)).isEqualTo(shipped);
  }

  @org.junit.jupiter.api.Test
  void helmsDoubleQuotedDefaultShips() {
    String value = "{{ .Values.pw | default \"hunter2\" }}";
    assertThat(TemplateDefaults.of(value, 0, value.length()).of(value)).isEqualTo("hunter2");
  }
}
