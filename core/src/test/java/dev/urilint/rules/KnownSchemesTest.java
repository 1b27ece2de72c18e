package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KnownSchemesTest {

  @ParameterizedTest
  @ValueSource(
      strings = {"http", "HTTPS", "mailto", "urn", "jdbc", "classpath", "file", "data", "tel", "s3", "jar"})
  void wellKnownSchemes(String scheme) {
    assertThat(KnownSchemes.isWellKnown(scheme)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"htps", "htp", "fle", "localhost", "this", "c", "nginx"})
  void typosAndHostsAreNotSchemes(String scheme) {
    assertThat(KnownSchemes.isWellKnown(scheme)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "seda", "timer", "jms", "kafka", "Direct"})
  void integrationEndpointPrefixes(String name) {
    assertThat(KnownSchemes.isEndpointPrefix(name)).isTrue();
  }

  @Test
  void theSetIsLowerCase() {
    assertThat(KnownSchemes.wellKnown()).allMatch(s -> s.equals(s.toLowerCase(java.util.Locale.ROOT)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"tftp", "shttp", "ldapi", "war", "wsjar", "fileb", "r2dbc", "HTTP+UNIX"})
  void knowsTheSchemesThatAreOneLetterFromACommonOne(String scheme) {
    assertThat(KnownSchemes.isWellKnown(scheme)).isTrue();
  }
}
