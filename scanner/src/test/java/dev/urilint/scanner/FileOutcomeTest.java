package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FileOutcomeTest {

  @Test
  void aScannedOutcomeIsCompleteUnlessItSaysItLeftSecretHashesOut() {
    assertThat(new FileOutcome.Scanned(List.of(), 2).secretHashesOmitted()).isFalse();
    assertThat(new FileOutcome.Scanned(List.of(), 2, true).secretHashesOmitted()).isTrue();
  }

  @Test
  void aScannedOutcomeKeepsItsOwnCopyOfTheFindings() {
    List<ReportedFinding> findings = new ArrayList<>();
    FileOutcome.Scanned scanned = new FileOutcome.Scanned(findings, 0);
    findings.add(sample());

    assertThat(scanned.findings()).isEmpty();
  }

  private static ReportedFinding sample() {
    return dev.urilint.scanner.testing.SampleResults.sample().findings().get(0);
  }
}
