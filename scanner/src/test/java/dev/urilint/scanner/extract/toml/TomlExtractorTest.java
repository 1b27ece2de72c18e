package dev.urilint.scanner.extract.toml;

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

class TomlExtractorTest {

  private final TomlExtractor extractor = new TomlExtractor();

  static Stream<Path> cases() {
    return Golden.cases("toml");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @Test
  void findsTheValueAfterTheKey() throws Exception {
    ExtractedValue v = extract("[db]\nurl   =   \"a\\tb\"").get(0);
    assertThat(v.key()).contains("db.url");
    assertThat(v.value()).isEqualTo("a\tb");
    assertThat(v.sourceOffsets()).containsExactly(16, 17, 19, 20);
  }

  @Test
  void readsStringsInsideArraysInDocumentOrder() throws Exception {
    assertThat(extract("z = [\n 'x',\n 'y']\na = 'w'"))
        .extracting(ExtractedValue::value)
        .containsExactly("x", "y", "w");
  }

  @Test
  void rejectsInvalidTomlNamingTheLineButNotTheValue() {
    assertThatThrownBy(() -> extract("a = 1\nb = \"hunter2secret\nc = 2"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid TOML at line 2")
        .hasMessageNotContaining("hunter2");
  }

  @Test
  void rejectsDeepNestingWithoutStackOverflow() {
    assertThatThrownBy(() -> extract("a = " + "[".repeat(100_000)))
        .isInstanceOf(ExtractionException.class);
  }

  @Test
  void rejectsAShortUnicodeEscapeAlsoWhenAssertionsAreOn() {
    // Found by ExtractorFuzzTest#toml: under -ea (as in these tests) tomlj threw AssertionError.
    assertThatThrownBy(() -> extract("a = \"\\u12\""))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid TOML");
  }

  @Test
  void rejectsAnInvalidEscapeInAQuotedTableName() {
    // Found by ExtractorFuzzTest#toml: tomlj threw its TomlParseError instead of reporting it.
    assertThatThrownBy(() -> extract("[\"k\\E\"]"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("invalid TOML at line 1, column 4");
  }

  @Test
  void readsACrlfInAMultiLineStringAsOneLineFeedOnItsCarriageReturn() throws Exception {
    // Found by ExtractorFuzzTest#toml: the decoder kept "\r\n", disagreed with tomlj, and the
    // fallback alignment put the escaped "\\r" on the real CR.
    ExtractedValue v = extract("a = \"\"\"\\rx\r\ny\"\"\"").get(0);
    assertThat(v.value()).isEqualTo("\rx\ny");
    assertThat(v.sourceOffsets()).startsWith(7, 9, 10, 12);
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.toml"), "a.toml", text));
  }
}
