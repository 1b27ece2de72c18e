package dev.urilint.scanner;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.baseline.BaselineEntry;
import dev.urilint.scanner.walk.LeftOut;
import java.util.List;
import java.util.Optional;

/**
 * What a scan found, in a stable order (path, line, column, rule).
 *
 * <pre>{@code
 * ScanResult r = new Scanner().scan(ScanRequest.of(root));
 * r.countAtLeast(Severity.ERROR);   // decides the exit code / build failure
 * r.skipped();                      // files not scanned, each with its reason
 * }</pre>
 *
 * @param findings findings not hidden by a suppression or the baseline
 * @param skipped files that could not be scanned, with the reason, sorted by path
 * @param staleBaselineEntries baseline entries that no longer match any finding ({@code count} is
 *     the number of unmatched occurrences)
 * @param filesScanned how many files were read and linted
 * @param baselined how many findings the baseline hid
 * @param suppressed how many findings an inline comment or {@code @SuppressWarnings} hid
 * @param baselinedFindings the findings the baseline hid (a fresh baseline writes them too)
 * @param baselineSalt the salt of the secret hashes in the findings (the baseline's own, or a
 *     fresh one when the baseline file did not exist yet); empty when the scan needed no secret
 *     hash ({@link ScanRequest#needsSecretHashes()}) and its findings carry none, so the result
 *     cannot become a baseline
 * @param filesFromCache how many of the scanned files the incremental index answered without
 *     reading them again
 * @param stringsLinted how many strings the rules checked: the extracted values that read as a
 *     URI where they stand (the denominator of precision: false findings per 1,000 strings)
 * @param testFilesLimited how many of the scanned files were test code checked with the test-code
 *     rules only ({@link dev.urilint.source.TestCodePolicy}); summaries say how to give them every
 *     rule
 * @param leftOut build output folders and lock files the walk left out by default ({@link
 *     dev.urilint.scanner.walk.LeftOut}); summaries count them
 */
public record ScanResult(
    List<ReportedFinding> findings,
    List<SkippedFile> skipped,
    List<BaselineEntry> staleBaselineEntries,
    int filesScanned,
    int baselined,
    int suppressed,
    List<ReportedFinding> baselinedFindings,
    Optional<String> baselineSalt,
    int filesFromCache,
    long stringsLinted,
    int testFilesLimited,
    LeftOut leftOut) {

  /** A result whose walk left nothing out by default (a merge of results, a document). */
  public ScanResult(
      List<ReportedFinding> findings,
      List<SkippedFile> skipped,
      List<BaselineEntry> staleBaselineEntries,
      int filesScanned,
      int baselined,
      int suppressed,
      List<ReportedFinding> baselinedFindings,
      Optional<String> baselineSalt,
      int filesFromCache,
      long stringsLinted,
      int testFilesLimited) {
    this(findings, skipped, staleBaselineEntries, filesScanned, baselined, suppressed, baselinedFindings,
        baselineSalt, filesFromCache, stringsLinted, testFilesLimited, LeftOut.NONE);
  }

  public ScanResult {
    findings = List.copyOf(findings);
    skipped = List.copyOf(skipped);
    staleBaselineEntries = List.copyOf(staleBaselineEntries);
    baselinedFindings = List.copyOf(baselinedFindings);
  }

  /**
   * A result of a scan without a baseline, a suppression, the incremental index or test code: what
   * a report writer or a verdict needs to be shown, e.g. {@code ScanResult.of(findings, List.of(), 3)}.
   */
  public static ScanResult of(List<ReportedFinding> findings, List<SkippedFile> skipped, int filesScanned) {
    return new ScanResult(findings, skipped, List.of(), filesScanned, 0, 0, List.of(), Optional.empty(), 0, 0, 0);
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
