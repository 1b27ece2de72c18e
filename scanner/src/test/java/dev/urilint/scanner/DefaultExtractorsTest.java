package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.Extractors;
import org.junit.jupiter.api.Test;

class DefaultExtractorsTest {

  @Test
  void areTheStandardRegistryInItsOrder() {
    assertThat(DefaultExtractors.all())
        .extracting(e -> e.getClass().getName())
        .containsExactlyElementsOf(Extractors.standard().all().stream().map(e -> e.getClass().getName()).toList());
  }
}
