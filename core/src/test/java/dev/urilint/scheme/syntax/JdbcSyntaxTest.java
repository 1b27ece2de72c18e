package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JdbcSyntaxTest {

  private final JdbcSyntax syntax = new JdbcSyntax();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "(none)",
      textBlock =
          """
          # input | flagged part ((none): the problem is not tied to a substring worth pinning)
          "jdbc:postgresql" | "postgresql"
          "jdbc::x" | ":x"
          "jdbc:postgres://db/app" | "postgres"
          "jdbc:mysql://db:33o6/app" | "33o6"
          "jdbc:mysql://db1:3306,db2:99999/app" | "99999"
          "jdbc:postgresql://db1:5432,,db2/app" | ""
          "jdbc:postgresql://:5432/app" | ":5432"
          "jdbc:mysql:replication://db1:x/app" | "x"
          "jdbc:oracle:thin:@//db.example.com:15x1/svc" | "15x1"
          "jdbc:sqlserver://db:14a3;databaseName=app" | "14a3"
          "jdbc:postgresql://db:5432:1/app" | "5432:1"
          "jdbc::${X}" | ":${X}"
          "jdbc:postgres://${HOST}/app" | "postgres"
          "jdbc:x_://db:8o/app" | "8o"
          "jdbc:mysql://db:33o6#x" | "33o6"
          "jdbc:mysql://db:x/@a" | "x"
          "jdbc:mysql://@:3306/app" | ":3306"
          "jdbc:x:az://db:8o/app" | "8o"
          "jdbc:x:AZ://db:8o/app" | "8o"
          "jdbc:x:09://db:8o/app" | "8o"
          "jdbc:x:a+b-c.d://db:8o/app" | "8o"
          """)
  void reportsOneProblem(String input, String flagged) {
    assertThat(syntax.check(SchemeUris.of(input)))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.message()).isNotBlank();
              if (flagged != null) {
                assertThat(p.span().of(input)).isEqualTo(flagged);
              }
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "jdbc:postgresql://db1:5432,db2:5432/app?ssl=true",
        "jdbc:postgresql://app:secret@db/app",
        "jdbc:mysql:loadbalance://db1,db2/app",
        "jdbc:h2:mem:test",
        "jdbc:oracle:thin:@//db.example.com:1521/svc",
        "jdbc:oracle:thin:@db.example.com:1521:orcl",
        "jdbc:sqlserver://db:1433;databaseName=app",
        "jdbc:sqlserver://;serverName=db",
        "jdbc:derby://localhost:1527/db;create=true",
        "jdbc:postgresql://${DB_HOST}:${DB_PORT}/app",
        "jdbc:tc:postgresql:15:///test",
        "jdbc:sqlite::memory:",
        "jdbc:mysql://db:0003306/app",
        "jdbc:${DRIVER}:x",
        "jdbc:h2:mem:",
        "jdbc:postgresql://user:@db:5432/app",
        "jdbc:mysql://db:000/app",
        "jdbc:mysql://db:65535/app",
        "jdbc:x:_y://db:8o/app"
      })
  void acceptsWhatFollowsItsSyntax(String input) {
    assertThat(syntax.check(SchemeUris.of(input))).isEmpty();
  }
}
