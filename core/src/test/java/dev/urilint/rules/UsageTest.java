package dev.urilint.rules;

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
}
