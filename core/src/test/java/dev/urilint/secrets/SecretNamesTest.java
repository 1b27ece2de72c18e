package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SecretNamesTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "password", "PASSWORD", "passwd", "pwd", "PWD", "secret", "client_secret", "token",
        "access_token", "refresh_token", "api_key", "apikey", "api-key", "apiKey", "X-Amz-Signature",
        "x-amz-credential", "X-Amz-Security-Token", "sig", "X-Goog-Signature", "db_password",
        "adminPassword", "Signature"
      })
  void secretNames(String name) {
    assertThat(SecretNames.isSecret(name)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "user", "username", "q", "key", "pageToken", "next_page_token", "sv", "se", "sp",
        "X-Amz-Date", "X-Amz-Expires", "signed", "id", "pw"
      })
  void ordinaryNames(String name) {
    assertThat(SecretNames.isSecret(name)).isFalse();
  }
}
