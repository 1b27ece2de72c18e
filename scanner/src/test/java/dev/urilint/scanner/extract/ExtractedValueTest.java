package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExtractedValueTest {

  @Test
  void needsOneOffsetPerCharacterAndOneForTheEnd() {
    assertThatThrownBy(() -> new ExtractedValue("ab", Optional.empty(), Optional.empty(), new int[2], Set.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("need 3 offsets, got 2");
  }

  @Test
  void aVerbatimValueSitsCharacterByCharacterFromItsStart() {
    ExtractedValue v = ExtractedValue.verbatim("abc", Optional.of("k"), 10);

    assertThat(v.sourceOffset(0)).isEqualTo(10);
    assertThat(v.sourceOffset(3)).isEqualTo(13);
  }

  @Test
  void aSliceKeepsItsCharactersPlacesKeyUsageAndSuppressions() {
    // "a\"b" written with an escape: the value's 'b' sits one character further in the file.
    ExtractedValue v =
        new ExtractedValue("x,a\"b", Optional.of("k"), Optional.of(Usage.LOCATOR), new int[] {0, 1, 2, 4, 5, 6},
            Set.of(RuleId.NON_NORMALIZED));

    ExtractedValue slice = v.slice(2, 5);

    assertThat(slice.value()).isEqualTo("a\"b");
    assertThat(slice.sourceOffsets()).containsExactly(2, 4, 5, 6);
    assertThat(slice.key()).hasValue("k");
    assertThat(slice.usage()).hasValue(Usage.LOCATOR);
    assertThat(slice.suppressed()).containsExactly(RuleId.NON_NORMALIZED);
  }
}
