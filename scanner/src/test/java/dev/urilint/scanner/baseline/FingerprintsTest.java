package dev.urilint.scanner.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import org.junit.jupiter.api.Test;

class FingerprintsTest {

  private static final String SALT = "00112233445566778899aabbccddeeff";

  @Test
  void fingerprintDependsOnRulePathAndMaskedUriOnly() {
    String f = Fingerprints.fingerprint(RuleId.CREDENTIALS_IN_URI, "app.yml", "https://u:****@h/");

    assertThat(f).hasSize(32).matches("[0-9a-f]+");
    assertThat(Fingerprints.fingerprint(RuleId.CREDENTIALS_IN_URI, "app.yml", "  https://u:****@h/ "))
        .as("surrounding whitespace is normalized away")
        .isEqualTo(f);
    assertThat(Fingerprints.fingerprint(RuleId.INSECURE_SCHEME, "app.yml", "https://u:****@h/")).isNotEqualTo(f);
    assertThat(Fingerprints.fingerprint(RuleId.CREDENTIALS_IN_URI, "other.yml", "https://u:****@h/")).isNotEqualTo(f);
    assertThat(Fingerprints.fingerprint(RuleId.CREDENTIALS_IN_URI, "app.yml", "https://v:****@h/")).isNotEqualTo(f);
  }

  @Test
  void secretHashTellsTwoSecretsApartWithoutShowingThem() {
    String a = Fingerprints.secretHash(SALT, "https://u:hunter2@h/");
    String b = Fingerprints.secretHash(SALT, "https://u:hunter3@h/");

    assertThat(a).hasSize(32).isNotEqualTo(b).doesNotContain("hunter");
    assertThat(Fingerprints.secretHash(SALT, "https://u:hunter2@h/")).isEqualTo(a);
  }

  @Test
  void secretHashDependsOnTheSalt() {
    assertThat(Fingerprints.secretHash(SALT, "x"))
        .isNotEqualTo(Fingerprints.secretHash("ffeeddccbbaa99887766554433221100", "x"));
  }

  @Test
  void newSaltsAreRandom128BitHex() {
    assertThat(Fingerprints.newSalt()).matches("[0-9a-f]{32}").isNotEqualTo(Fingerprints.newSalt());
  }

  @Test
  void normalizeCollapsesInnerWhitespace() {
    assertThat(Fingerprints.normalize(" a \n\t b  c ")).isEqualTo("a b c");
  }
}
