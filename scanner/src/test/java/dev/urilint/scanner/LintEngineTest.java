package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.rules.Context;
import dev.urilint.rules.Linter;
import dev.urilint.rules.Masking;
import dev.urilint.rules.RuleId;
import dev.urilint.rules.SeverityPolicy;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class LintEngineTest {

  @Test
  void theDefaultEngineIsCoresLinterAndMasking() {
    SeverityPolicy policy = SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED);
    LintEngine engine = LintEngine.of(policy);
    String uri = "HTTP://bob:hunter2@Example.org:80/a b";

    assertThat(engine.lint(uri, Context.locator(), EnumSet.allOf(RuleId.class)))
        .isEqualTo(new Linter(policy).lint(uri, Context.locator()));
    assertThat(engine.mask(uri)).isEqualTo(Masking.mask(uri)).doesNotContain("hunter2");
  }
}
