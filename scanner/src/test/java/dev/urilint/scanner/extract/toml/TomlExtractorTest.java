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
import org.junit.jupiter.params.provider.Arguments;
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
    // Found by ExtractorFuzzTest#toml: under -ea (as in these tests) tomlj, the parser before
    // Jackson's, threw AssertionError.
    assertThatThrownBy(() -> extract("a = \"\\u12\""))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid TOML");
  }

  @Test
  void rejectsAnInvalidEscapeInAQuotedTableName() {
    // Found by ExtractorFuzzTest#toml: tomlj (the parser before) threw instead of reporting it.
    assertThatThrownBy(() -> extract("[\"k\\E\"]"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("invalid TOML at line 1, column 4");
  }

  @Test
  void keepsACrlfInAMultiLineStringAsWrittenAsTheParserDoes() throws Exception {
    // Found by ExtractorFuzzTest#toml (with tomlj, which read a CRLF as one LF): the decoder and
    // the parser disagreed and the fallback alignment put the escaped "\\r" on the real CR.
    ExtractedValue v = extract("a = \"\"\"\\rx\r\ny\"\"\"").get(0);
    assertThat(v.value()).isEqualTo("\rx\r\ny");
    assertThat(v.sourceOffsets()).containsExactly(7, 9, 10, 11, 12, 13);
  }

  /**
   * Every place a string value can stand, with the key path the table headers, dotted and quoted
   * keys, arrays of tables and inline tables give it; numbers, dates and booleans are passed over,
   * and quotes or {@code #} inside a string or a comment change nothing. Columns: the TOML, then
   * each value's key path and value, in document order.
   */
  static Stream<Arguments> keyPaths() {
    return Stream.of(
        Arguments.of("[db]\nurl = 'u'\n", List.of("db.url=u")),
        Arguments.of("a.b . c = \"u\"\n", List.of("a.b.c=u")),
        Arguments.of("\"a.b\".'c' = 'u'\n", List.of("a.b.c=u")),
        Arguments.of("[[s]]\nu = 'x'\n[[s]]\nu = 'y'\n", List.of("s[0].u=x", "s[1].u=y")),
        Arguments.of(
            "[[s]]\n[[s.t]]\nu = 'x'\n[[s]]\n[s.m]\nu = 'y'\n[[s.t]]\nu = 'z'\n",
            List.of("s[0].t[0].u=x", "s[1].m.u=y", "s[1].t[0].u=z")),
        Arguments.of("k = [{a = 'x'}, {b.c = \"y\"}]\n", List.of("k[0].a=x", "k[1].b.c=y")),
        Arguments.of("k = [[1, 'x'], ['y']]\n", List.of("k[0][1]=x", "k[1][0]=y")),
        Arguments.of("k = [ # 'no'\n  'x', # \"no\"\n  'y',\n]\n", List.of("k[0]=x", "k[1]=y")),
        Arguments.of(
            "d = 1979-05-27 07:32:00Z\nn = +1_000\nf = inf\nb = true\nu = 'x#y' # 'z'\n",
            List.of("u=x#y")),
        Arguments.of("t = {a = 1, b = {c = '''x'''}}\n", List.of("t.b.c=x")),
        Arguments.of("m = \"\"\"\nx\"\"\"\"\"\nn = 'y'\n", List.of("m=x\"\"", "n=y")));
  }

  @ParameterizedTest
  @MethodSource("keyPaths")
  void findsEveryStringValueWithItsKeyPath(String toml, List<String> expected) throws Exception {
    List<ExtractedValue> values = extract(toml);

    assertThat(values)
        .extracting(v -> v.key().orElseThrow() + "=" + v.value())
        .containsExactlyElementsOf(expected);
    for (ExtractedValue v : values) {
      // each char sits on itself: none of these strings has an escape
      for (int i = 0; i < v.value().length(); i++) {
        assertThat(toml.charAt(v.sourceOffset(i))).isEqualTo(v.value().charAt(i));
      }
    }
  }

  /** TOML 1.0 has no {@code \e} or {@code \x} escape (TOML 1.1 adds them; tomlj took them). */
  @Test
  void rejectsEscapesTomlOnePointZeroDoesNotHave() {
    assertThatThrownBy(() -> extract("a = \"\\x41\""))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("invalid TOML at line 1, column 6");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.toml"), "a.toml", text));
  }
}
