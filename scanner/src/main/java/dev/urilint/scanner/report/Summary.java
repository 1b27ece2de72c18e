package dev.urilint.scanner.report;

import dev.urilint.lint.Severity;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.walk.LeftOut;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-line summary every report ends with. The strings linted are those the rules checked:
 * the denominator of a precision figure (false findings per 1,000 strings).
 *
 * <pre>{@code
 * Summary.line(result);
 * // "urilint: 3 findings (1 error, 2 warnings, 0 info) in 12 files (340 strings linted); 1 file skipped, 0 suppressed, 2 baselined"
 * // with two Helm templates read as plain text: "...; 1 file skipped, 2 read as plain text, 0 suppressed, 2 baselined"
 * // with build output and lock files left out: "...; 0 suppressed, 0 baselined; left out: 1 build output folder, 2 lock files"
 * // with test code: "...; 0 suppressed, 0 baselined; 4 test files checked with the security rules only (every rule: --test-sources-all-rules)"
 * }</pre>
 */
public final class Summary {

  /** How the command line (and the pre-commit hook, through its {@code args}) gives test code every rule. */
  public static final String CLI_ALL_RULES = "--test-sources-all-rules";

  private Summary() {}

  /** The summary line, without a line break. */
  public static String line(ScanResult r) {
    return "urilint: "
        + plural(r.findings().size(), "finding")
        + " ("
        + counts(r)
        + ") in "
        + plural(r.filesScanned(), "file")
        + " ("
        + plural(r.stringsLinted(), "string")
        + " linted); "
        + plural(r.skipped().size() - readAsText(r), "file")
        + " skipped, "
        + (readAsText(r) == 0 ? "" : readAsText(r) + " read as plain text, ")
        + r.suppressed()
        + " suppressed, "
        + r.baselined()
        + " baselined"
        + leftOut(r)
        + (r.testFilesLimited() == 0 ? "" : "; " + testCode(r, CLI_ALL_RULES));
  }

  /**
   * What the walk left out by default and counted, after "; " ({@code ; left out: 1 build output
   * folder, 2 lock files}), or empty when nothing was: a run that passes does not say it read
   * everything when it did not.
   */
  public static String leftOut(ScanResult r) {
    LeftOut out = r.leftOut();
    if (out.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    if (!out.buildOutput().isEmpty()) {
      parts.add(plural(out.buildOutput().size(), "build output folder"));
    }
    if (!out.lockFiles().isEmpty()) {
      parts.add(plural(out.lockFiles().size(), "lock file"));
    }
    return "; left out: " + String.join(", ", parts);
  }

  /**
   * What the scan left out of test code, and how to include it: {@code 4 test files checked with
   * the security rules only (every rule: --test-sources-all-rules)}, or empty when no file was
   * ({@link dev.urilint.source.TestCodePolicy}). {@code allRules} is the front end's option.
   */
  public static String testCode(ScanResult r, String allRules) {
    if (r.testFilesLimited() == 0) {
      return "";
    }
    return plural(r.testFilesLimited(), "test file") + " checked with the security rules only (every rule: " + allRules + ")";
  }

  /**
   * The findings per severity, as every front end words them: {@code 1 error, 2 warnings, 0 info}
   * ("info" is a mass noun: no plural).
   */
  public static String counts(ScanResult r) {
    return plural(r.count(Severity.ERROR), "error")
        + ", "
        + plural(r.count(Severity.WARNING), "warning")
        + ", "
        + r.count(Severity.INFO)
        + " info";
  }

  /**
   * The files listed with the skipped ones that were read as plain text ({@link
   * dev.urilint.scanner.SkippedFile#readAsText()}): not skipped, so not counted as skipped.
   */
  public static int readAsText(ScanResult r) {
    int n = 0;
    for (var s : r.skipped()) {
      if (s.readAsText()) {
        n++;
      }
    }
    return n;
  }

  static String plural(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
