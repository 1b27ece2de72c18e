package dev.urilint.scanner;

import dev.urilint.rules.Severity;
import java.util.List;

/**
 * What a scan found, in a stable order (path, line, column, rule).
 *
 * @param findings findings not hidden by a suppression or the baseline
 * @param skipped files that could not be scanned, with the reason
 * @param staleBaselineEntries fingerprints in the baseline that no longer match any finding
 * @param filesScanned how many files were read
 * @param baselined how many findings the baseline hid
 */
public record ScanResult(
    List<ReportedFinding> findings,
    List<SkippedFile> skipped,
    List<String> staleBaselineEntries,
    int filesScanned,
    int baselined) {

  public ScanResult {
    findings = List.copyOf(findings);
    skipped = List.copyOf(skipped);
    staleBaselineEntries = List.copyOf(staleBaselineEntries);
  }

  /** Number of findings with exactly {@code severity}. */
  public long count(Severity severity) {
    return findings.stream().filter(f -> f.severity() == severity).count();
  }

  /** Number of findings at or above {@code threshold}. */
  public long countAtLeast(Severity threshold) {
    return findings.stream().filter(f -> f.severity().isAtLeast(threshold)).count();
  }
}
