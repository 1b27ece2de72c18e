package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SpanTest {

  @Test
  void aSpanIsAHalfOpenRange() {
    Span host = new Span(7, 18);
    assertThat(host.length()).isEqualTo(11);
    assertThat(host.of("http://example.com/")).isEqualTo("example.com");
    assertThat(host.contains(7)).isTrue();
    assertThat(host.contains(17)).isTrue();
    assertThat(host.contains(18)).isFalse();
    assertThat(new Span(3, 3).length()).isZero();
  }

  @Test
  void aSpanCannotRunBackwardsOrStartBeforeZero() {
    assertThatThrownBy(() -> new Span(2, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Span(-1, 1)).isInstanceOf(IllegalArgumentException.class);
  }
}
