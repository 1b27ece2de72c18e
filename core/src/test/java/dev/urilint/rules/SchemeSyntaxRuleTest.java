package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SchemeSyntaxRuleTest {

  private final SchemeSyntaxRule rule = new SchemeSyntaxRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          # input                                         | flagged part           | message says
          ftp://ftp.example.org/pub/file.txt;type=x       | ;type=x                | a (ASCII), i (image) or d
          ftp://ftp.example.org/pub/file.txt;mode=a       | ;mode=a                | only ';type=a|i|d'
          ftp://ftp.example.org/pub;type=a/file.txt       | ;type=a                | only at the end
          ftp://ftp.example.org/file.txt;type=            | ;type=                 | a (ASCII), i (image) or d
          ftp://ftp.example.org/file.txt?x=1              | ?x=1                   | no query
          ftp://bob:pa:ss@ftp.example.org/                | :                      | %3A
          http://deploy@example.com/                      | deploy@                | RFC 9110 §4.2.4
          https://@example.com/                           | @                      | empty userinfo
          gopher://gopher.example.org/Xselector           | X                      | item type 'X'
          gopher://gopher.example.org/7find?urls          | ?urls                  | %09
          mailto:a@example.com;b@example.com              | a@example.com;b@example.com | ','
          mailto:not-an-address                           | not-an-address         | addr-spec
          mailto:a@                                       | a@                     | addr-spec
          mailto:ops@example.com?subject=a?body=b         | subject=a?body=b       | '&'
          mailto:ops@example.com?subject                  | subject                | name=value
          mailto:ops@example.com#top                      | #top                   | no fragment
          mailto:                                         | mailto                 | no address
          news:                                           | news                   | no newsgroup
          news:42                                         | 42                     | newsgroup name
          news:%3C1234@example.org%3E                     | %3C1234@example.org%3E | angle brackets
          news:@example.org                               | @example.org           | both sides
          news:comp.lang.java?x                           | ?x                     | no query
          nntp://news.example.org/                        | /                      | no newsgroup
          nntp://news.example.org/comp.lang.java/x1       | /comp.lang.java/x1     | article-number
          nntp://news.example.org/1group                  | /1group                | newsgroup name
          telnet://switch.example.net/config              | /config                | single '/'
          telnet://switch.example.net/?x                  | /?x                    | single '/'
          wais://wais.example.org/                        | /                      | no database
          wais://wais.example.org/db/TEXT                 | /db/TEXT               | /database/wtype/wpath
          wais://wais.example.org/db/TEXT/17?q            | q                      | no search
          file://bob@server/share                         | bob@server             | no userinfo
          file://server:445/share                         | server:445             | no port
          file://server                                   | server                 | absolute path
          file://README.md                                | README.md              | file:///README.md
          file:                                           | file                   | no path
          prospero://host.example.org/docs;version        | ;version               | ';name=value'
          prospero://host.example.org/docs?x              | ?x                     | no query
          urn:isbn:                                       | isbn:                  | empty
          urn:-bad:x                                      | -bad                   | 2 to 32
          urn:a:x                                         | a                      | 2 to 32
          urn:abcdefghijabcdefghijabcdefghijabc:x         | abcdefghijabcdefghijabcdefghijabc | 2 to 32
          urn:isbn                                        | isbn                   | '<NID>:<NSS>'
          urn:example:a?x=1                               | ?x=1                   | '?+'
          urn:example:a?=                                 | ?=                     | cannot be empty
          urn:example:/a                                  | /a                     | cannot start with '/'
          urn://example/a                                 | example                | no '//'
          data:text/plain;base64                          | text/plain;base64      | ','
          data:image/png;base64,iVBOR*w0K                 | iVBOR*w0K              | not base64
          data:image/png;base64,iVBO=RW                   | iVBO=RW                | after '=' padding
          data:image/png;base64,iVBORw0KG                 | iVBORw0KG              | truncated
          data:text;charset=utf-8,hi                      | text;charset=utf-8     | type/subtype
          data:text/plain;base64;charset=utf-8,aGk=       | text/plain;base64;charset=utf-8 | must come last
          data:text/plain;charset,hi                      | text/plain;charset     | attribute=value
          jdbc:postgresql                                 | postgresql             | subprotocol
          jdbc:mysql://db:33o6/app                        | 33o6                   | not a number
          jdbc:mysql://db1:3306,db2:99999/app             | 99999                  | above 65535
          jdbc:postgresql://db1:5432,,db2/app             | ""                     | empty entry
          jdbc:postgresql://:5432/app                     | :5432                  | no host
          jdbc:mysql:replication://db1:x/app              | x                      | not a number
          jdbc:oracle:thin:@//db.example.com:15x1/svc     | 15x1                   | not a number
          jdbc:sqlserver://db:14a3;databaseName=app       | 14a3                   | not a number
          jar:file:/opt/app.jar                           | file:/opt/app.jar      | '!/'
          jar:/opt/app.jar!/x                             | /opt/app.jar           | no scheme
          jar:http://h:8o/app.jar!/x                      | http://h:8o/app.jar    | not an absolute URI
          """)
  void reportsWhereAUriBreaksItsSchemesSyntax(String input, String flagged, String says) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.SCHEME_SYNTAX);
              assertThat(f.severity()).isEqualTo(Severity.WARNING);
              assertThat(f.span().of(input)).isEqualTo(flagged == null ? "" : flagged);
              assertThat(f.message()).contains(says);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                          | after the fix
          mailto://ops@example.com         | mailto:ops@example.com
          https://@example.com/            | https://example.com/
          file://C:/dir/a.txt              | file:///C:/dir/a.txt
          file:C:/dir/a.txt                | file:///C:/dir/a.txt
          jdbc:postgres://db/app           | jdbc:postgresql://db/app
          """)
  void fixesWhatHasOneReading(String input, String fixed) {
    assertThat(check(input))
        .singleElement()
        .satisfies(f -> assertThat(f.fix().orElseThrow().applyTo(input)).isEqualTo(fixed));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "ftp://ftp.example.org/pub/file.txt",
        "ftp://ftp.example.org/pub/file.txt;type=i",
        "ftp://ftp.example.org/pub/;type=D",
        "ftp://bob:secret@ftp.example.org/",
        "ftp://ftp.example.org/file;type=${TYPE}",
        "ftp:/x",
        "http://example.com/",
        "https://bob:hunter2@example.com/",
        "https://deploy@bitbucket.org/org/repo.git",
        "https://${USER}@example.com/",
        "gopher://gopher.example.org/",
        "gopher://gopher.example.org/1/docs",
        "gopher://gopher.example.org/7find%09urls",
        "gopher://gopher.example.org/%31docs",
        "mailto:ops@example.com",
        "mailto:a@example.com,b@example.com",
        "mailto:ops@example.com?subject=Alert&body=Disk%20full",
        "mailto:?to=ops@example.com",
        "mailto:ops%40example.com",
        "mailto:user@[192.0.2.1]",
        "mailto:${OPS_MAIL}",
        "news:comp.lang.java",
        "news:comp.lang.*,alt.test",
        "news:1234@example.org",
        "news:*",
        "news://news.example.org/comp.lang.java",
        "nntp://news.example.org/comp.lang.java",
        "nntp://news.example.org/comp.lang.java/42",
        "telnet://switch.example.net",
        "telnet://admin@switch.example.net:2323/",
        "wais://wais.example.org/db",
        "wais://wais.example.org/db?query",
        "wais://wais.example.org/db/TEXT/17",
        "file:///etc/hosts",
        "file://localhost/etc/hosts",
        "file://server/share/a.txt",
        "file:/etc/hosts",
        "file:///C:/dir/a.txt",
        "file:${PATH}",
        "file:./config/",
        "file:logs/app.log",
        "prospero://host.example.org/docs",
        "prospero://host.example.org/docs;version=2;format=text",
        "urn:isbn:0451450523",
        "urn:ietf:rfc:8141",
        "urn:example:a?+r?=q",
        "urn:example:a?=lang=en#f",
        "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
        "urn:${NID}:x",
        "data:,hello",
        "data:text/plain;charset=utf-8,hello%20world",
        "data:image/png;base64,iVBORw0KGgo=",
        "data:image/png;base64,iVBORw0KGgo",
        "data:application/octet-stream;base64,${BLOB}",
        "jdbc:postgresql://db1:5432,db2:5432/app?ssl=true",
        "jdbc:postgresql://[::1]:5432/app",
        "jdbc:postgresql://[2001:db8::7]/app?ssl=true",
        "jdbc:postgresql://[::1]:5432/app",
        "jdbc:postgresql://app:secret@db/app",
        "jdbc:mysql:loadbalance://db1,db2/app",
        "jdbc:h2:mem:test",
        "jdbc:oracle:thin:@//db.example.com:1521/svc",
        "jdbc:oracle:thin:@db.example.com:1521:orcl",
        "jdbc:sqlserver://db:1433;databaseName=app",
        "jdbc:sqlserver://;serverName=db",
        "jdbc:derby://localhost:1527/db;create=true",
        "jdbc:postgresql://${DB_HOST}:${DB_PORT}/app",
        "jar:file:/opt/app.jar!/META-INF/MANIFEST.MF",
        "jar:file:/opt/app.jar!/",
        "jar:file:/opt/app.jar!/BOOT-INF/lib/x.jar!/a",
        "jar:https://repo.example.com/app.jar!/x",
        "jar:${ARCHIVE}!/x",
        "ssh://git@example.com/repo.git",
        "custom:anything goes",
        "mailto:a b",
        "${SCHEME}:x"
      })
  void staysQuietOnUrisThatFollowTheirScheme(String input) {
    assertThat(check(input)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"SENTRY_DSN", "sentry.dsn", "app.sentryDsn"})
  void leavesTheKeyOfADsnToItsClient(String key) {
    String dsn = "https://abc123@o1.ingest.sentry.io/42";
    assertThat(RuleContract.checked(rule, dsn, Context.locator().withKey(key))).isEmpty();
    assertThat(RuleContract.checked(rule, dsn, Context.locator().withKey("app.url"))).hasSize(1);
    assertThat(Linter.withDefaults().lint("https://abc:s3cret@o1.ingest.sentry.io/42", Context.locator().withKey(key)))
        .extracting(Finding::rule)
        .containsExactly(RuleId.CREDENTIALS_IN_URI);
  }

  @Test
  void masksPasswordsInEveryMessage() {
    assertThat(check("ftp://bob:pa:hunter2@ftp.example.org/f;type=q"))
        .hasSize(2)
        .allSatisfy(f -> assertThat(f.message()).doesNotContain("hunter2").contains("****"));
    assertThat(check("jdbc:mysql://app:hunter2@db:33o6/app").get(0).message()).doesNotContain("hunter2");
  }

  @Test
  void namesTheSchemeAndTheRfc() {
    assertThat(check("urn:isbn:").get(0).message()).startsWith("urn URI 'urn:isbn:': ").contains("RFC 8141");
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.SCHEME_SYNTAX);
    assertThat(rule.id().rfcSection()).contains("RFC 1738");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
