package dev.urilint.scanner.extract.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Golden;
import dev.urilint.scanner.extract.SourceFile;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PropertiesExtractorTest {

  private final PropertiesExtractor extractor = new PropertiesExtractor();

  static Stream<Path> cases() {
    return Golden.cases("properties");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @ParameterizedTest
  @MethodSource("cases")
  void decodesExactlyLikeJavaUtilProperties(Path input) throws Exception {
    SourceFile file = Golden.read(input);
    Properties expected = new Properties();
    expected.load(new StringReader(file.text()));
    Map<String, String> actual = new LinkedHashMap<>();
    for (ExtractedValue v : extractor.extract(file)) {
      actual.put(v.key().orElseThrow(), v.value());
    }
    assertThat(actual).containsExactlyInAnyOrderEntriesOf(toMap(expected));
  }

  @Test
  void mapsEachCharOfAUnicodeEscapeToItsBackslash() throws Exception {
    List<ExtractedValue> values = extract("u=x\\u0041y");
    assertThat(values.get(0).value()).isEqualTo("xAy");
    assertThat(values.get(0).sourceOffsets()).containsExactly(2, 3, 9, 10);
  }

  @Test
  void dropsLeadingWhiteSpaceOfAContinuationLine() throws Exception {
    List<ExtractedValue> values = extract("k=ab\\\n    cd");
    assertThat(values.get(0).value()).isEqualTo("abcd");
    assertThat(values.get(0).sourceOffsets()).containsExactly(2, 3, 10, 11, 12);
  }

  @Test
  void keepsQuarkusProfileInTheKey() throws Exception {
    assertThat(extract("%prod.quarkus.datasource.jdbc.url=jdbc:x").get(0).key())
        .contains("%prod.quarkus.datasource.jdbc.url");
  }

  @Test
  void rejectsATruncatedUnicodeEscapeNamingTheLine() {
    assertThatThrownBy(() -> extract("a=1\nb=secret\\u12"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("malformed \\uXXXX escape at line 2: four hex digits expected")
        .hasMessageNotContaining("secret");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.properties"), "a.properties", text));
  }

  private static Map<String, String> toMap(Properties p) {
    Map<String, String> m = new LinkedHashMap<>();
    p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
    return m;
  }
}
