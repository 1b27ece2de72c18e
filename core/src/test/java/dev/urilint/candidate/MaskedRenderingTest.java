package dev.urilint.candidate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.uri.Span;
import org.junit.jupiter.api.Test;

class MaskedRenderingTest {

  @Test
  void quotesOtherTextMaskedAndShortened() {
    assertThat(MaskedRendering.quote("https://app:hunter2@db.example.net/")).isEqualTo("https://app:****@db.example.net/");
    assertThat(MaskedRendering.quote("https://h/" + "a".repeat(500))).hasSize(MaskedRendering.SHOWN_LIMIT);
  }

  @Test
  void aCandidatesRenderingKnowsWhereItsSecretsAre() {
    Candidate c = Candidate.of("https://app:hunter2@db.example.net/", Context.locator());
    assertThat(c.maskedSpans()).containsExactly(new Span(12, 19));
    assertThat(c.touchesSecret(new Span(10, 13))).isTrue();
    assertThat(c.touchesSecret(new Span(20, 30))).isFalse();
    assertThat(c.secretChars().test('h')).isTrue();
    assertThat(c.secretChars().test('x')).isFalse();
  }

  @Test
  void aCandidateWithoutSecretsIsItsOwnRendering() {
    Candidate c = Candidate.of("https://db.example.net/", Context.locator());
    assertThat(c.masked()).isSameAs(c.input());
    assertThat(c.touchesSecret(new Span(0, 5))).isFalse();
    assertThat(c.maskedSpans()).isEmpty();
  }
}
