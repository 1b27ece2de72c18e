package dev.urilint.scanner.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BaselineEntryTest {

  @Test
  void matchKeyJoinsFingerprintAndSecretHash() {
    assertThat(new BaselineEntry(RuleId.MALFORMED_URI, "p", "f", Optional.empty(), "u", 1).matchKey()).isEqualTo("f");
    assertThat(new BaselineEntry(RuleId.MALFORMED_URI, "p", "f", Optional.of("s"), "u", 1).matchKey()).isEqualTo("f/s");
  }

  @Test
  void needsAPositiveCount() {
    assertThatThrownBy(() -> new BaselineEntry(RuleId.MALFORMED_URI, "p", "f", Optional.empty(), "u", 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
