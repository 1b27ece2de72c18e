package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ToolVersionTest {

  @Test
  void isTheFilteredProjectVersion() {
    assertThat(ToolVersion.get()).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?").doesNotContain("${");
  }
}
