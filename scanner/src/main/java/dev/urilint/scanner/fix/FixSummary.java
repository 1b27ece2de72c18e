package dev.urilint.scanner.fix;

import dev.urilint.scanner.ScanResult;

/**
 * The one line a front end prints after fixing, in the same words everywhere: how many findings
 * were fixed in how many files, how many remain, and how many of those an unsafe fix would take.
 *
 * <pre>{@code
 * FixSummary.done(run, remaining, "--unsafe-fixes");
 * // "fixed 3 findings in 2 files; 1 finding remains (1 fixable with --unsafe-fixes)"
 * FixSummary.would(run);   // "3 fixes would be applied in 2 files; nothing was changed"
 * }</pre>
 */
public final class FixSummary {

  private FixSummary() {}

  /**
   * After a run that wrote its fixes.
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

  static String count(long n, String noun) {
    String plural = noun.endsWith("x") ? noun + "es" : noun + "s";
    return n + " " + (n == 1 ? noun : plural);
  }
}
