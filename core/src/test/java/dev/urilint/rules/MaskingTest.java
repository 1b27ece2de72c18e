package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MaskingTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          https://bob:hunter2@example.com/                   | https://bob:****@example.com/
          https://bob:hunter2@example.com/?token=abc&x=1     | https://bob:****@example.com/?token=****&x=1
          jdbc:postgresql://app:s3cret@db:5432/app           | jdbc:postgresql://app:****@db:5432/app
          mongodb://app:pw@h1:27017,h2:27017/db?ssl=true     | mongodb://app:****@h1:27017,h2:27017/db?ssl=true
          scm:git:https://dev:ghp_abc123@github.com/o/r.git  | scm:git:https://dev:****@github.com/o/r.git
          redis://:sekret@cache:6379/0                       | redis://:****@cache:6379/0
          http://u:p w@h/                                    | http://u:p w@h/
          http://u:pa/ss@host/x                              | http://u:****@host/x
          http://u:p@ss@host/x                               | http://u:****@host/x
          jdbc:sqlserver://db;user=sa;password=s3cret;x=1    | jdbc:sqlserver://db;user=sa;****;x=1
          jdbc:sqlserver://db;Password={a;b}c                | jdbc:sqlserver://db;Password=****c
          Driver={ODBC};Server=h;PWD=s3cret;                 | Driver={ODBC};Server=h;PWD=****;
          jdbc:oracle:thin:scott/tiger@db:1521:orcl          | jdbc:oracle:thin:scott/****@db:1521:orcl
          jdbc:oracle:thin:@//db:1521/svc                    | jdbc:oracle:thin:@//db:1521/svc
          https://s3/b/k?X-Amz-Credential=AKIA/x&X-Amz-Signature=ab12 | https://s3/b/k?X-Amz-Credential=****&X-Amz-Signature=****
          https://acct.blob.core.windows.net/c?sv=1&sig=abc%2B  | https://acct.blob.core.windows.net/c?sv=1&sig=****
          https://api/x?api_key=k1&apiKey=k2&api-key=k3      | https://api/x?api_key=****&apiKey=****&api-key=****
          https://api/x?client_secret=cs&refresh_token=rt    | https://api/x?client_secret=****&refresh_token=****
          "see http://u:p1@a/ and http://v:p2@b/"            | "see http://u:****@a/ and http://v:****@b/"
          "message 'https://bob:hunter2@x.com' quoted"       | "message 'https://bob:****@x.com' quoted"
          """)
  void hidesPasswordsAndSecretValues(String input, String expected) {
    String masked = Masking.mask(input);
    assertThat(masked).isEqualTo(expected.replace(";****;", ";password=****;"));
  }

  @ParameterizedTest(name = "{0} stays as it is")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          https://example.com/a?b=c
          https://user@example.com/
          ssh://git@github.com/o/r.git
          git@github.com:o/r.git
          http://host:8080/users/@me
          https://u:${DB_PASS}@h/
          https://u:$DB_PASS@h/
          https://x/?password=${PW}&token={{ .Values.t }}
          https://x/?pageToken=abc&key=value
          https://bob:****@example.com/
          http://[::1]:8080/
          not a uri at all
          """)
  void leavesEverythingElse(String input) {
    assertThat(Masking.mask(input)).isSameAs(input);
  }

  @Test
  void isIdempotent() {
    String once = Masking.mask("https://bob:hunter2@x/?password=a&sig=b");
    assertThat(Masking.mask(once)).isEqualTo(once).doesNotContain("hunter2");
  }

  @Test
  void acceptsNullAndEmpty() {
    assertThat(Masking.mask(null)).isNull();
    assertThat(Masking.mask("")).isEmpty();
  }

  @Test
  void staysLinearOnPathologicalInput() {
    assertThat(Masking.mask("//a:b/".repeat(50_000))).hasSize(300_000);
    assertThat(Masking.mask(":thin:a/".repeat(50_000))).hasSize(400_000);
    assertThat(Masking.mask("pwd=".repeat(50_000))).startsWith("pwd=****");
  }
}
