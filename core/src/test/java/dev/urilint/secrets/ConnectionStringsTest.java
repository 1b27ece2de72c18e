package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.placeholders.Placeholder;
import dev.urilint.placeholders.Placeholders;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which strings are connection strings, and which of their parameters hold the password. */
class ConnectionStringsTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          jdbc:postgresql://db/app          | true
          JDBC:x                            | true
          odbc:x                            | true
          Driver={SQL Server};x=1           | true
          x;Server=db                       | true
          Server=db                         | false
          Data Source=db;x                  | true
          https://h/?server=x               | false
          =                                 | false
          """)
  void recognisesConnectionStrings(String input, boolean connectionString) {
    assertThat(ConnectionStrings.isConnectionString(input)).isEqualTo(connectionString);
  }

  /** The placeholders the candidate keeps, as written, in order; "-" for none. */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # ODBC braces quote a secret value: what they hold is text the driver logs in with
          jdbc:sqlserver://db;user=sa;password={x}}y};encrypt=true | -
          jdbc:sqlserver://db;user=sa;password={DB_PASS}           | -
          Driver={ODBC Driver 18 for SQL Server};Server=h;Pwd={pw}; | -
          # what a configuration layer substitutes before the driver reads the string is a placeholder
          jdbc:sqlserver://db;user=sa;password={${DB_PASS}}        | ${DB_PASS}
          jdbc:sqlserver://db;user=sa;password=${DB_PASS}          | ${DB_PASS}
          # only a secret value: a host or database fill-in stays a template
          jdbc:sqlserver://{server};databaseName={db};password={pw} | {server} {db}
          # a URL's query is no connection string: {password} is a template's variable there
          https://api.example.com/login?user={user}&password={password} | {user} {password}
          """)
  void aSecretValueInOdbcBracesHoldsNoRfc6570Template(String input, String kept) {
    List<Placeholder> found = Placeholders.scan(input, Context.CONFIG_PLACEHOLDERS);
    List<Placeholder> placeholders = ConnectionStrings.withoutBracedTemplates(input, found, SecretSpans.inValue(input));
    String written = placeholders.stream().map(p -> p.span().of(input)).collect(Collectors.joining(" "));
    assertThat(written.isEmpty() ? "-" : written).isEqualTo(kept);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          pwd=x                 | true
          ;PASS=x               | true
          x;db_Password2=x      | true
          a;passwd=x            | true
          a;user=x              | false
          a;passwords_x=x       | true
          a;pass-word=x         | false
          a;pwdx=x              | false
          """)
  void recognisesPasswordParameterNames(String input, boolean password) {
    int value = input.lastIndexOf('=') + 1;
    assertThat(ConnectionStrings.isPasswordName(input, new Span(value, input.length()))).isEqualTo(password);
  }
}
