package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.fixed;
import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.uri.UriParser;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MalformedUriRuleTest {

  private final MalformedUriRule rule = new MalformedUriRule();

  private List<Finding> check(String input, Context context) {
    return RuleContract.checked(rule, input, context);
  }

  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://a/b c           | " "     | http://a/b%20c
          http://a/<x            | <       | http://a/%3Cx
          http://a/x>            | >       | http://a/x%3E
          "http://a/b|c"         | "|"     | http://a/b%7Cc
          http://a/b^c           | ^       | http://a/b%5Ec
          http://a/b`c           | `       | http://a/b%60c
          http://a/{x            | {       | http://a/%7Bx
          http://a/x}            | }       | http://a/x%7D
          http://a/?q=[1]        | [       | http://a/?q=%5B1]
          http://a/%zz           | z       | http://a/%25zz
          http://a/100%          | @13     | http://a/100%25
          http://a/#x#y          | #       | http://a/#x%23y
          http://a/ä             | ä       | http://a/%C3%A4
          http://a/b\\c          | \\      | -
          http://ä.com/          | ä       | -
          http://[::1            | @11     | -
          http://[::g]/          | g       | -
          http://a:8x/           | /       | -
          1http://x              | :       | -
          http://a@b@c/          | @       | -
          "http://a/b\tc"        | "\t"    | -
          git+ssh://git@github.com:acme/app.git | a | git+ssh://git@github.com/acme/app.git
          ssh://git@host:~/repo.git             | ~ | ssh://git@host/~/repo.git
          https://host:acme/app                 | / | -
          git+ssh://git@host:22x/app            | x | -
          https://host:8o80/x                   | / | -
          https://host:portal/x                 | / | -
          """)
  void reportsEachViolationWithAFixWhenUnambiguous(String input, String span, String fix) {
    String in = input.replace("\\t", "\t").replace("\\\\", "\\");
    List<Finding> findings = check(in, Context.locator());
    assertThat(spans(findings, in)).isEqualTo(span.replace("\\t", "\t").replace("\\\\", "\\"));
    assertThat(fixed(findings, in)).isEqualTo(fix);
    assertThat(findings).allMatch(f -> f.rule() == RuleId.MALFORMED_URI && f.severity() == Severity.ERROR);
  }

  // Guides that leave host and port to the reader: Keycloak's "https://host:port/auth/realms/x",
  // "http://hostname:port/" in a README, a properties comment's "https://server:PORT_NUMBER/".
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "https://host:port/auth/realms/x",
    "http://hostname:port/",
    "https://server:PORT_NUMBER/api",
    "http://localhost:your-port/",
  })
  void aPortWrittenAsAFillInWordIsNoMalformedPort(String input) {
    assertThat(Linter.withDefaults().lint(input, Context.locator())).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "jdbc:postgresql://[::1]:5432/db",
    "JDBC:mysql://[fe80::1]:3306/app?useSSL=true",
    "jdbc:mysql:replication://[::1]:3306/app",
    "jdbc:h2:mem:test;MODE=PostgreSQL",
    "jdbc:postgresql://db.internal:5432/app",
    "jdbc:oracle:thin:@//db:1521/svc",
  })
  void judgesAJdbcUrlByItsDriversUrl(String input) {
    assertThat(check(input, Context.locator())).isEmpty();
    assertThat(Linter.withDefaults().lint(input, Context.locator())).isEmpty();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          jdbc:postgresql://[::1:5432/db      | /
          jdbc:postgresql://[::1]:5432/d b    | " "
          jdbc:postgresql://h/a[x]            | [
          jdbc:mysql://[::1]:3306,[::2]/app   | ,
          jdbc:mysql://[fe80::1]:33o6/app     | o
          jdbc://[::1]/db                     | -
          """)
  void reportsWhatTheDriversUrlBreaksAtItsIndexInTheWholeString(String input, String span) {
    assertThat(spans(check(input, Context.locator()), input)).isEqualTo(span);
  }

  @Test
  void explainsGitsScpLikeSyntaxWithoutQuotingAPassword() {
    List<Finding> findings = check("git+ssh://me:hunter2@github.com:acme/app.git", Context.locator());

    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
        .contains("scp-like")
        .contains("write 'git+ssh://me:****@github.com/acme/app.git'")
        .doesNotContain("hunter2"));
  }

  @Test
  void encodesADoubleQuote() {
    List<Finding> findings = check("http://a/b\"c", Context.locator());
    assertThat(fixed(findings, "http://a/b\"c")).isEqualTo("http://a/b%22c");
  }

  @Test
  void reportsEveryViolationNotOnlyTheFirst() {
    String input = "http://a/b c/d e?x=%zz";
    List<Finding> findings = check(input, Context.locator());
    assertThat(findings).extracting(f -> f.span().start()).containsExactly(10, 14, 20);
    assertThat(findings.get(0).message()).contains("index 10").contains("%20");
  }

  /**
   * Past the parser's 100 violations the rest were dropped without a word (a sentence pasted
   * where a URL belongs, a long run of spaces): the last finding now says the check stopped.
   */
  @Test
  void saysWhereItStoppedCountingViolations() {
    List<Finding> hundred = check("http://a/" + "b c/".repeat(UriParser.MAX_VIOLATIONS), Context.locator());
    List<Finding> fewer = check("http://a/" + "b c/".repeat(UriParser.MAX_VIOLATIONS - 1), Context.locator());

    assertThat(hundred).hasSize(UriParser.MAX_VIOLATIONS);
    assertThat(hundred.get(hundred.size() - 1).message()).endsWith("(the check stops at 100 violations in one string: there may be more)");
    assertThat(hundred.subList(0, hundred.size() - 1)).allMatch(f -> !f.message().contains("the check stops"));
    assertThat(fewer).noneMatch(f -> f.message().contains("the check stops"));
  }

  @ParameterizedTest(name = "{0} is not malformed")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://example.com/a%20b?q=1#f
          http://${HOST}:${PORT}/x
          # a value in ODBC braces is SQL Server's driver's to read, whatever it holds
          jdbc:sqlserver://db;databaseName={my;db};user=sa
          jdbc:sqlserver://db;user=sa;password={Passw0rd};encrypt=true
          jdbc:sqlserver://db;user=sa;password={x}}y};encrypt=true
          jdbc:sqlserver://yourserver.database.windows.net:1433;database=yourdb;user=yourusername@yourserver;password={your_password_here};encrypt=true
          ${url:http://localhost}
          {{ .Values.url }}/path
          $(BASE_URL)/api
          https://@db.host@/x
          http://x/%s/%d
          localhost:8080
          10.0.0.1:80
          8080:80
          relative/path
          ""
          """)
  void placeholdersAndWellFormedStringsAreQuiet(String input) {
    assertThat(check(input, Context.locator())).isEmpty();
  }

  @Test
  void anOdbcBraceThatNeverClosesOrOpensNoValueIsReadAsWritten() {
    assertThat(check("jdbc:sqlserver://db;databaseName={my db", Context.locator())).isNotEmpty();
    assertThat(check("jdbc:sqlserver://db;a=b{c d}", Context.locator())).isNotEmpty();
  }

  @Test
  void rfc6570TemplatesAreQuietUnlessTheContextIsCodeThatTakesAUri() {
    assertThat(check("http://x/users/{id}{?q,r}", Context.locator())).isEmpty();
    assertThat(check("http://x/users/{id}{?q,r}", Context.locator().withTemplates())).isEmpty();
    assertThat(check("http://x/users/{id}", Context.locator().withoutTemplates())).hasSize(1);
  }

  @Test
  void zoneIdsFollowTheContext() {
    assertThat(check("http://[fe80::1%25eth0]/", Context.locator())).hasSize(1);
    assertThat(check("http://[fe80::1%25eth0]/", Context.locator().withZoneIds(true))).isEmpty();
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
