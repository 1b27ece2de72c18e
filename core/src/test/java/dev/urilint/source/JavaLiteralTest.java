package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class JavaLiteralTest {

  // The literal sits after a prefix so offsets are not accidentally 0-based from the literal.
  private static final String PREFIX = "URI.create(";

  static Stream<Arguments> cases() throws IOException {
    try (InputStream in = JavaLiteralTest.class.getResourceAsStream("java-literals.tsv")) {
      List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
      return lines.stream()
          .filter(l -> !l.startsWith("#") && !l.isBlank())
          .map(l -> l.split("\t", -1))
          .map(c -> Arguments.of(raw(c[0]), Integer.parseInt(c[1]), raw(c[2]), value(c[3])));
    }
  }

  private static String raw(String s) {
    return s.replace("⏎", "\n").replace("␍", "\r");
  }

  private static String value(String s) {
    return s.replace("⏎", "\n").replace("␉", "\t");
  }

  @ParameterizedTest(name = "[{index}] value[{1}] of {0} was written as {2}")
  @MethodSource("cases")
  void mapsEachValueCharacterToTheSourceThatWroteIt(String literal, int index, String writtenAs, String value) {
    String source = PREFIX + literal + ");";
    JavaLiteral map = JavaLiteral.of(source, PREFIX.length(), PREFIX.length() + literal.length()).orElseThrow();

    assertThat(map.value()).isEqualTo(value);
    assertThat(source.substring(map.start(index), map.end(index))).isEqualTo(writtenAs);
  }

  @Test
  void anIndexPastTheEndMapsToTheClosingQuote() {
    String source = PREFIX + "\"a\\tb\");";
    JavaLiteral map = JavaLiteral.of(source, PREFIX.length(), source.length() - 2).orElseThrow();

    assertThat(map.start(3)).isEqualTo(map.contentEnd()).isEqualTo(source.length() - 3);
    assertThat(map.isTextBlock()).isFalse();
  }

  @Test
  void recognisesTextBlocks() {
    String literal = "\"\"\"\n  a\n  \"\"\"";
    assertThat(JavaLiteral.of(literal, 0, literal.length()).orElseThrow().isTextBlock()).isTrue();
  }

  @Test
  void refusesWhatIsNotAStringLiteral() {
    assertThat(JavaLiteral.of("'a'", 0, 3)).isEmpty();
    assertThat(JavaLiteral.of("x + y", 0, 5)).isEmpty();
    assertThat(JavaLiteral.of("\"bad\\q\"", 0, 7)).isEmpty();
    assertThat(JavaLiteral.of("\"\"\"a\"\"\"", 0, 7)).isEmpty();
  }
}
