package dev.urilint.maven;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.fix.FileFixer;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.FixPlanner;
import dev.urilint.scanner.fix.FixSummary;
import dev.urilint.scanner.report.Printable;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;

/**
 * Fixes one module's files with the engine {@code urilint check --fix} runs ({@link FileFixer}:
 * the same planning, checking and writing), logs each fix and the summary in the CLI's words
 * ({@link FixSummary}), then scans again: what remains is what the reports and the verdict show.
 *
 * <pre>{@code
 * ScanResult remaining = new ModuleFix(request, log).run(FixPlanner.Selection.SAFE);
 * // [INFO] src/main/resources/application.yml:2:6: fixed [non-normalized] ...
 * // [INFO] urilint: fixed 1 finding in 1 file; 1 finding remains (1 fixable with -Durilint.unsafeFixes=true)
 * }</pre>
 */
final class ModuleFix {

  /** What applies the safe fixes. */
  static final String SAFE_COMMAND = "mvn urilint:fix";

  /** How the goal is asked for the unsafe fixes too. */
  static final String UNSAFE_OPTION = "-Durilint.unsafeFixes=true";

  private final PluginRequest request;
  private final Log log;

  ModuleFix(PluginRequest request, Log log) {
    this.request = request;
    this.log = log;
  }

  /** Fixes what {@code selection} takes and returns the findings of the module afterwards. */
  ScanResult run(FixPlanner.Selection selection) throws MojoExecutionException {
    ScanRequest scan = ModuleScan.existingPathsOnly(request.scan());
    Scanner scanner = new Scanner();
    ScanResult found = scanner.scan(scan);
    FileFixer.Run run = new FileFixer(scanner).fix(scan, found, selection, true);
    for (SkippedFile refused : run.refused()) {
      log.warn(Printable.escape(refused.path()) + ": not fixed: " + Printable.escape(refused.reason()));
    }
    for (FixPlan plan : run.plans()) {
      for (FixPlan.Applied a : plan.applied()) {
        log.info(FixSummary.applied(a));
      }
      for (FixPlan.Skipped s : plan.skipped()) {
        if (FixSummary.toList(s)) {
          log.warn(FixSummary.skipped(s));
        }
      }
    }
    ScanResult remaining = new ModuleScan(request, log).run();
    log.info("urilint: " + FixSummary.done(run, remaining, UNSAFE_OPTION));
    return remaining;
  }

  /**
   * What {@code check} adds when some of {@code result}'s findings can be fixed: how many, safe and
   * unsafe, and the command. The count is the fix engine's own, from a run that writes nothing,
   * so a fix the engine would skip (a password in a file without placeholders) is not promised.
   */
  static Optional<String> hint(PluginRequest request, ScanResult result) {
    return FixSummary.available(
        ModuleScan.existingPathsOnly(request.scan()), result, SAFE_COMMAND, SAFE_COMMAND + " " + UNSAFE_OPTION);
  }

}
