package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.rules.RuleCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RuleHelpTest {

  // The scanner module's build copies ../docs/rules/*.md into the jar.
  private static final Path DOCS = Path.of("../docs/rules");

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void shipsTheRulePageWhenTheRepositoryHasOne(RuleId rule) throws Exception {
    Path page = DOCS.resolve(rule.id() + ".md");
    if (Files.isRegularFile(page)) {
      assertThat(RuleHelp.page(rule)).contains(Files.readString(page));
      assertThat(RuleHelp.markdown(rule)).isEqualTo(Files.readString(page));
    } else {
      assertThat(RuleHelp.page(rule)).isEmpty();
      assertThat(RuleHelp.markdown(rule)).contains(rule.docUrl());
    }
    assertThat(RuleHelp.text(rule)).isNotBlank().doesNotStartWith("#");
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void describesTheRuleFromTheCatalog(RuleId rule) {
    assertThat(RuleHelp.summary(rule)).isEqualTo(rule.summary());
    assertThat(RuleHelp.fullDescription(rule)).contains(rule.rfcSection());
  }
}
