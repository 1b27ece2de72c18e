package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.source.FoldedChars;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The multi-argument {@code new URI(scheme, userInfo, host, ...)} reading ({@link ComposedUri})
 * draws on the compilation unit's budget of folded chars ({@link FoldedChars}) as constants at a
 * sink do: over a chain of constants ({@code A1 = A0 + "x"; ...}) each constructor composed
 * javac's whole folded value, so the chars the check read added up to the square of the chain's
 * length, with no bound. A count, not a timing: a constructor is read whole only while its
 * argument's folded chars fit in the budget, past it the argument reads as a placeholder ({@code
 * ${A3999}}), which holds no password.
 */
final class ComposedUriBudgetTest {

  private static final int CONSTANTS = 4_000;

  // javac stops after flow analysis, where Error Prone has run (the class files are not needed).
  private static final List<String> SKIP_CLASS_FILES = List.of("-XDshould-stop.ifNoError=FLOW");

  @Test
  void composedUrisOverAConstantChainReadOnlyWhatTheFilesBudgetAllows() {
    String first = "u:Hunter2x";
    StringBuilder source = new StringBuilder("import java.net.URI;\nclass C {\n");
    for (int i = 0; i < CONSTANTS; i++) {
      source.append("  static final String A").append(i).append(" = ")
          .append(i == 0 ? "\"" + first + "\"" : "A" + (i - 1) + " + \"x\"").append(";\n");
    }
    source.append("  void m() throws Exception {\n");
    for (int i = 0; i < CONSTANTS; i++) {
      source.append("    new URI(\"https\", A").append(i).append(", \"db.example.com\", -1, \"/\", null, null);\n");
    }
    String text = source.append("  }\n}\n").toString();

    // How many of the constructors, in source order, the budget lets the check read whole: A_i
    // folds to first.length() + i chars.
    FoldedChars budget = new FoldedChars(text.length());
    int whole = 0;
    while (whole < CONSTANTS && budget.take(first.length() + whole)) {
      whole++;
    }
    assertThat(whole).as("the chain must go past the budget").isLessThan(CONSTANTS);

    List<String> diagnostics = Diagnostics.of(UriCredentials.class, SKIP_CLASS_FILES, text);
    assertThat(diagnostics).as("a password in each constructor read whole").isNotEmpty();
    assertThat(diagnostics.size()).isLessThanOrEqualTo(whole);
  }
}
