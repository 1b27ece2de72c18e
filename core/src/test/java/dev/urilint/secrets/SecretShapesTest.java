package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shapes of a secret that a security review of the masking found printed in clear, as a
 * whole: the value mask every report, baseline and cache shows ({@link Masking#maskValue}), the
 * candidate's rendering that messages quote, every finding's message, and the finding that makes
 * {@code check} fail. Each row plants a secret ({@code secret}) that no output may show, and names
 * the credential rule and severity it must get.
 */
class SecretShapesTest {

  private static final Linter LINTER = Linter.withDefaults();

  private static void hiddenAndReported(String input, String secret, String rule, String severity) {
    assertThat(Masking.maskValue(input)).as("maskValue").doesNotContain(secret);
    Candidate candidate = Candidate.of(input, Context.locator());
    assertThat(candidate.masked()).as("rendering").doesNotContain(secret);
    List<Finding> findings = LINTER.lint(input, Context.locator());
    for (Finding f : findings) {
      assertThat(f.message()).as("%s", f.rule()).doesNotContain(secret);
    }
    String reported = findings.stream()
        .filter(f -> f.rule() == RuleId.CREDENTIALS_IN_URI || f.rule() == RuleId.SENSITIVE_QUERY_PARAMETER)
        .map(f -> f.rule().id() + ":" + f.severity().id().toLowerCase(java.util.Locale.ROOT))
        .collect(Collectors.joining(","));
    assertThat(reported).isEqualTo(rule + ":" + severity);
  }

  /**
   * A placeholder shape that is the whole password: masked always; templated only where it names
   * where the secret comes from ({@code $DB_PASS}), literal (an error) where it reads as a
   * password ({@code $uperSecret2024}: an 'S' written as '$') or is no well-formed placeholder.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://admin:$uperSecret2024@db.example.com/         | uperSecret2024 | credentials-in-uri        | error
          jdbc:mysql://db/x?user=a&password=$ecretSql           | ecretSql       | credentials-in-uri        | error
          https://api.example.com/x?token=$ecretTok             | ecretTok       | sensitive-query-parameter | warning
          https://admin:#{Hunter2}@db.example.com/              | Hunter2        | credentials-in-uri        | error
          https://admin:${Hunter2!}@db.example.com/             | Hunter2        | credentials-in-uri        | error
          https://admin:$(Pa55w0rd)@db.example.com/             | Pa55w0rd       | credentials-in-uri        | error
          https://admin:{{x}}Hunter2}@db.example.com/           | Hunter2        | credentials-in-uri        | error
          jdbc:sqlserver://db:1433;user=sa;password={{Hunter2}}} | Hunter2       | credentials-in-uri        | error
          https://admin:$ecret-Port@db.example.com/             | ecret-Port     | credentials-in-uri        | error
          https://admin:${Hunter2.Port}@db.example.com/         | Hunter2.Port   | credentials-in-uri        | error
          https://admin:<Hunter2>@db.example.com/               | Hunter2        | credentials-in-uri        | error
          https://admin:<Tr0ub4dor&3>@db.example.com/           | Tr0ub4dor      | credentials-in-uri        | error
          https://admin:$DB_PASS@db.example.com/                | DB_PASS        | credentials-in-uri        | warning
          https://admin:#{vault.dbPassword}@db.example.com/     | vault.dbPassword | credentials-in-uri      | warning
          https://admin:$(cat /run/secrets/db)@db.example.com/  | /run/secrets   | credentials-in-uri        | warning
          """)
  void placeholderShapedPasswordsAreMaskedAndJudgedByWhatTheyAre(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /** A literal default in any template syntax is the password whenever the value is unset. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '~',
      quoteCharacter = '"',
      textBlock =
          """
          https://u:{{db.password:hunter2}}@db.example.com/              ~ hunter2     ~ credentials-in-uri ~ error
          "https://u:{{ .Values.pw | default 'hunter2' }}@db.example.com/" ~ hunter2   ~ credentials-in-uri ~ error
          https://u:{{ pw | default('hunter2') }}@db.example.com/        ~ hunter2     ~ credentials-in-uri ~ error
          https://u:#{'hunter2'}@db.example.com/                          ~ hunter2     ~ credentials-in-uri ~ error
          https://u:#{vault.pw ?: 'hunter2'}@db.example.com/             ~ hunter2     ~ credentials-in-uri ~ error
          https://u:${db_pass-hunter2}@db.example.com/                   ~ hunter2     ~ credentials-in-uri ~ error
          https://u:${Db_Pass-hunter2}@db.example.com/                   ~ hunter2     ~ credentials-in-uri ~ error
          https://u:${DB_PASS:[Xk9#mQ2]}@db.example.com/                 ~ Xk9#mQ2     ~ credentials-in-uri ~ error
          https://u:${DB_PASS:<Tr0ub4dor&3>}@db.example.com/             ~ Tr0ub4dor   ~ credentials-in-uri ~ error
          https://api.example.com/x?token={{api.token:tok3n5ecret}}      ~ tok3n5ecret ~ sensitive-query-parameter ~ warning
          """)
  void literalDefaultsOfEveryTemplateSyntaxShip(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /**
   * A value is masked to its end: in a ';' list of properties it runs to the ';' ('#' and '&'
   * inside), a Camel RAW(...) to its ')', and in a Camel endpoint (no fragment) a '#' does not end
   * a parameter's value.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          jdbc:sqlserver://db:1433;user=sa;password=P@ss#word1;encrypt=true | word1 | credentials-in-uri | error
          jdbc:sqlserver://db:1433;user=sa;password=Pa&ss;               | &ss     | credentials-in-uri | error
          Server=tcp:db,1433;User ID=sa;Password=P#ss&w0rd;Encrypt=True  | w0rd    | credentials-in-uri | error
          activemq:queue:q?username=u&password=RAW(se&cr#et)             | cr#et   | sensitive-query-parameter | warning
          jms:queue:q?username=u&password=RAW(se+cr%t)                   | cr%t    | sensitive-query-parameter | warning
          activemq:queue:q?username=u&password=Sec#r3tX&x=1             | r3tX    | sensitive-query-parameter | warning
          """)
  void valuesAreMaskedToTheirEnd(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /**
   * Oracle's thin and OCI drivers: a quoted password, a '"' or an '@' inside (the part after the
   * first '@' was printed: {@code scott/****@ger@db}), any length, any case.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '\'',
      textBlock =
          """
          jdbc:oracle:thin:scott/"ti ger"@db:1521:orcl  | ti ger | credentials-in-uri | error
          jdbc:oracle:thin:scott/ti"ger@db:1521:orcl    | ger    | credentials-in-uri | error
          jdbc:oracle:thin:scott/ti@ger@db:1521:orcl    | ger@   | credentials-in-uri | error
          jdbc:oracle:thin:scott/p@ss@w0rd@//db.example.com:1521/orcl | w0rd | credentials-in-uri | error
          jdbc:oracle:oci8:scott/tiger@db:1521:orcl     | tiger  | credentials-in-uri | error
          jdbc:oracle:oci:scott/tiger@db:1521:orcl      | tiger  | credentials-in-uri | error
          jdbc:oracle:Thin:scott/tiger@db:1521:orcl     | tiger  | credentials-in-uri | error
          JDBC:ORACLE:THIN:scott/tiger@db:1521:orcl     | tiger  | credentials-in-uri | error
          """)
  void oraclePasswords(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  @org.junit.jupiter.api.Test
  void anOraclePasswordOfAnyLength() {
    String secret = "L0ng".repeat(100);
    hiddenAndReported("jdbc:oracle:thin:scott/" + secret + "@db:1521:orcl", secret, "credentials-in-uri", "error");
  }

  /**
   * A userinfo reads as a host and port only when its user is a host name ("www.google.com:443",
   * which misleading-authority reports); a dotted user name with a numeric password, and a
   * password with a '/', '?' or '#' after digits, are passwords (the '?' form was printed in
   * clear while its normal form was masked).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://john.doe:48213@api.acme.com/v1          | 48213        | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com/      | Secret       | credentials-in-uri | error
          https://admin:2024?Secret@db.example.com/      | Secret       | credentials-in-uri | error
          https://admin:2024#Secret@db.example.com/      | Secret       | credentials-in-uri | error
          https://admin:2024?Secret@db.example.com:5432/x | Secret      | credentials-in-uri | error
          http:admin:2024?Secret@db.example.com/         | Secret       | credentials-in-uri | error
          """)
  void shapesThatReadAsHostAndPort(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /**
   * A later {@code '@'} does not change which {@code '@'} ends a userinfo: the password of {@code
   * admin:2024/Secret@db.example.com} was shown once an {@code '@'} followed in the path (found by
   * fuzzing: {@code https://admin:2024/<secret>@db.example.com/@5}), since the userinfo's end was
   * taken as the last {@code '@'} of the whole URI. It is the last {@code '@'} before the next
   * {@code '/'} that a host follows (a host name, or a label with a port), as a client that takes
   * the last {@code '@'} reads it; the same in the query, the fragment, with several {@code '@'},
   * with {@code %40}, after a dotted user ({@code .name} is no host's top-level domain here); the
   * host may be internationalized, an address in hex or an IP literal (found by {@code
   * QuotedRewritesTest}: {@code admin:2024/<secret>@exаmple.com}, with a Cyrillic 'а', and {@code
   * @0x7f.1} showed the password).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://admin:2024/Zq8sEcReT0vAlUeQv3@db.example.com/@5   | Zq8sEcReT0vAlUeQv3 | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com/@5@6             | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com?q=@              | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com#@                | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com/x?mail=a@b.com   | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com:5432/app@x       | Secret   | credentials-in-uri | error
          https://admin:2024/Se@Kx9Tq@db.example.com/@5              | Kx9Tq     | credentials-in-uri | error
          https://admin:2024/Se#Kx9Tq@db.example.com/@5              | Kx9Tq     | credentials-in-uri | error
          https://admin:2024/Se?Kx9Tq@db.example.com/@5              | Kx9Tq     | credentials-in-uri | error
          https://admin:2024/Secret%40x@db.example.com/@5           | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com/%40x             | Secret   | credentials-in-uri | error
          https://user:123/Secret@h.example.com/@y                  | Secret   | credentials-in-uri | error
          https://user:123/Secret@db:5432/@y                        | Secret   | credentials-in-uri | error
          https://user.name:2024/Secret@db.example.com/@x           | Secret   | credentials-in-uri | error
          https://john.doe:2024/Secret@db.example.com/@x            | Secret   | credentials-in-uri | error
          jdbc:postgresql://admin:2024/Secret@db.example.com/app@x  | Secret   | credentials-in-uri | error
          x=1 https://admin:2024/Secret@db.example.com/@5           | Secret   | credentials-in-uri | error
          https://user:pw/Secret@h?q=@                              | Secret   | credentials-in-uri | error
          https://user:pw/Secret@h/@y                               | Secret   | credentials-in-uri | error
          https://user:Kx9Tq@h/@y                                   | Kx9Tq    | credentials-in-uri | error
          https://user:Kx9Tq@h#@                                    | Kx9Tq    | credentials-in-uri | error
          http://john.doe:48213@api.acme.com/v1/@x                  | 48213    | credentials-in-uri | error
          https://admin:2024/Secret@bücher.example.com/             | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@exаmple.com/                   | Secret   | credentials-in-uri | error
          http:admin:2024/Secret@exаmple.com/                      | Secret   | credentials-in-uri | error
          http://admin:2024/Secret@0x7f.1/                          | Secret   | credentials-in-uri | error
          http://admin:2024/Secret@10.0.0.5:5432/                   | Secret   | credentials-in-uri | error
          http://admin:2024/Secret@[::1]:5432/                      | Secret   | credentials-in-uri | error
          http://admin:2024/Secret@[fd00::5]/app                    | Secret   | credentials-in-uri | error
          http:admin:2024/Secret@[::1]/                             | Secret   | credentials-in-uri | error
          https://admin:2024/Secret@db.example.com\\app             | Secret   | credentials-in-uri | error
          """)
  void aLaterAtDoesNotChangeWhichAtEndsTheUserinfo(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /**
   * A hierarchical scheme that lost its slashes ({@code http:}, {@code http:/}, {@code http:\\}),
   * at a value's start or at a later token's: its userinfo ends where the userinfo after {@code //}
   * ends ({@link UserinfoEnd}, one reading for both), so a password may hold a {@code /}, {@code
   * ?}, {@code #} or {@code \}. Before, it ended at the first of those, and {@code urilint lint
   * 'http:admin:2024/Secret@db.example.com/'} printed the password (a review of the masking found
   * it after the {@code //} form was fixed).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http:admin:2024/Secret@db.example.com/                 | Secret  | credentials-in-uri | error
          http:admin:pw/Kx9Tq@h/                                 | Kx9Tq   | credentials-in-uri | error
          http:/admin:2024/Secret@db.example.com/                | Secret  | credentials-in-uri | error
          http:\\\\admin:2024/Secret@db.example.com/               | Secret  | credentials-in-uri | error
          HTTPS:admin:2024/Secret@db.example.com/                | Secret  | credentials-in-uri | error
          http:admin:2024/Secret@db.example.com/@5               | Secret  | credentials-in-uri | error
          http:admin:2024/Secret@db:5432/app@x                   | Secret  | credentials-in-uri | error
          http:admin:pw?Kx9Tq@db.example.com/                    | Kx9Tq   | credentials-in-uri | error
          http:admin:pw#Kx9Tq@db.example.com/                    | Kx9Tq   | credentials-in-uri | error
          http:admin:pw\\Kx9Tq@db.example.com/                   | Kx9Tq   | credentials-in-uri | error
          x=1 plain=http:u:2024/Secret@db.example.com/           | Secret  | credentials-in-uri | error
          x=1 plain=http:u:pw/Kx9Tq@h/                           | Kx9Tq   | credentials-in-uri | error
          x=1 plain=http:/u:pw/Kx9Tq@h/                          | Kx9Tq   | credentials-in-uri | error
          """)
  void aSlashlessUserinfoEndsWhereOneAfterSlashesEnds(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /** The same shapes in a source line as {@code --show-source} prints it. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          D=http:admin:2024/Secret@db.example.com/ # x          | Secret
          "https:" + "http:admin:pw/Kx9Tq@h/"                    | Kx9Tq
          url: http:/u:pw?Kx9Tq@db.example.com/                  | Kx9Tq
          a=http:u:1/x b=http:admin:2024/Secret@db.example.com/  | Secret
          """)
  void aSlashlessUserinfoInASourceLine(String line, String secret) {
    assertThat(Masking.mask(line, SecretSpans.inLine(line))).doesNotContain(secret);
  }

  @org.junit.jupiter.api.Test
  void aSlashlessPasswordWithASlashFarPastTheColon() {
    String secret = "x".repeat(300) + "Tail";
    hiddenAndReported("http:admin:p/" + secret + "@db.example.com/", secret, "credentials-in-uri", "error");
  }

  @org.junit.jupiter.api.Test
  void aPasswordWithASlashFarPastTheColon() {
    String secret = "x".repeat(300) + "Tail";
    hiddenAndReported("https://admin:p/" + secret + "@db.example.com/", secret, "credentials-in-uri", "error");
  }

  /** Names of secrets: GitLab, LDAP, Azure, passphrases, API keys; spaces around '='. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://gitlab.example.com/api/v4/projects?private_token=glpat-abcdef123 | glpat-abcdef123 | sensitive-query-parameter | warning
          https://maps.googleapis.com/maps/api/geocode/json?key=AIzaSyD3adbeefcafe12345 | AIzaSyD3adbeefcafe12345 | sensitive-query-parameter | warning
          https://api.example.com/x?passphrase=correct-horse | correct-horse | sensitive-query-parameter | warning
          https://api.example.com/x?keyPassphrase=correct-horse | correct-horse | sensitive-query-parameter | warning
          ldap://ldap.example.com/dc=example?cn?sub?(x)?X-BINDPW=hunter2 | hunter2 | sensitive-query-parameter | warning
          Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=abc+def/ghi= | abc+def | sensitive-query-parameter | warning
          DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=abc+def/ghi==;EndpointSuffix=core.windows.net | abc+def | sensitive-query-parameter | warning
          jdbc:sqlserver://db:1433;user=sa;password = hunter2 | hunter2 | credentials-in-uri | error
          """)
  void secretNames(String input, String secret, String rule, String severity) {
    hiddenAndReported(input, secret, rule, severity);
  }

  /** Precision: a {@code key} that is a word, not an API key, is no secret. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://x/?pageToken=abc&key=value
          https://s3.example.com/bucket?list-type=2&start-after=k&key=photos/2024/a.jpg
          https://cache.example.com/get?key=user.profile.settings
          https://www.google.com:443@evil.com/
          http://host:8080/users/@me
          http://registry:4873/@types/node
          http://registry:4873/pkg@1.2.3
          http://registry:4873/pkg@1.2.3/@x
          http://registry:4873/pkg@next
          http://registry:4873/@types/node?q=a@b.com
          https://user:123/x@h/@y
          https://www.google.com:443/x@evil.com/@y
          http:www.google.com:443/x@evil.com/@y
          http:registry:4873/pkg@1.2.3/@x
          http://registry:4873/pkg@4/@x
          http://registry:4873/pkg@[x]/
          http:registry:4873/@types/node
          http:host:8080/users/@me
          http:localhost:8080/bob@example.com
          http:api.example.com:8080/bob@example.com/x
          https://api.example.com:8080/bob@example.com/x
          https://h.example.com/users/bob@example.com/
          http:h.example.com/users/bob@example.com/
          x=1 plain=http:registry:4873/pkg@1.2.3/@x
          scm:git:scm:git:ssh://git@github.com:spring-projects/spring-integration-samples.git
          scm:git:scm:git:git://github.com/spring-projects/spring-integration-samples.git
          scm:git:ssh://git@github.com/org/repo.git
          http:git:ssh://git@github.com/org/repo.git
          activemq:queue:q?password=#myPassword&x=1
          kafka:t?saslJaasConfig=#bean:jaas&sslKeyPassword=#class:a.B
          http://service:8080?mail=a@b.com
          http://service:8080?a=1&mail=a@b.com
          http://localhost:8080?user@example.com
          https://api.example.com:8443?owner@example.com
          http://service:8080#/users/a@b.com
          http://service:8080?q=x#a@b.com
          """)
  void notSecrets(String input) {
    assertThat(Masking.maskValue(input)).isEqualTo(input);
  }
}
