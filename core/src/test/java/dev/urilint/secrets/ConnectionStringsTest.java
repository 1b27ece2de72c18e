package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
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
