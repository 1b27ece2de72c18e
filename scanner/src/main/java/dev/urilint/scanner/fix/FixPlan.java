package dev.urilint.scanner.fix;

import dev.urilint.scanner.ReportedFinding;
import java.util.List;

/**
 * What fixing one text gives, before anything is written: the fixed text, each fix applied with
 * its edit, each fix left out with why, and the findings of the fixed text (the fix engine read it
 * again). A language server turns {@link #applied()} into code actions; {@link FileFixer} writes
 * {@link #fixed()} to the file.
 *
 * <pre>{@code
 * FixPlan plan = planner.plan(file, "app.yml", text, FixPlanner.Selection.SAFE);
 * plan.changed();                  // whether fixed() differs from original()
 * plan.applied().get(0).edit();    // SourceEdit[14, 19)
 * }</pre>
 *
 * @param path the path reports show
 * @param original the text before
 * @param fixed the text after every applied fix
 * @param applied the fixes applied, in file order
 * @param skipped the fixes left out
 * @param remaining the findings of {@code fixed} (of {@code original} when nothing was applied)
 * @param edits the changes that turn {@code original} into {@code fixed}, in file order, none
 *     overlapping: what an editor applies at once. One per applied fix, unless a fix made
 *     possible by another one (a later pass of the engine) joined that one's edit
 */
public record FixPlan(
    String path,
    String original,
    String fixed,
    List<Applied> applied,
    List<Skipped> skipped,
    List<ReportedFinding> remaining,
    List<SourceEdit> edits) {

  public FixPlan {
    applied = List.copyOf(applied);
    skipped = List.copyOf(skipped);
    remaining = List.copyOf(remaining);
    edits = List.copyOf(edits);
  }

  /** A plan of one pass: each applied fix is its own edit. */
  public FixPlan(String path, String original, String fixed, List<Applied> applied, List<Skipped> skipped,
      List<ReportedFinding> remaining) {
    this(path, original, fixed, applied, skipped, remaining, applied.stream().map(Applied::edit).toList());
  }

  /** Whether the fixed text differs from the original. */
  public boolean changed() {
    return !applied.isEmpty();
  }

  /**
   * One fix applied.
   *
   * @param finding the finding it resolves
   * @param edit the change to the original text that makes it; a fix another one made possible
   *     shares that one's edit ({@link FixPlan#edits()})
   * @param description what it does (masked); for a password moved out, where it must now come from
   */
  public record Applied(ReportedFinding finding, SourceEdit edit, String description) {}

  /**
   * One fix not applied.
   *
   * @param finding the finding it would resolve
   * @param reason why not
   */
  public record Skipped(ReportedFinding finding, Reason reason) {}

  /** Why a fix was not applied; docs/fixing.md counts them per rule. */
  public enum Reason {
    /** Unsafe, and unsafe fixes were not asked for ({@code --unsafe-fixes}). */
    UNSAFE("unsafe: applied with --unsafe-fixes"),
    /** A password to move out, in a file with no way to refer to an environment variable. */
    NO_PLACEHOLDER_SYNTAX("the file has no placeholder syntax to move the password to"),
    /** The fix spans two strings (a concatenation, a continuation line) or a Java constant. */
    CROSSES_STRING("the fix spans more than one string or line of the file"),
    /** The replacement has a character the format's quoting there cannot be trusted to write. */
    UNSPELLABLE("the replacement cannot be written in this format's syntax there"),
    /** Another fix of the same value changes the same characters; it was applied first. */
    OVERLAPS("overlaps another fix applied in the same pass"),
    /** Re-reading the fixed text did not give the same values with only this one changed, or its finding stayed. */
    NOT_VERIFIED("re-reading the fixed file did not give the expected value");

    private final String text;

    Reason(String text) {
      this.text = text;
    }

    /** One phrase for the user. */
    public String text() {
      return text;
    }
  }
}
