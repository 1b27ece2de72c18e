package dev.urilint.scanner.config;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import java.util.Locale;
import java.util.Optional;

/**
 * The failure threshold of {@code urilint check --fail-on}, the Maven plugin's {@code failOn} and
 * the config file's {@code failOn}: a run fails (exit code 1, build failure) when a finding is at or
 * above it, or a file could not be checked ({@link #fails(ScanResult)}).
 *
 * <pre>{@code
 * FailOn.WARNING.fails(Severity.ERROR);   // true
 * FailOn.ERROR.fails(Severity.WARNING);   // false
 * FailOn.NEVER.fails(Severity.ERROR);     // false: report only
 * }</pre>
 */
public enum FailOn {
  ERROR(Severity.ERROR),
  WARNING(Severity.WARNING),
  INFO(Severity.INFO),
  /** Report, never fail. */
  NEVER(null);

  /** Errors fail a run, warnings and infos are reported. */
  public static final FailOn DEFAULT = ERROR;

  private final Severity threshold;

  FailOn(Severity threshold) {
    this.threshold = threshold;
  }

  /** The lowest severity that fails; empty for {@link #NEVER}. */
  public Optional<Severity> threshold() {
    return Optional.ofNullable(threshold);
  }

  /** Whether a finding of {@code severity} fails the run. */
  public boolean fails(Severity severity) {
    return threshold != null && severity.isAtLeast(threshold);
  }

  /**
   * Whether {@code result} fails the run: a finding at or above the threshold, or a file whose
   * content was not checked ({@link SkippedFile#lost()}: unreadable, not parseable, too large). A
   * skipped file fails like an error, as a file that Checkstyle or javac cannot parse fails the
   * build: pre-commit shows a hook's output only when it fails, so a skip that passed would never
   * be seen. {@link #NEVER} fails nothing.
   *
   * <pre>{@code
   * FailOn.ERROR.fails(resultWithOneSkippedFile);   // true
   * FailOn.NEVER.fails(resultWithOneSkippedFile);   // false
   * }</pre>
   */
  public boolean fails(ScanResult result) {
    if (threshold == null) {
      return false;
    }
    for (ReportedFinding f : result.findings()) {
      if (fails(f.severity())) {
        return true;
      }
    }
    for (SkippedFile s : result.skipped()) {
      if (s.lost()) {
        return true;
      }
    }
    return false;
  }

  /** Lower-case id as written in options and config: {@code error}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@code error}, {@code warning}, {@code info} or {@code never}, in any case. */
  public static Optional<FailOn> byId(String id) {
    for (FailOn f : values()) {
      if (f.id().equalsIgnoreCase(id.trim())) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /** For messages: {@code "error, warning, info, never"}. */
  public static String validValues() {
    return "error, warning, info, never";
  }
}
