package dev.urilint.scanner.extract.yaml;

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
import org.junit.jupiter.params.provider.MethodSource;

class YamlExtractorTest {

  private final YamlExtractor extractor = new YamlExtractor();

  static Stream<Path> cases() {
    return Golden.cases("yaml");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @Test
  void mapsAFoldedLineBreakToTheBreak() throws Exception {
    ExtractedValue v = extract("k: a\n  b").get(0);
    assertThat(v.value()).isEqualTo("a b");
    assertThat(v.sourceOffsets()).containsExactly(3, 4, 7, 8);
  }

  @Test
  void mapsABlockScalarPastItsIndicator() throws Exception {
    ExtractedValue v = extract("k: |\n  ab\n").get(0);
    assertThat(v.value()).isEqualTo("ab\n");
    assertThat(v.sourceOffsets()).containsExactly(7, 8, 9, 10);
  }

  @Test
  void restoresATemplateActionThatSpansAFoldedLineBreak() throws Exception {
    // Found by ExtractorFuzzTest#yaml: the char before the fold kept its filler 'x'.
    ExtractedValue v = extract("k: \"{{ a }x/\n  b }}\"").get(0);
    // The indentation after the break is YAML's (kept, so a block scalar goes on), and YAML
    // folds the break and it into one space; no filler is left in the value.
    assertThat(v.value()).isEqualTo("{{ a }x/ b }}");
  }

  @Test
  void keysListItemsByIndex() throws Exception {
    assertThat(extract("a:\n  - x\n  - b: y").stream().map(v -> v.key().orElseThrow()))
        .containsExactly("a[0]", "a[1].b");
  }

  @Test
  void rejectsAnAliasBomb() {
    assertThatThrownBy(() -> extractor.extract(Golden.read(Golden.ROOT.resolve("hostile/billion-laughs.yaml"))))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("YAML aliases would expand to more than 100000 nodes at line ");
  }

  @Test
  void rejectsDeepNestingWithoutStackOverflow() {
    assertThatThrownBy(() -> extract("a: " + "[".repeat(50_000)))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("YAML nested deeper than 256 levels at line 1");
  }

  @Test
  void rejectsInvalidYamlNamingTheLineButNotTheValue() {
    assertThatThrownBy(() -> extract("a: 1\nb: [hunter2secret\nc: {"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid YAML at line ")
        .hasMessageNotContaining("hunter2");
  }

  /**
   * A GitHub Actions expression spanning lines in a block scalar (strimzi-kafka-operator
   * .github/workflows/release.yml): the blanking overwrote the next line's indentation and the
   * file failed with "could not find expected ':'".
   */
  @Test
  void anExpressionSpanningLinesKeepsTheIndentationYamlReads() throws Exception {
    List<ExtractedValue> values = extract("a: |-\n  ${{ x &&\n    y }}\nb: http://h.example/\n");

    assertThat(values).extracting(ExtractedValue::value).containsExactly("${{ x &&\n  y }}", "http://h.example/");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.yml"), "a.yml", text));
  }
}
