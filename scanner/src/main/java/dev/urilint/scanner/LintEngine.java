package dev.urilint.scanner;

import dev.urilint.lint.Context;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.secrets.Masking;
import java.util.Set;

/**
 * The rule catalog as the scanner sees it: lint one value, mask one text. The default is {@link
 * #of(SeverityPolicy)}, backed by core's {@link Linter} and {@link Masking}; the seam lets tests
 * and benchmarks pin the orchestration (walking, positions, suppressions, baseline) apart from
 * the rules' messages.
 *
 * <pre>{@code
 * LintEngine engine = LintEngine.of(SeverityPolicy.defaults());
 * engine.lint("http://a b", Context.locator(), EnumSet.allOf(RuleId.class));
 * }</pre>
 */
public interface LintEngine {

  /**
   * The findings of the enabled rules among {@code rules}, severities after the policy, at most
   * {@link dev.urilint.lint.BoundedFindings#LIMIT} with the count of the rest.
   */
  LintResult lint(String value, Context context, Set<RuleId> rules);

  /** {@code text} (running text: a message, a line) with every secret replaced by {@code ****}. */
  String mask(String text);

  /**
   * {@code value}, one string read as one URI, with every secret replaced by {@code ****}
   * ({@link Masking#maskValue}: quotes and spaces do not end its password).
   */
  default String maskValue(String value) {
    return mask(value);
  }

  /** The real rule catalog with {@code policy}. */
  static LintEngine of(SeverityPolicy policy) {
    Linter linter = new Linter(policy);
    return new LintEngine() {
      @Override
      public LintResult lint(String value, Context context, Set<RuleId> rules) {
        return linter.check(value, context, rules);
      }

      @Override
      public String mask(String text) {
        return Masking.mask(text);
      }

      @Override
      public String maskValue(String value) {
        return Masking.maskValue(value);
      }
    };
  }
}
