package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import org.junit.jupiter.api.Test;

class SchemeProblemTest {

  @Test
  void aProblemWithoutRepairHasNoReplacement() {
    assertThat(SchemeProblem.at(new Span(1, 2), "m").replacement()).isEmpty();
  }

  @Test
  void aFixableProblemCarriesItsReplacementEvenWhenEmpty() {
    assertThat(SchemeProblem.fixable(new Span(7, 9), "m", "").replacement()).contains("");
  }
}
