package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RulesCommandTest {

  @Test
  void printsTheCatalogAsInTheGoldenFile() throws IOException {
    CliRun.Outcome o = CliRun.run("rules");

    assertThat(o.exitCode()).isZero();
    assertThat(o.out()).isEqualTo(golden("rules.txt"));
  }

  @Test
  void listsEveryRuleWithItsSeverityCheckNameAndPage() {
    String out = CliRun.run("rules").out();

    for (RuleId id : RuleId.values()) {
      assertThat(out.lines().filter(l -> l.startsWith(id.id() + " ")))
          .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
          .contains(" " + id.defaultSeverity().id() + " ", " " + id.checkName() + " ")
          .endsWith(id.docUrl());
    }
  }

  @Test
  void coloursSeveritiesOnlyOnATerminalWithoutNoColor() {
    String coloured = CliRun.plain().onTerminal(Map.of()).execute("rules").out();
    String noColor = CliRun.plain().onTerminal(Map.of("NO_COLOR", "1")).execute("rules").out();

    assertThat(coloured).contains("\u001B[");
    assertThat(noColor).doesNotContain("\u001B[").isEqualTo(CliRun.run("rules").out());
  }

  static String golden(String name) throws IOException {
    try (InputStream in = RulesCommandTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
