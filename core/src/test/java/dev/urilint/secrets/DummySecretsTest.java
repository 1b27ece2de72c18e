package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DummySecretsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "****", "*", "%2A%2A%2A%2A", "%2a%2a", "<password>", "%3Cpassword%3E", "[secret]", "xxx",
        "XXXXXXXX", "password", "PASSWORD", "secret", "redacted", "...", "---",
        // in ODBC braces, and the fill-ins Microsoft's SQL Server connection strings write in them
        "{password}", "{****}", "{your_password_here}", "{your_password}", "{YOUR_PASSWORD}", "{yourPassword}"
      })
  void standInsAreNotSecrets(String value) {
    assertThat(DummySecrets.isDummy(value)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "hunter2", "changeme", "s3cr3t", "x", "xx", "p@ss", "<abc", "admin", "root",
        "{x}}y}", "{some;pass}", "{Passw0rd}", "{yours3cret}", "{your}"
      })
  void realLookingValuesAreSecrets(String value) {
    assertThat(DummySecrets.isDummy(value)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {""})
  void theEmptyValueIsNoStandIn(String value) {
    assertThat(DummySecrets.isDummy(value)).isFalse();
  }
}
