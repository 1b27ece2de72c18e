package dev.urilint.scanner.extract.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Golden;
import dev.urilint.scanner.extract.SourceFile;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class EnvExtractorTest {

  private final EnvExtractor extractor = new EnvExtractor();

  static Stream<Path> cases() {
    return Golden.cases("env");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @ParameterizedTest
  @CsvSource({".env, true", "prod.env, true", ".env.local, true", "env.txt, false", "a.environment, false"})
  void acceptsDotenvNames(String name, boolean accepted) {
    assertThat(extractor.accepts(new SourceFile(Path.of(name), name, ""))).isEqualTo(accepted);
  }

  @Test
  void mapsAnEscapeInDoubleQuotesToItsBackslash() throws Exception {
    ExtractedValue v = extract("K=\"a\\nb\"").get(0);
    assertThat(v.value()).isEqualTo("a\nb");
    assertThat(v.sourceOffsets()).containsExactly(3, 4, 6, 7);
  }

  @Test
  void keepsAHashWithoutLeadingSpaceInAnUnquotedValue() throws Exception {
    assertThat(extract("U=http://h/#frag  # note").get(0).value()).isEqualTo("http://h/#frag");
  }

  @Test
  void rejectsALineWithoutEqualsNamingTheLine() {
    assertThatThrownBy(() -> extract("A=1\nnot a pair secret"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("line 2 is not KEY=value, a comment or blank");
  }

  @Test
  void rejectsAnUnterminatedQuote() {
    assertThatThrownBy(() -> extract("A=1\nB=\"open"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("line 2: quoted value has no closing \"");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of(".env"), ".env", text));
  }
}
