package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class StringRoleTest {

  // Strings outside every sink, from the corpus: only the plainly absolute ones are URIs there.
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          'Username: '                                      | NOT_A_URI       | activemq-artemis PropertiesLoginModule: new NameCallback("Username: ")
          'file:'                                           | NOT_A_URI       | tomcat ManagerServlet: startsWith("file:")
          'http://'                                         | NOT_A_URI       | jenkins Functions: startsWith("http://")
          'jdbc:postgresql'                                 | NOT_A_URI       | testcontainers CockroachContainer: a JDBC prefix constant
          'jdbc:tc:(?<databaseType>[a-z0-9]+)://(?<h>.+)'   | NOT_A_URI       | testcontainers ConnectionUrl: Pattern.compile
          '{TOKEN}'                                         | NOT_A_URI       | keycloak-quickstarts: replace("{TOKEN}", ...)
          'curl -X ${name()} ${scheme}://localhost:${port}' | NOT_A_URI       | strimzi CruiseControlUtils: a shell command
          'URI did not contain a matching parenthesis.'     | NOT_A_URI       | activemq-artemis URISupport: an exception message
          'jdbc:postgresql://app:s3cret@db/app'             | WHOLE_URI       | a constant no sink uses: still a credential
          'jdbc:oracle:thin:scott/tiger@db:1521:orcl'       | WHOLE_URI       | an Oracle thin constant: a JDBC URL needs no //
          'http://publicobject.com/helloworld.txt'          | WHOLE_URI       | okhttp: shape alone
          'http://apache.org/xml/features/disallow-doctype-decl' | WHOLE_URI  | jenkins XMLUtils: a SAX feature name, a URI all the same
          'https://github\\.com/.*'                          | LOOSE_ABSOLUTE  | a pattern: the security rules only
          'http://localhost:8080/*'                         | LOOSE_ABSOLUTE  | a pattern of URLs (a glob)
          'http://thishost[:thisport]/'                     | LOOSE_ABSOLUTE  | documentation notation
          'http://[::1]:8080/'                              | WHOLE_URI       | an IP literal's brackets are the URI's own
          'PLAINTEXT://0.0.0.0:9093,BROKER://0.0.0.0:9092'  | LOOSE_ABSOLUTE  | testcontainers KafkaContainer.java:260: Kafka's listeners, a list
          'connecting to jdbc:postgresql://app:Hunter2@db/x ...' | TEXT     | a log message with a password in its JDBC URL: the URI in it is checked
          '<beans xmlns:xsi="http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance">' | TEXT | XML in a text block (a test fixture's beans.xml) with a password in a namespace
          'jdbc:sqlserver://db:1433;user=sa;password=Hunter2 (pooled)' | TEXT | a SQL Server connection string in a message: not plainly absolute (a space), a secret all the same
          'Connected to {} as {}@{}'                        | NOT_A_URI       | a log pattern: an '@' but no password
          'login failed: user={} password={}'               | TEXT            | a log pattern: a secret parameter's shape (its rules find no password in '{}')
          'see https://user@github.com/acme for details'    | NOT_A_URI       | a user without a password
          'https://updates.jenkins.io/release notes'        | WHOLE_URI       | jenkins UpdateCenter.java:233 with a space planted: broken by one space, as a config value is
          'http://tomcat.apache.org/xml tomcat-users.xsd'   | NOT_A_URI       | tomcat MemoryUserDatabase.java:504's schemaLocation pair, were it a string alone: a namespace and its schema, not a broken URI
          'https:/repo.maven.apache.org/maven2'             | WHOLE_URI       | activemq-artemis ArtemisDependencyDocPlugin.java:63 with a slash lost: a broken link a reader sees
          'http:/path/to'                                   | NOT_A_URI       | one slash and no host name: no URI a reader follows
          'repo.maven.apache.org:8443/maven2'               | SCHEMELESS_URI  | activemq-artemis ArtemisDependencyDocPlugin.java:63 with its https:// lost
          'jenkins-ci.org:8443/api'                         | SCHEMELESS_URI  | jenkins UpdateCenter.java:1497 with its http:// lost
          'localhost:8080/auth'                             | NOT_A_URI       | keycloak-quickstarts FluentTestsHelper.java:98 with its http:// lost: a local host and port is a setting as often
          'registry.foo.com:1234/my-name:1.0'               | NOT_A_URI       | strimzi's image references: a registry, a name and a tag
          'https://maven.apache.org/${trim()}'              | WHOLE_URI       | maven-site Update.java:68 as the scanner reads the concatenation
          """)
  void outsideSinksOnlyPlainlyAbsoluteUrisAreChecked(String value, StringRole expected, String from) {
    assertThat(StringRole.of(Optional.empty(), value)).as(from).isEqualTo(expected);
  }

  // jenkins core UpdateCenter.java and UpdateSite.java: returned from getConnectionCheckUrl() and
  // getPluginRepositoryBaseUrl(), true insecure-scheme findings; tomcat TagConstants: a namespace.
  @ParameterizedTest(name = "{0} held by {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://www.google.com           | getConnectionCheckUrl      | NAMED_URL
          http://jenkins-ci.org/          | getPluginRepositoryBaseUrl | NAMED_URL
          http://api.example.com/         | BASE_URL                   | NAMED_URL
          http://api.example.com/         | jdbcURL                    | NAMED_URL
          http://api.example.com/         | url                        | NAMED_URL
          http://api.example.com/         | base_url                   | NAMED_URL
          http://java.sun.com/JSP/Page    | JSP_NAMESPACE_URI          | WHOLE_URI
          http://java.sun.com/JSP/Page    | NS_URI                     | WHOLE_URI
          http://example.com/             | CURL                       | WHOLE_URI
          http://example.com/             | curl                       | WHOLE_URI
          http://example.com/             | urlPrefix                  | WHOLE_URI
          http://example.com/.*           | BASE_URL                   | LOOSE_ABSOLUTE
          http://                         | URL_PREFIX                 | NOT_A_URI
          'see http://example.com'        | helpUrl                    | NOT_A_URI
          """)
  void aUrlNameMakesALooseAbsoluteUriALocator(String value, String holder, StringRole expected) {
    assertThat(StringRole.of(Optional.empty(), value, Optional.of(holder))).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} at a {1} sink -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          'Username: '                        | URI          | SINK_ARGUMENT
          'http://customers/owners/{id}'      | URI_TEMPLATE | TEMPLATE_ARGUMENT
          'jdbc:h2:mem:x'                     | JDBC_URL     | SINK_ARGUMENT
          'https://api.example.com/'          | BASE_URL     | SINK_ARGUMENT
          """)
  void atASinkEveryStringIsAUri(String value, Takes takes, StringRole expected) {
    assertThat(StringRole.of(Optional.of(takes), value)).isEqualTo(expected);
  }

  // Outside sinks: a pattern gets the security rules only; a whole URI its grammar too, except
  // insecure-scheme (the sink's question, or a URL name's), non-normalized (the writer's choice)
  // and relative-colon-segment (it has its scheme).
  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.EnumSource(RuleId.class)
  void looseStringsGetTheSecurityRulesAndWholeUrisTheirGrammar(RuleId rule) {
    assertThat(StringRole.LOOSE_ABSOLUTE.checks(rule)).isEqualTo(rule.isSecurity());
    // one answer: a pattern outside sinks gets what a config value in text gets
    assertThat(StringRole.LOOSE_ABSOLUTE.checks(rule)).isEqualTo(Usage.TEXT.checks(rule));
    boolean grammar = java.util.Set.of(RuleId.MALFORMED_URI, RuleId.INVALID_PORT, RuleId.MISSING_HOST,
        RuleId.UNKNOWN_SCHEME, RuleId.SCHEME_SYNTAX, RuleId.RARE_IP_FORMAT).contains(rule);
    assertThat(StringRole.WHOLE_URI.checks(rule)).isEqualTo(rule.isSecurity() || grammar);
    assertThat(StringRole.NAMED_URL.checks(rule)).isEqualTo(rule.isSecurity() || grammar || rule == RuleId.INSECURE_SCHEME);
    assertThat(StringRole.SCHEMELESS_URI.checks(rule)).isEqualTo(rule.isSecurity() || grammar || rule == RuleId.RELATIVE_COLON_SEGMENT);
    assertThat(StringRole.checksOutsideSinks(rule))
        .isEqualTo(rule.isSecurity() || grammar || rule == RuleId.INSECURE_SCHEME || rule == RuleId.RELATIVE_COLON_SEGMENT);
    assertThat(StringRole.SINK_ARGUMENT.checks(rule)).isTrue();
    assertThat(StringRole.TEMPLATE_ARGUMENT.checks(rule)).isTrue();
    assertThat(StringRole.NOT_A_URI.checks(rule)).isFalse();
    // one answer: a URI inside a Java string gets what a URI inside a config text value gets
    assertThat(StringRole.TEXT.checks(rule)).isEqualTo(dev.urilint.lint.TextUris.checks(rule)).isEqualTo(rule.isSecurity());
  }

  // Text is checked by its URIs with a secret, each on its own; every other role by the whole string.
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          'connecting to jdbc:postgresql://app:Hunter2@db/x ...' | jdbc:postgresql://app:Hunter2@db/x
          '<beans xmlns:xsi="http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance">' | http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance
          """)
  void textIsCheckedByTheUrisWithASecretInIt(String value, String part) {
    StringRole role = StringRole.of(Optional.empty(), value);
    assertThat(role.checkedParts(value)).extracting(s -> s.of(value)).containsExactly(part);
    assertThat(StringRole.WHOLE_URI.checkedParts(part)).extracting(s -> s.of(part)).containsExactly(part);
  }

  // A constant passed to a sink by name: what it already gets where it is written is not checked
  // again at the sink (one finding, at the declaration), the sink's other rules are.
  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          CREDENTIALS_IN_URI | 'http://u:pw@updates.acme.com/' | UPDATES     | true
          INSECURE_SCHEME    | 'http://updates.acme.com/'      | UPDATES     | false
          INSECURE_SCHEME    | 'http://updates.acme.com/'      | UPDATES_URL | true
          MALFORMED_URI      | 'http://updates.acme.com/a b'   | UPDATES_URL | true
          MALFORMED_URI      | 'http://updates.acme.com/a b c' | UPDATES_URL | false
          CREDENTIALS_IN_URI | 'https://docs.acme.com/a b c'   | DOCS        | false
          RELATIVE_COLON_SEGMENT | 'api.acme.io:8443/v1'       | API         | true
          RELATIVE_COLON_SEGMENT | 'localhost:8080/auth'       | API         | false
          CREDENTIALS_IN_URI | 'http://u:pw@updates.acme.com/' | -           | false
          """)
  void aConstantIsCheckedOnceWhereItIsWritten(RuleId rule, String value, String constant, boolean whereWritten) {
    Optional<String> name = constant.equals("-") ? Optional.empty() : Optional.of(constant);
    assertThat(StringRole.isCheckedWhereWritten(rule, value, name)).isEqualTo(whereWritten);
  }

  @org.junit.jupiter.api.Test
  void contextsSayLocatorAtSinksAndTextElsewhere() {
    assertThat(StringRole.SINK_ARGUMENT.context().usage()).isEqualTo(Usage.LOCATOR);
    assertThat(StringRole.SINK_ARGUMENT.context().placeholders())
        .doesNotContain(dev.urilint.placeholders.PlaceholderSyntax.RFC6570);
    assertThat(StringRole.TEMPLATE_ARGUMENT.context().placeholders())
        .contains(dev.urilint.placeholders.PlaceholderSyntax.RFC6570);
    assertThat(StringRole.LOOSE_ABSOLUTE.context().usage()).isEqualTo(Usage.TEXT);
    assertThat(StringRole.NAMED_URL.context().usage()).isEqualTo(Usage.LOCATOR);
    // outside sinks nobody knows whether https://api.acme.io/users/{id} is expanded before use
    assertThat(StringRole.WHOLE_URI.context().usage()).isEqualTo(Usage.LOCATOR);
    assertThat(StringRole.WHOLE_URI.context().placeholders())
        .contains(dev.urilint.placeholders.PlaceholderSyntax.RFC6570);
  }

  // A sink's name is no config key: JAX-RS Client.target once lost relative-colon-segment because
  // "target" ends config keys that hold host:port. What a sink takes is data in the catalog.
  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      URI            | SINK_ARGUMENT      | URI
      URI_TEMPLATE   | TEMPLATE_ARGUMENT  | URI
      JDBC_URL       | SINK_ARGUMENT      | URI
      BASE_URL       | SINK_ARGUMENT      | URI
      HOST_PORT_LIST | HOST_PORT_ARGUMENT | HOST_PORT
      GRPC_TARGET    | HOST_PORT_ARGUMENT | HOST_PORT
      URL_OR_HOST    | HOST_PORT_ARGUMENT | HOST_PORT
      CAMEL_ENDPOINT | ENDPOINT_ARGUMENT  | CAMEL_ENDPOINT
      """)
  void aSinkContextSaysWhatTheParameterTakesAndHasNoKey(Takes takes, StringRole role, dev.urilint.lint.Expects expects) {
    StringRole r = StringRole.of(Optional.of(takes), "localhost:9092");
    assertThat(r).isEqualTo(role);
    assertThat(r.context().expects()).isEqualTo(expects);
    assertThat(r.context().key()).isEmpty();
  }
}
