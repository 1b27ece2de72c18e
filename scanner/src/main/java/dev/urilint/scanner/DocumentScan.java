package dev.urilint.scanner;

import java.util.List;
import java.util.Optional;

/**
 * What {@link Scanner#scanDocument} found in one document: its findings, and what kept the
 * document from being read in its format, if anything. The edits of their fixes are the fix
 * engine's ({@link dev.urilint.scanner.fix.FixPlanner}), as {@code urilint check --fix} writes them.
 *
 * <pre>{@code
 * DocumentScan d = scanner.scanDocument(request, file, buffer);
 * d.checked();     // false: not a file urilint check reads (a .txt, an excluded file)
 * d.problem();     // Optional["larger than the limit of 10485760 bytes (...); not read"]
 * }</pre>
 *
 * @param path the document's path as reports show it; empty when it is not checked at all
 * @param findings the findings not hidden by a suppression or the baseline, in report order
 * @param problem why the document was not read in its format: not scanned at all (too large, an
 *     internal error), or read as plain text for passwords only (its parser rejected it); the
 *     sentence is the one {@code urilint check} gives for the file, masked
 */
public record DocumentScan(Optional<String> path, List<ReportedFinding> findings, Optional<String> problem) {

  public DocumentScan {
    findings = List.copyOf(findings);
  }

  /** A document no check reads: no findings, no problem. */
  static DocumentScan notChecked() {
    return new DocumentScan(Optional.empty(), List.of(), Optional.empty());
  }

  /** A document that was not scanned, and why. */
  static DocumentScan notScanned(String path, String reason) {
    return new DocumentScan(Optional.of(path), List.of(), Optional.of(reason));
  }

  /** Whether the document is one {@code urilint check} reads under the same settings. */
  public boolean checked() {
    return path.isPresent();
  }
}
