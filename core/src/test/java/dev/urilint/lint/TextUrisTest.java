package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TextUrisTest {

  // What the scanner's Java prefilter keeps: a literal that can write part of a secret of the
  // string it is concatenated into (ConstantChains in the corpus: "jdbc:postgresql://" + USER +
  // ":" + PASSWORD + "@" + HOST).
  @ParameterizedTest(name = "''{0}'' -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Hunter2@db.acme-corp.io/x           | true",
        "@                                   | true",
        ";password=                          | true",
        "=                                   | true",
        "&key=                               | true",
        "connecting to jdbc:postgresql://app: | false",
        "id={}                               | false",
        "Found {} entries                    | false",
      })
  void aPieceThatCanWritePartOfASecret(String piece, boolean may) {
    assertThat(TextUris.mayWritePartOfASecret(piece)).isEqualTo(may);
  }

  // The rules a URI inside text gets: what text gets, the security rules.
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.EnumSource(RuleId.class)
  void aUriInsideTextGetsTheSecurityRules(RuleId rule) {
    assertThat(TextUris.checks(rule)).isEqualTo(rule.isSecurity()).isEqualTo(Usage.TEXT.checks(rule));
    assertThat(TextUris.checks(rule, "jdbc:postgresql://app:Hunter2@db/x")).isEqualTo(rule.isSecurity());
    assertThat(TextUris.checks(rule, "//app:Hunter2@db/x")).isEqualTo(rule.isSecurity());
  }

  // A run that is no URI (a bare parameter in a message, an ADO.NET connection string) is read for
  // a password only: sensitive-query-parameter called "token=abc123" a path.
  @ParameterizedTest(name = "''{0}''")
  @CsvSource(
      delimiter = '|',
      value = {
        "token=abc123",
        "password=${pw}",
        "Source=db.acme-corp.io;Password=Hunter2",
        "1http://app:Hunter2@db/",
      })
  void aRunThatIsNoUriIsReadForAPasswordOnly(String run) {
    for (RuleId rule : RuleId.values()) {
      assertThat(TextUris.checks(rule, run)).as(rule.id()).isEqualTo(rule == RuleId.CREDENTIALS_IN_URI);
    }
  }

  @ParameterizedTest(name = "''{0}'' -> ''{1}''")
  @CsvSource(
      delimiter = '|',
      value = {
        // a Maven <scm><developerConnection>, and the same in a properties file
        "scm:git:https://deploy:s3cr3t@git.acme-corp.io/app.git  | scm:git:https://deploy:s3cr3t@git.acme-corp.io/app.git",
        "scm:svn:https://deploy:s3cr3t@svn.acme-corp.io/repo     | scm:svn:https://deploy:s3cr3t@svn.acme-corp.io/repo",
        // a placeholder default, a scheme-relative reference, a token as the password
        "${DB_URL:jdbc:mysql://app:s3cr3t@db.acme-corp.io/app}   | ${DB_URL:jdbc:mysql://app:s3cr3t@db.acme-corp.io/app}",
        "//app:s3cr3t@db.acme-corp.io/app                        | //app:s3cr3t@db.acme-corp.io/app",
        "https://:ghp_abc123@github.com/acme/app.git             | https://:ghp_abc123@github.com/acme/app.git",
        "https://app:${DB_PASSWORD}@db.acme-corp.io/             | https://app:${DB_PASSWORD}@db.acme-corp.io/",
        // inside prose and HTML: the run around it
        "Clone with https://ci:s3cr3t@git.acme-corp.io/app.git first | https://ci:s3cr3t@git.acme-corp.io/app.git",
        "see <code>https://ci:s3cr3t@git.acme-corp.io/</code>    | https://ci:s3cr3t@git.acme-corp.io/",
        // the shapes core's secret finder knows beyond //user:pw@ (a file read as plain text lost them)
        "url: jdbc:sqlserver://db:1433;user=sa;password=s3cr3t    | jdbc:sqlserver://db:1433;user=sa;password=s3cr3t",
        "url: jdbc:oracle:thin:scott/s3cr3t@db:1521:orcl          | jdbc:oracle:thin:scott/s3cr3t@db:1521:orcl",
        "addr: nacos://h:8848?username=nacos&password=s3cr3t      | nacos://h:8848?username=nacos&password=s3cr3t",
        "url: http:deploy:s3cr3t@repo.acme-corp.io/releases       | http:deploy:s3cr3t@repo.acme-corp.io/releases",
        // Java strings that are no URI: a log message, XML in a text block
        "connecting to jdbc:postgresql://app:Hunter2@db/x ...      | jdbc:postgresql://app:Hunter2@db/x",
        "<beans xmlns:xsi=\"http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance\"> | http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance",
      })
  void findsAUriWithAPasswordAnywhereInAValue(String value, String run) {
    List<Span> found = TextUris.runs(value);

    assertThat(found).extracting(s -> s.of(value)).containsExactly(run);
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(
      delimiter = '|',
      value = {
        // jenkins pom.xml <developerConnection>, tomcat modules/jdbc-pool/pom.xml <connection>
        "scm:git:git@github.com:jenkinsci/jenkins.git",
        "scm:svn:https://svn.apache.org/repos/asf/tomcat/trunk/modules/jdbc-pool",
        // a user without a password, a port after the host, a path with '@' and ':'
        "ssh://git@github.com:22/acme/app.git",
        "https://ci@git.acme-corp.io/app.git",
        "https://maps.example.org/@52.52,13.40:15z",
        // jenkins buildEnv_nl.properties (JENKINS_URL.blurb): no userinfo at all
        "Volledige URL voor Jenkins, v.b. <code>http://server:port/jenkins/</code>",
        "no slashes: user:pw@host",
      })
  void findsNothingWithoutAPasswordInTheAuthority(String value) {
    assertThat(TextUris.runs(value)).isEmpty();
  }
}
