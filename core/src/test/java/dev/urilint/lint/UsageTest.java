package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UsageTest {

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"locator, LOCATOR, locator", "Identifier, IDENTIFIER, identifier", "TEXT, TEXT, text"})
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
    // look-alikes: what breaks parsing, and a leaked password, are still reported
    "'http://example.org/a b',                               IDENTIFIER, malformed-uri",
    "'http://deploy:hunter2@schemas.acme-partner.io/ns',     IDENTIFIER, credentials-in-uri",
    // the same names where they are fetched
    "'urn:activemq',                                         LOCATOR,    scheme-syntax",
    "'http://tomcat.apache.org/debug-taglib',                LOCATOR,    insecure-scheme",
  })
  void anIdentifierIsCheckedOnlyForWhatBreaksParsingOrLeaks(String input, Usage usage, String rules) {
    String found =
        Linter.withDefaults().lint(input, Context.of(usage)).stream()
            .filter(f -> f.severity() != Severity.INFO)
            .map(f -> f.rule().id())
            .distinct()
            .sorted()
            .reduce((a, b) -> a + "," + b)
            .orElse("");
    assertThat(found).isEqualTo(rules);
  }
}
