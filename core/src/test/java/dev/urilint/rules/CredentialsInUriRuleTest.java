package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.severities;
import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CredentialsInUriRuleTest {

  private final CredentialsInUriRule rule = new CredentialsInUriRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}: {1} ({2})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://bob:hunter2@example.com/                  | hunter2       | error
          ftp://anonymous:guest@ftp.example.org/            | guest         | error
          jdbc:postgresql://app:s3cret@db:5432/app          | s3cret        | error
          jdbc:mysql://root:toor@localhost:3306/db          | toor          | error
          mongodb://app:pw1@h1:27017,h2:27017/db            | pw1           | error
          mongodb+srv://app:pw1@cluster0.mongodb.net/db     | pw1           | error
          scm:git:https://dev:ghp_abc@github.com/o/r.git    | ghp_abc       | error
          redis://:sekret@cache:6379/0                      | sekret        | error
          amqp://guest:changeme@rabbit/                     | changeme      | error
          http://u:p%40ss@h/                                | p%40ss        | error
          http://u:pa/ss@h/x                                | pa/ss         | error
          http://u:p w@h/                                   | p w           | error
          http:bob:hunter2@example.com/                     | hunter2       | error
          http:/bob:hunter2@example.com                     | hunter2       | error
          https://bob:${P:${Q:hunter2}}@example.com/        | hunter2       | error
          https://bob:${PW-hunter2}@example.com/            | hunter2       | error
          https://bob:${db-password}@example.com/           | ${db-password} | warning
          jdbc:sqlserver://db;user=sa;password=Str0ng!      | Str0ng!       | error
          jdbc:sqlserver://db;databaseName=x;Password={a;b} | {a;b}         | error
          # ODBC braces quote a value (SQL Server's JDBC and ODBC syntax, "}}" an escaped brace): what they
          # hold is a literal the driver logs in with, never an RFC 6570 template
          jdbc:sqlserver://db;user=sa;password={x}}y};encrypt=true | {x}}y}  | error
          jdbc:sqlserver://localhost;encrypt=true;user=MyUserName;password={some;pass} | {some;pass} | error
          jdbc:sqlserver://db:1433;databaseName=app;user=app;password={Passw0rd};encrypt=true | {Passw0rd} | error
          jdbc:sqlserver://db;user=sa;password={DB_PASS}    | {DB_PASS}     | error
          Driver={ODBC Driver 18 for SQL Server};Server=tcp:db,1433;Uid=sa;Pwd={p}}w;d}; | {p}}w;d} | error
          jdbc:sqlserver://db;user=sa;password={${DB_PASS}} | {${DB_PASS}}  | warning
          jdbc:mysql://db/app?user=app&password=pw2         | pw2           | error
          Driver={PostgreSQL};Server=h;Uid=u;Pwd=pw3;       | pw3           | error
          jdbc:oracle:thin:scott/tiger@db:1521:orcl         | tiger         | error
          https://u:${DB_PASS}@example.com/                 | ${DB_PASS}    | warning
          jdbc:postgresql://app:${DB_PASSWORD:x}@db/app     | x                | error
          jdbc:postgresql://app:${DB_PASSWORD:-s3cret}@db/app | s3cret         | error
          jdbc:postgresql://app:${DB_PASSWORD:}@db/app      | ${DB_PASSWORD:}  | warning
          https://u:{{ .Values.pw }}@example.com/           | {{ .Values.pw }} | warning
          https://u:$PW@example.com/                        | $PW           | warning
          jdbc:sqlserver://db;user=sa;password=${PW}        | ${PW}         | warning
          # a SQL Server URL has no userinfo: its properties start at the first ';', so Azure's "user@server" is a
          # property (Azure's documented JDBC string; the '@' made "1433;database=...;user=app" a password)
          jdbc:sqlserver://srv.database.windows.net:1433;database=db;user=app@srv;password=s3cr3t;encrypt=true | s3cr3t | error
          jdbc:sqlserver://localhost:1433;databaseName=test;user=app@tenant;password=${DB_PW} | ${DB_PW} | warning
          https://u:${PASSPORT}@example.com/                | ${PASSPORT}   | warning
          # a registry address: the client logs in with its parameters (dubbo-samples 10-task/dubbo-samples-shop/deploy/All.yml)
          nacos://nacos:8848?username=nacos&password=nacos  | nacos         | error
          zookeeper://zk:2181?username=admin&password=${ZK_PASSWORD} | ${ZK_PASSWORD} | warning
          """)
  void reportsPasswordsInEveryScheme(String input, String span, String severity) {
    List<Finding> findings = check(input);
    assertThat(spans(findings, input)).isEqualTo(span);
    assertThat(findings.isEmpty() ? "-" : severities(findings)).isEqualTo(severity);
    // A password written in the URI gets the unsafe fix that moves it into a placeholder; a
    // templated one has nothing left to move, a placeholder's default is not moved.
    assertThat(findings)
        .allMatch(f -> f.severity() == Severity.ERROR && !f.message().startsWith("password as the default")
            ? f.fix().isPresent() && !f.fix().get().isSafe() && f.fix().get().variable().isPresent()
                && !f.fix().get().replacement().contains(f.span().of(input))
            : f.fix().isEmpty());
  }

  @ParameterizedTest(name = "{0} holds no credential")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://example.com/
          https://user@example.com/
          ssh://git@github.com/o/r.git
          git@github.com:o/r.git
          https://u:@example.com/
          https://u:****@example.com/
          https://u:%2A%2A%2A%2A@example.com/
          https://u:<password>@example.com/
          https://u:password@example.com/
          https://u:xxxx@example.com/
          https://www.google.com:443@evil.com/
          http://host:8080/users/@me
          https://medium.com/@someone/post
          https://api.example.com/?password=x
          nacos://nacos:8848?username=nacos&token=t1
          # host and port by their placeholders' names: activemq TcpTransport.java:203 toString(), as the scanner reads the concatenation
          tcp://${getInetAddress()}:${getPort()}@${getLocalPort()}
          https://${HOST}:${DB_PORT}@example.com/
          http://{{ .Values.host }}:{{ .Values.port }}@example.com/
          jdbc:h2:mem:test;DB_CLOSE_DELAY=-1
          jdbc:sqlserver://yourserver.database.windows.net:1433;database=yourdb;user=yourusername@yourserver;password={your_password_here};encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;
          jdbc:oracle:thin:@//db:1521/svc
          # a fill-in in ODBC braces, as Microsoft's SQL Server connection strings write it
          Server=tcp:myserver.database.windows.net,1433;Initial Catalog=mydb;Persist Security Info=False;User ID=myadmin;Password={your_password};Encrypt=True;
          jdbc:sqlserver://db;user=sa;password={password}
          """)
  void quietOnUsersWithoutPasswordsStandInsAndLookAlikes(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void theMessageShowsTheUriMasked() {
    Finding f = check("jdbc:postgresql://app:s3cret@db:5432/app").get(0);
    assertThat(f.message())
        .contains("jdbc:postgresql://app:****@db:5432/app")
        .doesNotContain("s3cret")
        .contains("RFC 3986");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }

  @Test
  void namesWhereThePasswordSitsAndWhetherItIsTemplated() {
    assertThat(check("jdbc:oracle:thin:scott/tiger@db:1521/x").get(0).message()).startsWith("password in the Oracle user/password of");
    assertThat(check("jdbc:x://h;password=pw").get(0).message()).startsWith("password in a password parameter of");
    assertThat(check("http://u:${X}-${Y}@h/").get(0).message()).startsWith("templated password in the userinfo of");
    // Literal text beside a placeholder ships with the source: the password is not templated.
    assertThat(check("http://u:p${X}@h/").get(0).message()).startsWith("password in the userinfo of");
  }
}
