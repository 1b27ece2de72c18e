package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MatchTest {

  @Test
  void aFailureKeepsItsIndexAndRule() {
    for (GrammarRule rule : GrammarRule.values()) {
      for (int index : new int[] {0, 1, 10, 1 << 20, Integer.MAX_VALUE}) {
        long failure = Match.fail(index, rule);
        assertThat(Match.failed(failure)).isTrue();
        assertThat(Match.index(failure)).isEqualTo(index);
        assertThat(Match.rule(failure)).isEqualTo(rule);
      }
    }
  }

  @Test
  void aPositionIsNotAFailure() {
    assertThat(Match.failed(0)).isFalse();
    assertThat(Match.failed(Integer.MAX_VALUE)).isFalse();
  }
}
