package dev.urilint.scanner.extract.json;

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

class JsonExtractorTest {

  private final JsonExtractor extractor = new JsonExtractor();

  static Stream<Path> cases() {
    return Golden.cases("json");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @ParameterizedTest
  @CsvSource({
    "config.json, true",
    "package.json, true",
    // a lock file is JSON: the walk leaves it out, one named explicitly is read
    "package-lock.json, true",
    "npm-shrinkwrap.json, true",
    "packages.lock.json, true",
    "config.yaml, false"
  })
  void acceptsJsonLockFilesIncluded(String name, boolean accepted) {
    assertThat(extractor.accepts(new SourceFile(Path.of(name), name, "{}"))).isEqualTo(accepted);
  }

  @Test
  void mapsEscapesToTheirBackslash() throws Exception {
    ExtractedValue v = extract("{\"u\":\"a\\/\\u0062\"}").get(0);
    assertThat(v.value()).isEqualTo("a/b");
    assertThat(v.sourceOffsets()).containsExactly(6, 7, 9, 15);
  }

  @Test
  void countsColumnsInCharsNotBytes() throws Exception {
    ExtractedValue v = extract("{\"é€\":\"x\"}").get(0);
    assertThat(v.sourceOffset(0)).isEqualTo(7);
  }

  @Test
  void rejectsDeepNestingWithoutStackOverflow() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    assertThatThrownBy(() -> extract(deep))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("JSON nested deeper than 256 levels at line 1");
  }

  @Test
  void rejectsInvalidJsonNamingTheLineButNotTheToken() {
    assertThatThrownBy(() -> extract("{\n\"a\": hunter2secret\n}"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid JSON at line 2")
        .hasMessageNotContaining("hunter2");
  }

  /**
   * Jenkins' tool installer and update center files are JSONP (jenkins
   * test/src/test/resources/hudson/model/hudson.tasks.Maven.MavenInstaller.json): the document
   * inside the call is read, each value where it stands; a call around no document is no JSON.
   */
  @Test
  void readsTheDocumentOfAJsonpCallWhereItStands() throws Exception {
    String jsonp = "downloadService.post('hudson.tasks.Maven.MavenInstaller',{\"list\": [\n"
        + "  {\"id\": \"3.1.1\", \"url\": \"http://archive.apache.org/dist/maven/binaries/apache-maven-3.1.1-bin.zip\"}\n]});\n";

    List<ExtractedValue> values = extract(jsonp);

    assertThat(values).extracting(v -> v.key().orElseThrow() + "=" + v.value()).containsExactly(
        "list[0].id=3.1.1", "list[0].url=http://archive.apache.org/dist/maven/binaries/apache-maven-3.1.1-bin.zip");
    assertThat(values.get(1).sourceOffset(0)).isEqualTo(jsonp.indexOf("http://"));
    assertThat(extract("updateCenter.post(\n[\"https://updates.jenkins.io/\"]\n);").get(0).value())
        .isEqualTo("https://updates.jenkins.io/");
    assertThatThrownBy(() -> extract("callback(hunter2secret);"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageNotContaining("hunter2");
    assertThatThrownBy(() -> extract("a.b(\"x\" + y, {\"u\": \"v\"});")).isInstanceOf(ExtractionException.class);
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.json"), "a.json", text));
  }

  /** Valid JSON that Jackson's default limits refused, reported as "nested deeper than 256 levels". */
  @Test
  void readsALongNumberAndALongKey() throws Exception {
    String text = "{\"n\": " + "1".repeat(5_000) + ", \"" + "k".repeat(60_000) + "\": \"http://h.example/\"}";

    List<ExtractedValue> values = new JsonExtractor().extract(new SourceFile(Path.of("a.json"), "a.json", text));

    assertThat(values).extracting(ExtractedValue::value).containsExactly("http://h.example/");
  }
}
