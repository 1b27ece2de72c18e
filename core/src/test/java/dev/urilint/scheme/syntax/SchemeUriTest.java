package dev.urilint.scheme.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import org.junit.jupiter.api.Test;

class SchemeUriTest {

  private final SchemeUri uri = SchemeUris.of("ftp://h/${FILE};type=a");

  @Test
  void showsTheTextAsWrittenNotTheParsedFiller() {
    assertThat(uri.path()).isEqualTo("/${FILE};type=a");
    assertThat(uri.text(new Span(8, 15))).isEqualTo("${FILE}");
    assertThat(uri.pathStart()).isEqualTo(7);
  }

  @Test
  void knowsWhichSpansAPlaceholderTouches() {
    assertThat(uri.isTemplated(new Span(7, 9))).isTrue();
    assertThat(uri.isTemplated(new Span(10, 10))).isTrue();
    assertThat(uri.isTemplated(new Span(15, 22))).isFalse();
    assertThat(uri.isTemplated(new Span(15, 15))).isFalse();
    assertThat(uri.isTemplated(new Span(6, 8))).as("ends where the placeholder starts").isFalse();
    assertThat(uri.isTemplated(new Span(8, 8))).as("empty, at the placeholder's first character").isTrue();
  }
}
