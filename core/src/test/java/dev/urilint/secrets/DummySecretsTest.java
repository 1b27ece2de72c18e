package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DummySecretsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "****", "*", "%2A%2A%2A%2A", "%2a%2a", "<password>", "%3Cpassword%3E", "[secret]", "xxx",
        "XXXXXXXX", "password", "PASSWORD", "secret", "redacted", "...", "---"
      })
  void standInsAreNotSecrets(String value) {
    assertThat(DummySecrets.isDummy(value)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"hunter2", "changeme", "s3cr3t", "x", "xx", "p@ss", "<abc", "admin", "root"})
  void realLookingValuesAreSecrets(String value) {
    assertThat(DummySecrets.isDummy(value)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {""})
  void theEmptyValueIsNoStandIn(String value) {
    assertThat(DummySecrets.isDummy(value)).isFalse();
  }
}
