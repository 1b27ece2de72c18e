package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KnownSchemesTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "http", "HTTPS", "Ftp", "mailto", "urn", "file", "data", "jdbc", "jar", "classpath",
        "mvn", "scm", "s3", "gs", "hdfs", "jms", "mongodb+srv", "ldaps"
      })
  void knowsRegisteredAndEcosystemSchemesInAnyCase(String scheme) {
    assertThat(KnownSchemes.isWellKnown(scheme)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"htps", "htp", "hhttp", "fle", "ftpp", "jbdc", "localhost", "c", ""})
  void doesNotKnowTyposHostsOrDriveLetters(String scheme) {
    assertThat(KnownSchemes.isWellKnown(scheme)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"http", "jdbc", "git"})
  void listsEverySchemeInLowerCase(String scheme) {
    assertThat(KnownSchemes.wellKnown()).contains(scheme).allMatch(s -> s.equals(s.toLowerCase()));
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "SEDA", "timer", "activemq"})
  void knowsIntegrationEndpointPrefixes(String name) {
    assertThat(KnownSchemes.isEndpointPrefix(name)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"htps", "localhost", "example"})
  void doesNotTakeHostsOrTyposForEndpointPrefixes(String name) {
    assertThat(KnownSchemes.isEndpointPrefix(name)).isFalse();
  }
}
