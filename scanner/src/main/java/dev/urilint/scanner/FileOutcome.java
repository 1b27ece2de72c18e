package dev.urilint.scanner;

import java.util.List;
import java.util.Optional;

/** What scanning one file gave. */
sealed interface FileOutcome {

  /**
   * The file was read and linted.
   *
   * @param findings its findings, not yet sorted nor matched against the baseline
   * @param suppressed how many findings a suppression hid
   * @param secretHashesOmitted whether a finding whose masking hid a secret has no secret hash
   *     because the scan needed none: such an outcome cannot answer a scan with a baseline
   * @param linted how many strings of the file the rules checked (the denominator of precision)
   * @param readAsText why the file's format could not be read, when it was therefore read as
   *     plain text for passwords in URIs; empty when its format was read
   * @param testCodeRulesOnly whether the file is test code that got only the test-code rules
   *     ({@link dev.urilint.source.TestCodePolicy#limits}): summaries count such files
   */
  record Scanned(
      List<ReportedFinding> findings,
      int suppressed,
      boolean secretHashesOmitted,
      int linted,
      Optional<String> readAsText,
      boolean testCodeRulesOnly)
      implements FileOutcome {
    public Scanned {
      findings = List.copyOf(findings);
    }

    /** An outcome of a file that got every rule. */
    public Scanned(
        List<ReportedFinding> findings, int suppressed, boolean secretHashesOmitted, int linted, Optional<String> readAsText) {
      this(findings, suppressed, secretHashesOmitted, linted, readAsText, false);
    }

    /** This outcome, of a file that {@code testCodeRulesOnly} says got only the test-code rules or not. */
    Scanned withTestCodeRulesOnly(boolean testCodeRulesOnly) {
      return new Scanned(findings, suppressed, secretHashesOmitted, linted, readAsText, testCodeRulesOnly);
    }

    /** An outcome whose findings carry every secret hash they need. */
    public Scanned(List<ReportedFinding> findings, int suppressed) {
      this(findings, suppressed, false, 0, Optional.empty());
    }

    /** An outcome of a file read in its own format whose linted strings are not counted (tests of the cache). */
    public Scanned(List<ReportedFinding> findings, int suppressed, boolean secretHashesOmitted) {
      this(findings, suppressed, secretHashesOmitted, 0, Optional.empty());
    }
  }

  /** The file was not scanned, and why. */
  record Skipped(SkippedFile skipped) implements FileOutcome {}

  /** No extractor reads this file (an nginx {@code .conf}): neither scanned nor skipped. */
  record Unsupported() implements FileOutcome {}
}
