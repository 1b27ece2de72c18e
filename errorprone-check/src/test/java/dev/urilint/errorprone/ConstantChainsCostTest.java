package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugPattern;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.bugpatterns.BugChecker.BinaryTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.LiteralTreeMatcher;
import com.google.errorprone.matchers.Description;
import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.LiteralTree;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.IntFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Java constant chains cost the check linear time: {@code A1 = A0 + "x"; A2 = A1 + "x"; ...} folds
 * each constant from the one before, so javac's values add up to the square of the chain's length,
 * and the check linted each of them as javac folded it. The chars the check lints of folded
 * constants are now bounded per file ({@code FoldedChars}, the budget the scanner applies too);
 * past it a constant reads as a placeholder. It took 110 s at 10,000 constants, 1 s at 1,000 (x109); now 14 s (x13, most of it reporting the
 * password of each of the 2,600 constants within the budget), on a loaded machine.
 *
 * <p>A complexity check, not a timing target: the compilation's thread CPU time with the check at
 * 10,000 constants over its time at 1,000, against the same ratio of the same compilations with a
 * check that does nothing, measured in the same run (javac's own parse, attribution and folding,
 * which the check cannot avoid). Linear gives about 1, quadratic about 10; the bound is 4. Each
 * size is timed by its best of two compilations.
 */
class ConstantChainsCostTest {

  private static final int SMALL = 1_000;
  private static final int LARGE = 10_000;
  private static final double BOUND = 4;

  // javac stops after flow analysis, where Error Prone has run: writing the class files of 10,000
  // constants (their values add up to 50 million chars) cost minutes and measured nothing of ours.
  private static final java.util.List<String> SKIP_CLASS_FILES = java.util.List.of("-XDshould-stop.ifNoError=FLOW");

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Java files of {@code n} constants, each folding the one before, each holding a password. */
  enum Chain {
    // A0 = "http://u:Hunter2x@h/"; A1 = A0 + "x"; ...: every constant a URI with a password, so
    // each is linted, reported and traced to its literals (a chain without a finding costs the
    // check little either way: a plain URL runs no rule).
    FIELDS(n -> chain(n, "static final String")),
    // Final locals of one method.
    LOCALS(n -> chain(n, "final String").replace("class C {", "class C { void m() {") + "}");

    final IntFunction<String> text;

    Chain(IntFunction<String> text) {
      this.text = text;
    }
  }

  /** The reference: a check that matches every literal and concatenation and does nothing. */
  @BugPattern(summary = "does nothing", severity = BugPattern.SeverityLevel.WARNING)
  public static final class Nothing extends BugChecker implements LiteralTreeMatcher, BinaryTreeMatcher {
    private static final long serialVersionUID = 1L;

    @Override
    public Description matchLiteral(LiteralTree tree, VisitorState state) {
      return Description.NO_MATCH;
    }

    @Override
    public Description matchBinary(BinaryTree tree, VisitorState state) {
      return Description.NO_MATCH;
    }
  }

  @ParameterizedTest
  @EnumSource(Chain.class)
  void tenThousandConstantsCostTheCheckAboutTenTimesAsMuchAsAThousand(Chain chain) {
    String small = chain.text.apply(SMALL);
    String large = chain.text.apply(LARGE);

    long checkLarge = bestOfTwo(UriCredentials.class, large);
    long checkSmall = bestOfTwo(UriCredentials.class, small);
    long javacLarge = bestOfTwo(Nothing.class, large);
    long javacSmall = bestOfTwo(Nothing.class, small);

    double ratio = checkLarge / (double) Math.max(checkSmall, 1);
    double linear = Math.max(javacLarge / (double) Math.max(javacSmall, 1), (double) LARGE / SMALL);
    assertThat(ratio / linear)
        .as("%s: 10,000 constants took %d ms, 1,000 %d ms (x%.1f); javac alone %d ms, %d ms (x%.1f)",
            chain, checkLarge / 1_000_000, checkSmall / 1_000_000, ratio,
            javacLarge / 1_000_000, javacSmall / 1_000_000, linear)
        .isLessThan(BOUND);
  }

  private static long bestOfTwo(Class<? extends BugChecker> check, String text) {
    return Math.min(cpuTime(check, text), cpuTime(check, text));
  }

  // javac runs in this thread (Diagnostics compiles in process); the diagnostics, one per constant
  // within the budget, are not what is measured.
  private static long cpuTime(Class<? extends BugChecker> check, String text) {
    long start = THREADS.getCurrentThreadCpuTime();
    Diagnostics.of(check, SKIP_CLASS_FILES, text);
    return THREADS.getCurrentThreadCpuTime() - start;
  }

  private static String chain(int n, String modifiers) {
    StringBuilder b = new StringBuilder("class C {\n");
    for (int i = 0; i < n; i++) {
      b.append("  ").append(modifiers).append(" A").append(i).append(" = ")
          .append(i == 0 ? "\"http://u:Hunter2x@h/\"" : "A" + (i - 1) + " + \"x\"").append(";\n");
    }
    return b.append("}\n").toString();
  }
}
