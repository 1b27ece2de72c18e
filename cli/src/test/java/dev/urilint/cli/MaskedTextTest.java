package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import org.junit.jupiter.api.Test;

class MaskedTextTest {

  private final MaskedText text = MaskedText.between("https://bob:hunter2@host/a b", "https://bob:****@host/a b");

  @Test
  void indexesBeforeTheMaskStay() {
    assertThat(text.index(8)).isEqualTo(8);
  }

  @Test
  void indexesAfterTheMaskMoveByTheChangeInLength() {
    assertThat(text.index(26)).isEqualTo(23);
    assertThat(text.shown().charAt(23)).isEqualTo(' ');
  }

  @Test
  void anIndexInsideTheSecretLandsOnTheMask() {
    assertThat(text.index(14)).isEqualTo(12);
  }

  @Test
  void aSpanOverTheSecretCoversTheWholeMask() {
    assertThat(text.span(new Span(12, 19))).isEqualTo(new Span(12, 16));
  }

  @Test
  void aSpanAfterTheSecretMovesWithIt() {
    assertThat(text.span(new Span(20, 24))).isEqualTo(new Span(17, 21));
  }

  @Test
  void anUnchangedTextMapsEveryIndexToItself() {
    MaskedText same = MaskedText.between("http://a/", "http://a/");
    assertThat(same.index(0)).isZero();
    assertThat(same.index(9)).isEqualTo(9);
    assertThat(same.span(new Span(2, 5))).isEqualTo(new Span(2, 5));
  }

  @Test
  void caretsSitUnderTheSpanAndAreNeverEmpty() {
    assertThat(MaskedText.carets(new Span(3, 6))).isEqualTo("   ^^^");
    assertThat(MaskedText.carets(new Span(2, 2))).isEqualTo("  ^");
  }
}
