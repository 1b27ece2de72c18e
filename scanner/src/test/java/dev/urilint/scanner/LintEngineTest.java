package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.secrets.Masking;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class LintEngineTest {

  @Test
  void theDefaultEngineIsCoresLinterAndMasking() {
    SeverityPolicy policy = SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED);
    LintEngine engine = LintEngine.of(policy);
    String uri = "HTTP://bob:hunter2@Example.org:80/a b";

    assertThat(engine.lint(uri, Context.locator(), EnumSet.allOf(RuleId.class)).findings())
        .isEqualTo(new Linter(policy).lint(uri, Context.locator()));
    assertThat(engine.mask(uri)).isEqualTo(Masking.mask(uri)).doesNotContain("hunter2");
  }
}
