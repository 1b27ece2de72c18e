package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class UsageTest {

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"locator, LOCATOR, locator", "Link, LINK, link", "Identifier, IDENTIFIER, identifier", "TEXT, TEXT, text"})
  void parsesItsLowerCaseIdInAnyCase(String id, Usage usage, String canonical) {
    assertThat(Usage.byId(id)).contains(usage);
    assertThat(usage.id()).isEqualTo(canonical);
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"url", "''", "locators"})
  void findsNothingForAnythingElse(String id) {
    assertThat(Usage.byId(id)).isEmpty();
  }

  @ParameterizedTest(name = "{0} as {1}: {2}")
  @CsvSource({
    // activemq-artemis artemis-cli/.../etc/broker.xml: <configuration xmlns="urn:activemq">
    "'urn:activemq',                                         IDENTIFIER, ''",
    // tomcat webapps/examples/WEB-INF/web.xml: <taglib-uri>
    "'http://tomcat.apache.org/debug-taglib',                IDENTIFIER, ''",
    // look-alikes: what breaks parsing, and what is wrong wherever it is written, are still reported
    "'http://example.org/a b',                               IDENTIFIER, malformed-uri",
    "'http://deploy:hunter2@schemas.acme-partner.io/ns',     IDENTIFIER, credentials-in-uri",
    // a Cyrillic 'о' (U+043E) in a namespace's host, a trusted name as its userinfo
    "'http://www.springframewоrk.org/schema/beans',          IDENTIFIER, 'malformed-uri,mixed-script-host'",
    "'https://www.w3.org%2f@evil.example/2001/XMLSchema',    IDENTIFIER, misleading-authority",
    "'https://schemas.acme-partner.io/ns?access_token=9fK2LmQ8vX3pR7tY', IDENTIFIER, sensitive-query-parameter",
    // what a defined name may spell as it likes: its port, its scheme's syntax, a clear-text scheme
    "'http://schemas.acme-partner.io:99999/ns',              IDENTIFIER, ''",
    "'http:/schemas.acme-partner.io/ns',                     IDENTIFIER, ''",
    // the same names where they are fetched
    "'urn:activemq',                                         LOCATOR,    scheme-syntax",
    "'http://tomcat.apache.org/debug-taglib',                LOCATOR,    insecure-scheme",
  })
  void anIdentifierIsCheckedOnlyForWhatBreaksParsingOrLeaks(String input, Usage usage, String rules) {
    assertThat(found(input, usage)).isEqualTo(rules);
  }

  @ParameterizedTest(name = "{0} as {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # tomcat webapps/docs/manager-howto.xml:658, <source>: [optional] parts in notation
          http://localhost:8080/manager/text/resources[?type=xxxxx]                  | TEXT    | ''
          # tomcat webapps/docs/manager-howto.xml:854
          'http://localhost:8080/manager/text/findleaks[?statusLine=[true|false]]'   | TEXT    | ''
          # tomcat webapps/docs/rewrite.xml:788, <code>
          http://thishost[:thisport]/                                                | TEXT    | ''
          # helm-charts charts/kube-prometheus-stack/files/dashboards/k8s-coredns.json:1032, a series name
          tcp:99%                                                                    | TEXT    | ''
          # the same file, :520 and :508
          'tcp:99 '                                                                  | TEXT    | ''
          tcp:90                                                                     | TEXT    | ''
          # look-alikes: what is wrong wherever it is written is still reported in text
          https://deploy:hunter2@acme-corp.io/x                                      | TEXT    | credentials-in-uri
          https://accounts.google.com%2f@evil.example/                               | TEXT    | misleading-authority
          https://api.acme-corp.io/v1?access_token=9fK2LmQ8vX3pR7tY                  | TEXT    | sensitive-query-parameter
          https://api.acme-corp.io/a%2541                                            | TEXT    | double-encoding
          # a Cyrillic 'о' (U+043E) in an allow-list entry: the deceit of misleading-authority, by letters
          https://login.micrоsoft-online.com/common                                  | TEXT    | mixed-script-host
          # and the same strings where they are used as locators are reported
          http://thishost[:thisport]/                                                | LOCATOR | malformed-uri
          tcp:99%                                                                    | LOCATOR | malformed-uri
          tcp:90                                                                     | LOCATOR | relative-colon-segment
          http://localhost:8080/manager/text/resources[?type=xxxxx]                  | LOCATOR | malformed-uri
          """)
  void textIsCheckedOnlyByTheSecurityRules(String input, Usage usage, String rules) {
    assertThat(found(input, usage)).isEqualTo(rules);
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void textGetsExactlyTheSecurityRulesAndALocatorEveryRule(RuleId rule) {
    assertThat(Usage.TEXT.checks(rule)).isEqualTo(rule.isSecurity());
    assertThat(Usage.LOCATOR.checks(rule)).isTrue();
    assertThat(Usage.IDENTIFIER.checks(rule)).isEqualTo(rule.isSecurity() || rule == RuleId.MALFORMED_URI);
    assertThat(Usage.LINK.checks(rule))
        .isEqualTo(rule != RuleId.INSECURE_SCHEME && rule != RuleId.NON_NORMALIZED);
    assertThat(Usage.LINK.checks(RuleId.INSECURE_SCHEME)).isFalse();
  }

  // License URLs as the corpus's POMs and package.json files write them (jenkins, tomcat, jmeter's
  // flot.jquery.json, camel-spring-boot-examples' petstore.json), and look-alikes: a reader clicks
  // a license link, so what breaks it or deceives its reader is reported; its canonical http://
  // spelling is not.
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://www.apache.org/licenses/LICENSE-2.0                  | ''
          http://www.apache.org/licenses/LICENSE-2.0.txt              | ''
          https://opensource.org/licenses/MIT                         | ''
          http://github.com/flot/flot/LICENSE.txt                     | ''
          http://www.gnu.org/licenses/old-licenses/lgpl-2.1.html      | ''
          HTTP://WWW.APACHE.ORG/licenses/../licenses/LICENSE-2.0      | ''
          http://www.apache.org:99999/licenses/LICENSE-2.0            | invalid-port
          http:/www.apache.org/licenses/LICENSE-2.0                   | missing-host
          'https://opensource.org/licenses/MIT License'               | malformed-uri
          htps://opensource.org/licenses/MIT                          | unknown-scheme
          www.apache.org:8443/licenses/LICENSE-2.0                    | relative-colon-segment
          https://www.apache.org@evil.example/licenses/LICENSE-2.0    | misleading-authority,scheme-syntax
          https://www.аpache.org/licenses/LICENSE-2.0                 | malformed-uri,mixed-script-host
          """)
  void aLicenseLinkGetsEveryRuleButInsecureSchemeAndItsNormalForm(String input, String rules) {
    assertThat(found(input, Usage.LINK)).isEqualTo(rules);
  }

  private static String found(String input, Usage usage) {
    return Linter.withDefaults().lint(input, Context.of(usage)).stream()
        .filter(f -> f.severity() != Severity.INFO)
        .map(f -> f.rule().id())
        .distinct()
        .sorted()
        .reduce((a, b) -> a + "," + b)
        .orElse("");
  }
}
