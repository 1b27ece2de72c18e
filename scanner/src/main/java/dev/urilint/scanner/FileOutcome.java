package dev.urilint.scanner;

import java.util.List;

/** What scanning one file gave. */
sealed interface FileOutcome {

  /**
   * The file was read and linted.
   *
   * @param findings its findings, not yet sorted nor matched against the baseline
   * @param suppressed how many findings a suppression hid
   */
  record Scanned(List<ReportedFinding> findings, int suppressed) implements FileOutcome {
    public Scanned {
      findings = List.copyOf(findings);
    }
  }

  /** The file was not scanned, and why. */
  record Skipped(SkippedFile skipped) implements FileOutcome {}

  /** No extractor reads this file (an nginx {@code .conf}): neither scanned nor skipped. */
  record Unsupported() implements FileOutcome {}
}
