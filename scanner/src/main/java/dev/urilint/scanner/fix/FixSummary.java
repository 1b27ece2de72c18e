package dev.urilint.scanner.fix;

import dev.urilint.lint.Fix;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.report.Printable;
import java.util.Optional;

/**
 * The one line a front end prints after fixing, in the same words everywhere: how many findings
 * were fixed in how many files, how many remain, and how many of those an unsafe fix would take.
 *
 * <pre>{@code
 * FixSummary.done(run, remaining, "--unsafe-fixes");
 * // "fixed 3 findings in 2 files; 1 finding remains (1 fixable with --unsafe-fixes)"
 * FixSummary.would(run);   // "3 fixes would be applied in 2 files; nothing was changed"
 * FixSummary.applied(a);   // "src/app.yml:3:14: fixed [non-normalized] lower-case the scheme"
 * FixSummary.available(dryRun, "mvn urilint:fix", "mvn urilint:fix -Durilint.unsafeFixes=true");
 * // "3 findings can be fixed automatically (2 safe, 1 unsafe): run mvn urilint:fix for the safe
 * //  ones, mvn urilint:fix -Durilint.unsafeFixes=true for all"
 * }</pre>
 */
public final class FixSummary {

  private FixSummary() {}

  /**
   * After a run that wrote its fixes.
   *
   * The count of unsafe fixes is {@link FileFixer.Run#unsafeLeft()}: what a run with {@code
   * unsafeOption} then applies, not how many fixes this run left as unsafe.
   *
   * @param unsafeOption how the front end asks for unsafe fixes ({@code --unsafe-fixes}, {@code
   *     -Durilint.unsafeFixes=true})
   */
  public static String done(FileFixer.Run run, ScanResult remaining, String unsafeOption) {
    int left = remaining.findings().size();
    String line = "fixed " + count(run.fixed(), "finding") + " in " + count(run.filesChanged(), "file") + "; "
        + count(left, "finding") + (left == 1 ? " remains" : " remain");
    return run.unsafeLeft() > 0 ? line + " (" + run.unsafeLeft() + " fixable with " + unsafeOption + ")" : line;
  }

  /** After a run that only showed its fixes ({@code --diff}). */
  public static String would(FileFixer.Run run) {
    return count(run.fixed(), "fix") + " would" + " be applied in "
        + count(run.filesChanged(), "file") + "; nothing was changed";
  }

  /**
   * One applied fix: {@code path:line:col: fixed [rule-id] description}, the path escaped as in
   * every report (a file name cannot forge a line) and the description masked by the rule.
   */
  public static String applied(FixPlan.Applied a) {
    return Printable.escape(a.finding().path()) + ":" + a.finding().line() + ":" + a.finding().column() + ": fixed ["
        + a.finding().rule().id() + "] " + Printable.escape(a.description());
  }

  /**
   * One fix the run counted and did not apply, and why: {@code path:line:col: not fixed [rule-id]
   * reason}. Every front end that fixes prints one per such fix, so no fixable finding is left
   * without a word; those left because they are unsafe are counted in {@link #done} with the
   * option that applies them, and not listed ({@link #toList}).
   */
  public static String skipped(FixPlan.Skipped s) {
    return Printable.escape(s.finding().path()) + ":" + s.finding().line() + ":" + s.finding().column() + ": not fixed ["
        + s.finding().rule().id() + "] " + s.reason().text();
  }

  /** Whether a skipped fix is listed on its own line: every reason but {@link FixPlan.Reason#UNSAFE}. */
  public static boolean toList(FixPlan.Skipped s) {
    return s.reason() != FixPlan.Reason.UNSAFE;
  }

  /**
   * What a check adds to its report when some of {@code result}'s findings can be fixed: how many,
   * safe and unsafe, and the commands. The count is the fix engine's own, from a run over the
   * scanned files that writes nothing, so a fix the engine would skip (a password in a format
   * without placeholders) is not promised; a result without a fix the engine could apply
   * ({@link FixPlanner#couldApply}) costs no run.
   *
   * @param request the scan that gave {@code result}, over files that exist
   */
  public static Optional<String> available(
      ScanRequest request, ScanResult result, String safeCommand, String unsafeCommand) {
    // Without a fix the engine could apply, no dry run: a file of passwords in a format without
    // placeholders would be read and analysed again for nothing.
    if (result.findings().stream().noneMatch(FixPlanner::couldApply)) {
      return Optional.empty();
    }
    FileFixer.Run dryRun = new FileFixer(new Scanner()).fix(request, result, FixPlanner.Selection.ALL, false);
    return available(dryRun, safeCommand, unsafeCommand);
  }

  /**
   * After a check, what fixing would do: {@code run} is a run that wrote nothing, with every fix
   * selected ({@link FixPlanner.Selection#ALL}), so its applied fixes are exactly those a fix run
   * would make (a fix the planner skips is not promised). Empty when there is nothing to fix.
   *
   * @param safeCommand how the front end applies the safe fixes ({@code mvn urilint:fix})
   * @param unsafeCommand how it applies the unsafe ones too
   */
  public static Optional<String> available(FileFixer.Run run, String safeCommand, String unsafeCommand) {
    long safe = run.plans().stream().flatMap(p -> p.applied().stream())
        .filter(a -> a.finding().fix().map(Fix::isSafe).orElse(false)).count();
    long unsafe = run.fixed() - safe;
    if (safe + unsafe == 0) {
      return Optional.empty();
    }
    String line = count(safe + unsafe, "finding") + " can be fixed automatically (" + safe + " safe, " + unsafe
        + " unsafe): ";
    if (safe > 0) {
      line += "run " + safeCommand + (unsafe > 0 ? " for the safe ones, " + unsafeCommand + " for all" : "");
    } else {
      line += "run " + unsafeCommand;
    }
    return Optional.of(line);
  }

  static String count(long n, String noun) {
    String plural = noun.endsWith("x") ? noun + "es" : noun + "s";
    return n + " " + (n == 1 ? noun : plural);
  }
}
