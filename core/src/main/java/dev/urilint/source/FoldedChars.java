package dev.urilint.source;

/**
 * How many chars of folded constants a Java front end reads in one source file: 8 per char of the
 * file, plus a million. Each constant's value is its own string, so a chain of constants each built
 * from the one before ({@code A1 = A0 + "x"; A2 = A1 + "x"; ...}) folds the square of its length:
 * 20,000 constants in 0.9 MB fold 200 million chars. Past the budget both front ends read a
 * constant as an operand that is none, a placeholder ({@code ${A1}x}), so the work stays linear in
 * the file; real files fold far less (a class of constants built from one base folds about twice
 * its length). The scanner's Java extraction and the Error Prone check take from the same budget.
 *
 * <pre>{@code
 * FoldedChars budget = new FoldedChars(source.length());
 * budget.take(value.length());   // true while the file's folded chars stay within the budget
 * }</pre>
 *
 * <p>Not thread-safe: one per file being read.
 */
public final class FoldedChars {

  private static final int PER_SOURCE_CHAR = 8;
  private static final int BASE = 1 << 20;

  private final long budget;
  private long folded;

  /** A budget for a source file of {@code sourceLength} chars. */
  public FoldedChars(long sourceLength) {
    this.budget = BASE + PER_SOURCE_CHAR * Math.max(0, sourceLength);
  }

  /**
   * Takes {@code chars} folded chars from the budget: false, and nothing taken, when that would go
   * past it.
   */
  public boolean take(long chars) {
    if (folded + chars > budget) {
      return false;
    }
    folded += chars;
    return true;
  }
}
