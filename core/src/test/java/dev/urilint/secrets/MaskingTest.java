package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MaskingTest {

  /**
   * A message names positions of the masked string it quotes: {@code at index 25} after a
   * 7-char password told its length beside {@code 'https://admin:****@h/a b'} (an attack in
   * review). Each row: a string, the position its message must name, the one it named before.
   */
  @ParameterizedTest(name = "{0} at index {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://admin:Hunter2@h/a b               | 22 | 25
          https://admin:Hunter2@h/%zz               | 21 | 24
          https://a:Hunter2@h/x?p=1&password=s3cr3tValue&q=a b | 40 | 50
          """)
  void aMessageNamesPositionsOfTheMaskedStringNotOfTheSecretOne(String input, int shown, int raw) {
    List<Finding> malformed = Linter.withDefaults().lint(input, Context.locator()).stream()
        .filter(f -> f.rule() == dev.urilint.lint.RuleId.MALFORMED_URI).toList();

    assertThat(malformed).isNotEmpty();
    assertThat(malformed.get(0).message()).contains("at index " + shown).doesNotContain("at index " + raw);
  }

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
          https://api/x?token=abc#top                        | https://api/x?token=****#top
          activemq:q?password=Sec#ret&x=1                    | activemq:q?password=****&x=1
          jdbc:sqlserver://db;password=P@ss#w&rd;x=1         | jdbc:sqlserver://db;****;x=1
          "see http://u:p1@a/ and http://v:p2@b/"            | "see http://u:****@a/ and http://v:****@b/"
          "message 'https://bob:hunter2@x.com' quoted"       | "message 'https://bob:****@x.com' quoted"
          https://u:{{ .Values.pw }}@h/ and http://v:pw@h/   | https://u:{{ .Values.pw }}@h/ and http://v:****@h/
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
          https://x/?password=${PW}&token={{ .Values.t }}
          https://x/?pageToken=abc&key=value
          https://bob:****@example.com/
          http://[::1]:8080/
          https://www.google.com:443@evil.com/
          not a uri at all
          """)
  void leavesEverythingElse(String input) {
    assertThat(Masking.mask(input)).isSameAs(input);
  }

  /** Every string plants the secret {@code Pl4nted} somewhere a rule or message may show. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://bob:Pl4nted@api.corp.com/a%2520b?x=1
          https://bob:Pl4nted@trusted.com@evil.com/
          https://paypal.com:Pl4nted@evil.com/
          https://bob:Pl4nted@api.corp.com/a b|c
          http://bob:Pl4nted@api.corp.com:99999/
          HTTP://bob:Pl4nted@API.corp.com:80/./a/../b
          htps://bob:Pl4nted@api.corp.com/
          http://bob:Pl4nted@0x7f.1/
          jdbc:postgresql://app:Pl4nted@db:5432/app
          jdbc:sqlserver://db;user=sa;password=Pl4nted;encrypt=true
          jdbc:oracle:thin:scott/Pl4nted@db:1521:orcl
          mongodb://app:Pl4nted@h1:27017,h2:27017/db
          scm:git:https://dev:Pl4nted@github.com/o/r.git
          redis://:Pl4nted@cache:6379/0
          https://api.corp.com/x?token=Pl4nted&api_key=Pl4nted
          https://b.s3.amazonaws.com/k?X-Amz-Signature=Pl4nted
          https://a.blob.core.windows.net/c?sig=Pl4nted
          ${DB_URL:jdbc:postgresql://app:Pl4nted@db/app}
          jdbc:postgresql://app:${DB_PASS:Pl4nted}@db/app
          https://app:${DB_PASS:-Pl4nted}@api.corp.com/
          jdbc:sqlserver://db;user=sa;password=${DB_PASS:Pl4nted}
          localhost:8080/?password=Pl4nted
          http://bob:Pl4nted@пример.com/
          http://bob:Pl4nted@[::1/
          https://bob:${P:${Q:Pl4nted}}@api.corp.com/
          https://bob:${PW-Pl4nted}@api.corp.com/
          https://bob:${PW:-${ALT:-Pl4nted}}@api.corp.com/
          jdbc:sqlserver://db;user=sa;password=${PW:${ALT:Pl4nted}}
          ${URL:${U2:https://bob:Pl4nted@api.corp.com/}}
          "https://bob:it's-Pl4nted@api.corp.com/"
          "https://bob:Pl4nted""x@api.corp.com/"
          "https://bob:Pl4nted<x>@api.corp.com/"
          "https://bob:Pl4nted`x@api.corp.com/"
          "https://bob:Pl4nted x@api.corp.com/"
          "jdbc:mysql://db/app?user=a&password='Pl4nted x'"
          "jdbc:mysql://db/app?user=a&password=""Pl4nted""&ssl=true"
          "jdbc:sqlserver://db;user=sa;password={x}}Pl4nted};encrypt=true"
          http:bob:Pl4nted@api.corp.com/
          http:/bob:Pl4nted@api.corp.com
          http:\\bob:Pl4nted@api.corp.com
          "see http:bob:Pl4nted@api.corp.com/ or ftp:/bob:Pl4nted@api.corp.com/"
          https://bob:Pl4nted\\x@api.corp.com/
          https://bob:Pl4nted%5A@api.corp.com/
          https://bob:Pl4nted%2541@api.corp.com/
          """)
  void noRenderedTextHoldsAPlantedSecret(String input) {
    Candidate candidate = Candidate.of(input, Context.locator());
    assertThat(candidate.masked()).doesNotContain("Pl4nted");
    List<Finding> findings = Linter.withDefaults().lint(input, Context.locator().withKey("app.url"));
    assertThat(findings).isNotEmpty();
    for (Finding f : findings) {
      assertThat(f.message()).as("message of %s", f.rule()).doesNotContain("Pl4nted");
      assertThat(f.toString()).doesNotContain("Pl4nted");
      f.fix().ifPresent(fix -> assertThat(fix.toString()).doesNotContain("Pl4nted"));
      f.fix().ifPresent(fix -> assertThat(fix.description()).doesNotContain("Pl4nted"));
    }
  }

  /**
   * Passwords that hold what ends a URI in running text (a quote, an angle bracket, a backtick,
   * white space, NUL): one value is one URI, so all of it is masked, in every rendering.
   */
  @ParameterizedTest(name = "U+{0}")
  @org.junit.jupiter.params.provider.ValueSource(chars = {'\'', '"', '<', '>', '`', ' ', '\t', '\0'})
  void aValueIsMaskedWholeWhateverItsPasswordHolds(char c) {
    String input = "https://bob:Pl4nted" + c + "x@api.corp.com/";
    assertThat(Masking.maskValue(input)).isEqualTo("https://bob:****@api.corp.com/");
    List<Finding> findings = Linter.withDefaults().lint(input, Context.locator());
    assertThat(findings).extracting(f -> f.rule().id()).contains("credentials-in-uri");
    for (Finding f : findings) {
      assertThat(f.toString()).doesNotContain("Pl4nted").doesNotContain(c + "x@");
    }
  }

  /**
   * A finding that touches a password quotes no rewrite of the string: a rewrite, masked by reading
   * it again, can lose what marked the password while another secret of it keeps a mask. Found by
   * fuzzing: the Windows-path message wrote {@code h://user:pw@x\y?password=x} as {@code
   * file:///h:/user:pw@x/y?password=****} (the userinfo now in a path), and the normal form of
   * {@code https://admin:443/pw@db.example.com/?token=x} drops the default port and with it the
   * colon before the password.
   */
  @ParameterizedTest(name = "{0} never shows {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          h://user:Kx9Tq@x\\y?password=abc                     | Kx9Tq
          https://admin:443/Kx9Tq@db.example.com/?token=abc    | Kx9Tq
          HTTPS://admin:443/Kx9Tq@db.example.com/?token=abc    | Kx9Tq
          """)
  void aFindingThatTouchesAPasswordQuotesNoRewriteOfIt(String input, String secret) {
    for (Context context : new Context[] {Context.locator(), Context.identifier(), Context.text()}) {
      List<Finding> findings = Linter.withDefaults().lint(input, context);
      assertThat(findings).extracting(f -> f.rule().id()).contains("credentials-in-uri");
      for (Finding f : findings) {
        assertThat(f.toString()).as("%s in %s", f.rule(), context).doesNotContain(secret);
      }
    }
  }

  /**
   * A finding inside a password quotes nothing of it: not a decoded character ({@code decode %5A
   * to 'Z'}), not an encoded run ({@code '%2541'}), not the user and password a misleading
   * authority names ({@code 'bob:Pl4nted'}), not the punctuation a {@code %HH} of it decodes to
   * ({@code decode **** to '~'}, where the password holds {@code %7E} and no {@code ~}).
   */
  @ParameterizedTest(name = "{0} never shows {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://bob:Pl4nted%5A@api.corp.com/     | 'Z'
          https://bob:Pl4nted%5A@api.corp.com/     | %5A
          https://bob:Pl4nted%2541@api.corp.com/   | %2541
          https://bob:Pl4nted%2541@api.corp.com/   | %41
          https://bob:Pl4nted\\x@api.corp.com/     | Pl4nted
          https://bob:Pl4nted\\x@api.corp.com/     | \\x
          https://admin:Hun%7Eter2@h/              | '~'
          """)
  void aFindingInsideAPasswordQuotesNoPieceOfIt(String input, String piece) {
    List<Finding> findings = Linter.withDefaults().lint(input, Context.locator());
    assertThat(findings).hasSizeGreaterThan(1);
    for (Finding f : findings) {
      assertThat(f.message()).as("message of %s", f.rule()).doesNotContain(piece);
      // Only the fix that moves the password out into a placeholder is offered, and it holds none of it.
      if (f.rule() == RuleId.CREDENTIALS_IN_URI) {
        assertThat(f.fix().map(Fix::replacement).orElse("")).as("fix of %s", f.rule()).doesNotContain(piece);
      } else {
        assertThat(f.fix()).as("fix of %s", f.rule()).isEmpty();
      }
    }
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          https://bob:${P:${Q:hunter2}}@h/                   | https://bob:${P:${Q:****}}@h/
          https://bob:${PW-hunter2}@h/                       | https://bob:${PW-****}@h/
          https://bob:${PW=hunter2}@h/                       | https://bob:${PW=****}@h/
          https://bob:${P:abc${Q}}@h/                        | https://bob:${P:****}@h/
          https://bob:${db-password}@h/                      | https://bob:${db-password}@h/
          https://bob:${P:${Q}}@h/                           | https://bob:${P:${Q}}@h/
          "https://bob:it's me@h/"                           | https://bob:****@h/
          "jdbc:mysql://h/db?user=a&password='a;b c'&x=1"    | jdbc:mysql://h/db?user=a&password=****&x=1
          "jdbc:sqlserver://h;password={x}}y};encrypt=true"  | jdbc:sqlserver://h;password=****;encrypt=true
          "jdbc:sqlserver://h;password={Passw0rd};x=1"       | jdbc:sqlserver://h;password=****;x=1
          "jdbc:sqlserver://h;password={${DB_PASS}}"         | jdbc:sqlserver://h;password=****
          "Driver={ODBC Driver 18 for SQL Server};Server=h;Pwd={p}}w;d};" | "Driver={ODBC Driver 18 for SQL Server};Server=h;Pwd=****;"
          http:bob:hunter2@h/                                | http:bob:****@h/
          http:/bob:hunter2@h                                | http:/bob:****@h
          http:\\bob:hunter2@h                               | http:\\bob:****@h
          http:///                                           | http:///
          scm:git:git@github.com:o/r.git                     | scm:git:git@github.com:o/r.git
          mailto:bob@example.com                             | mailto:bob@example.com
          "httpsÛ/a\bplain=http:u:hunter2@h/"           | "httpsÛ/a\bplain=http:u:****@h/"
          "x=1 see http:/u:hunter2@h and ftp:v:pw@h"         | "x=1 see http:/u:****@h and ftp:v:****@h"
          "http:u:a http:v:hunter2@h/"                       | http:u:****@h/
          "a urn:x:y@z, time: 10:30@home"                    | "a urn:x:y@z, time: 10:30@home"
          """)
  void maskValueReadsTheWholeStringAsOneUri(String value, String expected) {
    assertThat(Masking.maskValue(value)).isEqualTo(expected);
    assertThat(Masking.maskValue(expected)).isEqualTo(expected);
  }

  /**
   * A source line shows values the scanner never read as one URI: a slashless userinfo is masked
   * wherever a token starts with a hierarchical scheme. Found by {@code cli}
   * {@code ShowSourceFuzzTest}: a {@code .env} read as plain text and a Java concatenation printed
   * the password, and a file read as plain text a quoted JDBC password. Where no hierarchical
   * scheme starts the token, nothing changes.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          D=http:u:hunter2@h/ # http://u:x@h                                  | D=http:u:****@h/ # http://u:****@h
          "class C { String b = ""https:"" + ""http:u:hunter2@h/""; }"        | "class C { String b = ""https:"" + ""http:u:****@h/""; }"
          "url: ftp:/bob:hunter2@h and ws:\\bob:hunter2@h"                    | "url: ftp:/bob:****@h and ws:\\bob:****@h"
          "db.url=jd;user=sa;password='hunter2 x';l://u:x@h/db"              | "db.url=jd;user=sa;password=****;l://u:****@h/db"
          scm:git:git@github.com:o/r.git                                      | scm:git:git@github.com:o/r.git
          "mailto:bob@example.com, urn:a:b@c, time: 10:30@home"               | "mailto:bob@example.com, urn:a:b@c, time: 10:30@home"
          """)
  void aSourceLineMasksASlashlessUserinfoWhereverATokenStarts(String line, String expected) {
    assertThat(shownLine(line)).isEqualTo(expected);
  }

  /**
   * However long the password: the line reading looked 256 chars ahead for the {@code '@'}, so a
   * longer slashless password was printed by {@code --show-source}. Also inside a placeholder's
   * text, and after one in the same run.
   */
  @Test
  void aSourceLineMasksASlashlessUserinfoHoweverLong() {
    String pw = "Pl4nted".repeat(50);
    assertThat(shownLine("D=http:u:" + pw + "@h/ # x")).isEqualTo("D=http:u:****@h/ # x");
    assertThat(shownLine("\"https:\" + \"ftp:/u:" + pw + "@h/\";")).isEqualTo("\"https:\" + \"ftp:/u:****@h/\";");
    // Camel's "{{name:default}}" reading: the default "v:..." ships and is masked.
    assertThat(shownLine("a=http:u:{{http:v:" + pw + "}}@h")).isEqualTo("a=http:u:{{http:****@h");
    assertThat(shownLine("a=http:u:x" + "http:v:y".repeat(100) + pw + "@h")).isEqualTo("a=http:u:****@h");
  }

  /**
   * A userinfo is read through quotes and spaces to its {@code '@'}, as in a value: a file read as
   * plain text shows its values' quotes in the line ({@code ShowSourceFuzzTest} found {@code
   * "https://u:it's pw@h"} in an invalid JSON file printed whole).
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          "{""d"": ""https://u:it's hunter2@h""}"               | "{""d"": ""https://u:****@h""}"
          "a: https://u:hunter2 x@h/ and https://v:y@h/"         | "a: https://u:****@h/ and https://v:****@h/"
          "see https://h/a b@c"                                  | "see https://h/a b@c"
          """)
  void aSourceLineMasksAUserinfoThroughQuotesAndSpaces(String line, String expected) {
    assertThat(shownLine(line)).isEqualTo(expected);
  }

  private static String shownLine(String line) {
    StringBuilder shown = new StringBuilder();
    int at = 0;
    for (dev.urilint.uri.Span span : Masking.maskedSpansOfLine(line)) {
      shown.append(line, at, span.start()).append(Masking.MASK);
      at = span.end();
    }
    return shown.append(line.substring(at)).toString();
  }

  @Test
  void aSourceLineStaysLinearOnManySchemes() {
    assertThat(Masking.maskedSpansOfLine("http:".repeat(200_000) + "u:p@h")).hasSize(1);
    assertThat(Masking.maskedSpansOfLine("http:a:b@".repeat(100_000))).isNotEmpty();
    // Each password of one run ends at its last '@', inside a placeholder's text that a search
    // per start would read to its end.
    // "${{...}" is no placeholder (its braces do not balance): masked, in linear time.
    assertThat(Masking.maskedSpansOfLine("http:u:${{".repeat(200_000) + "}@h")).hasSize(1);
    assertThat(Masking.maskedSpansOfLine("http:u:{{x".repeat(200_000) + "}}@h")).isEmpty();
  }

  /**
   * A finding inside a password says neither its index nor, by its span, where in the password
   * it sits: the message says it is inside the masked password (or secret parameter value) and
   * the span covers the whole masked region, so the column, the carets and every report agree.
   * A look-alike outside the secret keeps its index in the masked string the message quotes. Columns: the input, the rule, what the
   * message must say, and the span's text.
   */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          "https://bob:Pl4 nted@api.corp.com/"                   | malformed-uri | inside the masked password       | "Pl4 nted"
          https://bob:Pl4nted%zz@api.corp.com/                   | malformed-uri | inside the masked password       | Pl4nted%zz
          "https://bob:Pl4nted^x@api.corp.com/"                  | malformed-uri | inside the masked password       | Pl4nted^x
          "jdbc:mysql://db/app?user=a&password=Pl4 nted&ssl=1"   | malformed-uri | inside the masked value of a secret parameter | "Pl4 nted"
          "https://bob:pw@api.corp.com/a b"                      | malformed-uri | at index 31                      | " "
          "https://api.corp.com/a b?password=x"                  | malformed-uri | at index 22                      | " "
          """)
  void aFindingInsideAPasswordNamesNoPositionInIt(String input, String rule, String says, String spanText) {
    List<Finding> findings = Linter.withDefaults().lint(input, Context.locator());
    assertThat(findings).filteredOn(f -> f.rule().id().equals(rule)).isNotEmpty().allSatisfy(f -> {
      assertThat(f.message()).contains(says);
      assertThat(f.span().of(input)).isEqualTo(spanText);
      if (says.startsWith("inside")) {
        assertThat(f.message()).doesNotContainPattern("index \\d");
      }
    });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          illegal character '****' at index 17 in userinfo              | illegal character '****' inside X in userinfo
          input ends at index 9 inside IP-literal; close it             | input ends inside X inside IP-literal; close it
          ':' at index 3 starts a port, but index 4 holds '****'        | ':' inside X starts a port, but a place inside X holds '****'
          the reindex 4 and index a stay                                | the reindex 4 and index a stay
          """)
  void withoutPositionsReplacesEveryIndexItNames(String message, String expected) {
    assertThat(QuotedSecrets.withoutPositions(message, "inside X")).isEqualTo(expected);
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
    assertThat(Masking.maskValue("password={".repeat(50_000))).startsWith("password=****");
    assertThat(Masking.maskValue("password={{".repeat(50_000))).startsWith("password=****");
    assertThat(Masking.maskValue("https://b:" + "${a:".repeat(50_000) + "@h/")).doesNotContain("${a:${a:");
  }

  @Test
  void maskedSpansAreTheRegionsTheMaskReplacesInOrder() {
    String uri = "https://bob:hunter2@h/?token=abc&x=${PW}&password=${PW}";
    assertThat(Masking.maskedSpans(uri))
        .extracting(span -> span.of(uri))
        .containsExactly("hunter2", "abc"); // placeholders are not secrets
  }

  @Test
  void maskedSpansRebuildTheMask() {
    String uri = "jdbc:oracle:thin:scott/tiger@db:1521/x?password=p&sig=s";
    StringBuilder rebuilt = new StringBuilder();
    int at = 0;
    for (dev.urilint.uri.Span span : Masking.maskedSpans(uri)) {
      rebuilt.append(uri, at, span.start()).append(Masking.MASK);
      at = span.end();
    }
    assertThat(rebuilt.append(uri.substring(at)).toString()).isEqualTo(Masking.mask(uri));
    assertThat(Masking.maskedSpans("")).isEmpty();
    assertThat(Masking.maskedSpans(null)).isEmpty();
  }

  @Test
  void aTemplateSkippedInOneAuthorityDoesNotHideTheNextOnesPassword() {
    // Found by fuzzing: the "{{ ... }}" after the first "//" closed after the second authority.
    String masked = Masking.mask("//h{{x://user:hunter2@h}}/?a");
    assertThat(masked).doesNotContain("hunter2").contains("user:****@");
  }

  @Test
  void aPasswordThatRunsToALaterAtDoesNotHideAnAuthorityInsideIt() {
    // Found by fuzzing: the first password ran from "x:" to the last '@', past "://user:hunter2@".
    String masked = Masking.mask("//h{{x://user:hunter2@}}y:z@q");
    assertThat(masked).doesNotContain("hunter2");
  }

  @Test
  void aTemplatedPasswordDoesNotHideAnAuthorityInsideIt() {
    // Found by fuzzing: the outer password "{{ ... }}" reads as a placeholder and stays visible.
    String masked = Masking.mask("//h:{{ a://user:hunter2@x }}@q/");
    assertThat(masked).doesNotContain("hunter2");
  }

  @Test
  void staysLinearOnManyAuthoritiesInsideTemplates() {
    assertThat(Masking.mask("//{{//a:b@".repeat(30_000) + "}}")).doesNotContain(":b@");
  }

  // A password written in a placeholder's braces is masked unless it names a source: a GitHub
  // Actions expression reads a context ("${{ secrets.BOT_TOKEN }}"), "${{Hunter2}}" reads none.
  @Test
  void aPasswordInActionsBracesIsMaskedUnlessItNamesAContext() {
    assertThat(Masking.mask("https://u:${{Hunter2}}@h.example.net/")).doesNotContain("Hunter2");
    assertThat(Masking.mask("https://x:${{ secrets.BOT_TOKEN }}@github.com/o/r.git")).contains("secrets.BOT_TOKEN");
  }
}
