package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.baseline.Fingerprints;
import dev.urilint.scanner.report.SarifReportWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SARIF fingerprints ignored the secret, so a new password in place of a dismissed one stayed
 * dismissed in code scanning (an attack in review). The fingerprint now reads 16 bits of a slow
 * hash of the value ({@link Fingerprints#secretTag}).
 */
class SecretTagTest {

  @TempDir Path root;

  private List<ReportedFinding> scan(String password) throws IOException {
    Files.writeString(root.resolve("app.properties"), "url=https://bob:" + password + "@api.corp.com/\nhome.url=http://api.corp.com/\n");
    return new Scanner().scan(ScanRequest.of(root).withThreads(1)).findings();
  }

  private static ReportedFinding of(List<ReportedFinding> findings, RuleId rule) {
    return findings.stream().filter(f -> f.rule() == rule).findFirst().orElseThrow();
  }

  @Test
  void theSarifFingerprintChangesWithTheSecretAndOnlyWithIt() throws IOException {
    ReportedFinding old = of(scan("Hunter2"), RuleId.CREDENTIALS_IN_URI);
    ReportedFinding again = of(scan("Hunter2"), RuleId.CREDENTIALS_IN_URI);
    ReportedFinding changed = of(scan("Hunter3"), RuleId.CREDENTIALS_IN_URI);

    assertThat(again.sarifFingerprint()).isEqualTo(old.sarifFingerprint());
    assertThat(changed.sarifFingerprint()).isNotEqualTo(old.sarifFingerprint());
    // The baseline's fingerprint reads the masked value; its secret hash tells secrets apart.
    assertThat(changed.fingerprint()).isEqualTo(old.fingerprint());
    assertThat(old.sarifFingerprint()).isNotEqualTo(old.fingerprint()).matches("[0-9a-f]{32}");
  }

  /** Sixteen bits, from the slow hash: too few to confirm a guess, each guess costs PBKDF2. */
  @Test
  void theTagIsSixteenBitsOfTheSlowHashWithTheFixedSalt() throws IOException {
    ReportedFinding f = of(scan("Hunter2"), RuleId.CREDENTIALS_IN_URI);

    assertThat(f.secretTag()).hasValueSatisfying(t -> assertThat(t).matches("[0-9a-f]{4}"));
    assertThat(f.secretTag()).contains(
        Fingerprints.secretHash(Fingerprints.SECRET_TAG_SALT, "https://bob:Hunter2@api.corp.com/").substring(0, 4));
    assertThat(f.sarifFingerprint()).isEqualTo(Fingerprints.withSecretTag(f.fingerprint(), f.secretTag().get()));
  }

  /** A value without a secret keeps the fingerprint it had, so no alert of it moves. */
  @Test
  void aValueWithoutASecretKeepsItsFingerprint() throws IOException {
    ReportedFinding plain = of(scan("Hunter2"), RuleId.INSECURE_SCHEME);

    assertThat(plain.secretTag()).isEmpty();
    assertThat(plain.sarifFingerprint()).isEqualTo(plain.fingerprint());
  }

  @Test
  void theSarifReportWritesTheFingerprintThatReadsTheSecret() throws IOException {
    List<ReportedFinding> findings = scan("Hunter2");
    StringWriter out = new StringWriter();
    new SarifReportWriter("1").write(ScanResult.of(findings, List.of(), 1), out);

    assertThat(out.toString()).contains(of(findings, RuleId.CREDENTIALS_IN_URI).sarifFingerprint())
        .doesNotContain("\"" + of(findings, RuleId.CREDENTIALS_IN_URI).fingerprint() + "\"");
  }
}
