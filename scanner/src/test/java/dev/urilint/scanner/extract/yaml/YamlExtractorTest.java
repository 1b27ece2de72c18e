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
import org.junit.jupiter.params.provider.Arguments;
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

  /**
   * YAML 1.2's {@code \L} and {@code \P} escapes (U+2028, U+2029), which SnakeYAML Engine rejects
   * as an "unknown escape character": the file was skipped. They are read in a double-quoted
   * scalar, each at its backslash; everywhere else a backslash and a letter stay text. Columns:
   * the YAML, the value, the offset of each value char.
   */
  static Stream<Arguments> lineSeparatorEscapes() {
    return Stream.of(
        Arguments.of("k: \"a\\Lb\"\n", "a\u2028b", new int[] {4, 5, 7, 8}),
        Arguments.of("k: \"a\\Pb\"\n", "a\u2029b", new int[] {4, 5, 7, 8}),
        Arguments.of("k: \"\\L\\P\\N\"\n", "\u2028\u2029\u0085", new int[] {4, 6, 8, 10}),
        // an escaped backslash, then a letter
        Arguments.of("k: \"\\\\L\"\n", "\\L", new int[] {4, 6, 7}),
        Arguments.of("k: \"\\\\\\L\"\n", "\\\u2028", new int[] {4, 6, 8}),
        // plain, single-quoted and block scalars have no escapes
        Arguments.of("k: C:\\Logs\\Proxy\n", "C:\\Logs\\Proxy", new int[] {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}),
        Arguments.of("k: 'a\\Lb'\n", "a\\Lb", new int[] {4, 5, 6, 7, 8}),
        Arguments.of("k: |\n  a\\P\n", "a\\P\n", new int[] {7, 8, 9, 10, 11}),
        // a folded line break next to one
        Arguments.of("k: \"https://h.example/\\L\n  x\"\n", "https://h.example/\u2028 x",
            new int[] {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 27, 28}));
  }

  @ParameterizedTest
  @MethodSource("lineSeparatorEscapes")
  void readsTheLineAndParagraphSeparatorEscapesWhereTheyStand(String yaml, String value, int[] offsets)
      throws Exception {
    List<ExtractedValue> values = extract(yaml + "next: https://h.example/\n");

    assertThat(values).extracting(ExtractedValue::value).containsExactly(value, "https://h.example/");
    assertThat(values.get(0).sourceOffsets()).containsExactly(offsets);
  }

  @Test
  void aKeyWithALineSeparatorEscapeIsReadAsWritten() throws Exception {
    assertThat(extract("\"a\\Lb\": {c\\P: \"x\\P\"}\n"))
        .singleElement()
        .satisfies(v -> assertThat(v.key()).contains("a\u2028b.c\\P"))
        .satisfies(v -> assertThat(v.value()).isEqualTo("x\u2029"));
  }

  /**
   * A literal block whose key says it holds YAML ({@code NestedDocuments}) is read again as a
   * document: its values keyed under the block's key, each char at its place in the file. Columns:
   * the YAML, then each value's key and value.
   */
  static Stream<Arguments> nestedDocuments() {
    return Stream.of(
        // a ConfigMap's file, a Secret's stringData, Helm's Artifact Hub links
        Arguments.of("data:\n  config.yaml: |\n    a:\n      url: https://h.example/\n",
            List.of("data.config.yaml.a.url=https://h.example/")),
        Arguments.of("stringData:\n  alertmanager.yml: |-\n    global:\n      smtp_from: a@h.example\n",
            List.of("stringData.alertmanager.yml.global.smtp_from=a@h.example")),
        Arguments.of("annotations:\n  \"artifacthub.io/links\": |\n    - name: Source\n      url: https://h.example/\n",
            List.of("annotations.artifacthub.io/links[0].name=Source",
                "annotations.artifacthub.io/links[0].url=https://h.example/")),
        // a document in a block in a block: read down to NestedDocuments.MAX_NESTING
        Arguments.of("a.yaml: |\n  b.yaml: |\n    c: https://h.example/\n",
            List.of("a.yaml.b.yaml.c=https://h.example/")),
        // one level deeper stays the one text value it is
        Arguments.of("a.yaml: |\n  b.yaml: |\n    c.yaml: |\n      d: https://h.example/\n",
            List.of("a.yaml.b.yaml.c.yaml=d: https://h.example/\n")),
        // a key and a first line that say no YAML, a folded block, a block that is no YAML: one value, as before
        Arguments.of("script: |\n  set -e\n  curl -f https://h.example/\n",
            List.of("script=set -e\ncurl -f https://h.example/\n")),
        // a block whose first line is a mapping key is a document whatever its key (a chart's config: |)
        Arguments.of("config: |\n  # loki\n  auth_enabled: false\n  ruler:\n    alertmanager_url: https://h.example/\n",
            List.of("=# loki\nauth_enabled: ", "config.auth_enabled=false", "config.ruler.alertmanager_url=https://h.example/")),
        Arguments.of("config.yaml: >\n  a: https://h.example/\n", List.of("config.yaml=a: https://h.example/\n")),
        Arguments.of("config.yaml: |\n  a: [https://h.example/\n", List.of("config.yaml=a: [https://h.example/\n")),
        // a comment of the document is text, checked for passwords as it was in the block
        Arguments.of("config.yaml: |\n  # old: https://u:p@h.example/\n  a: 1\n",
            List.of("=# old: https://u:p@h.example/\na: ", "config.yaml.a=1")));
  }

  @ParameterizedTest
  @MethodSource("nestedDocuments")
  void readsAYamlDocumentInABlockScalarWhereItsCharsAre(String yaml, List<String> expected) throws Exception {
    List<ExtractedValue> values = extract(yaml);

    assertThat(values).extracting(v -> v.key().orElse("") + "=" + v.value()).containsExactlyElementsOf(expected);
    for (ExtractedValue v : values) {
      for (int i = 0; i < v.value().length(); i++) {
        assertThat(yaml.charAt(v.sourceOffset(i))).as("char %d of %s", i, v.value()).isEqualTo(v.value().charAt(i));
      }
    }
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.yml"), "a.yml", text));
  }
}
