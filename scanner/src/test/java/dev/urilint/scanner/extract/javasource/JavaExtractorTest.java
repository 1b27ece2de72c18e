package dev.urilint.scanner.extract.javasource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Golden;
import dev.urilint.scanner.extract.SourceFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class JavaExtractorTest {

  private final JavaExtractor extractor = new JavaExtractor();

  static Stream<Path> cases() {
    return Golden.cases("java");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @Test
  void joinsConstantConcatenationKeepingEachPiecesOffsets() throws Exception {
    ExtractedValue v = extract("class A { Object u = java.net.URI.create(\"a:\" + \"b\"); }").get(0);
    assertThat(v.value()).isEqualTo("a:b");
    assertThat(v.key()).contains("URI.create");
    assertThat(v.sourceOffsets()).containsExactly(42, 43, 49, 50);
  }

  @Test
  void readsANonLiteralOperandAsAPlaceholder() throws Exception {
    ExtractedValue v = extract("class A { String u = \"http://\" + host + \"/x\"; }").get(0);
    assertThat(v.value()).isEqualTo("http://${host}/x");
    assertThat(v.sourceOffset(7)).isEqualTo(33);
    assertThat(v.sourceOffset(13)).isEqualTo(33);
  }

  /**
   * A literal password held by a variable assigned once, or passed to a format, is the literal
   * written in the source: it was read as a placeholder ({@code ${pw}}, {@code %s}), a templated
   * password, a warning, so the build passed.
   */
  @org.junit.jupiter.params.ParameterizedTest(name = "{1}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      quoteCharacter = '~',
      textBlock = """
          String pw = "Kx9q"; Object u = java.net.URI.create("https://app:" + pw + "@db/");                      | a non-final local assigned once
          static String PW = "Kx9q"; Object u = java.net.URI.create("https://app:" + PW + "@db/");               | a non-final static field never assigned again
          Object u = java.net.URI.create(String.format("https://app:%s@db/", "Kx9q"));                           | a String.format argument
          Object u = java.net.URI.create(String.format(java.util.Locale.ROOT, "https://app:%1$s@db/", "Kx9q"));  | after a locale, by its index
          Object u = java.net.URI.create("https://app:%s@db/".formatted("Kx9q"));                                 | String.formatted
          """)
  void aLiteralHeldOnceOrFormattedIsTheLiteral(String members, String why) throws Exception {
    List<ExtractedValue> values = extract("class A { " + members + " }");

    assertThat(values).extracting(ExtractedValue::value).contains("https://app:Kx9q@db/");
  }

  /**
   * A field's initializer is a value it holds, assigned again or not (the literal is written in the
   * source all the same); a format argument that is no constant stays a placeholder.
   */
  @Test
  void aFieldAssignedAgainHoldsItsInitializerAndAVariableArgumentIsAPlaceholder() throws Exception {
    List<ExtractedValue> values = extract("""
        class A {
          static String PW = "Kx9q";
          void set(String p) { PW = p; }
          Object u = java.net.URI.create("https://app:" + PW + "@db/");
          Object v = java.net.URI.create(String.format("https://app:%s@db/%d", System.getenv("PW"), 5));
        }
        """);

    assertThat(values).extracting(ExtractedValue::value)
        .contains("https://app:Kx9q@db/", "https://app:${getenv()}@db/%d");
  }

  /**
   * Jenkins git-plugin's GithubWeb: a final local {@code spec} in one method, a parameter {@code
   * spec} in another. The parameter is no constant, so {@code url.getPath() + spec} at the sink is
   * no value; it was one when the other method was in the file (and none when the prefilter had
   * left that method out), as names were matched by spelling.
   */
  @Test
  void aParameterNamedLikeAFinalLocalOfAnotherMethodIsNoConstant() throws Exception {
    String source = """
        class GithubWeb {
          URL getFileLink(Path path) throws IOException {
            final String spec = "blob/" + path.getChangeSet().getId() + "/" + path.getPath();
            return encodeURL(buildURL(spec));
          }
          private URL buildURL(String spec) throws IOException {
            URL url = getUrl();
            return new java.net.URL(url, url.getPath() + spec);
          }
        }
        """;

    assertThat(extract(source)).extracting(ExtractedValue::value).containsExactly("blob/${getId()}/${getPath()}");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "\"UriCredentials\"           | CREDENTIALS_IN_URI",
        "\"urilint:credentials-in-uri\" | CREDENTIALS_IN_URI",
        "\"urilint:UriCredentials\"   | CREDENTIALS_IN_URI",
      })
  void honoursSuppressWarningsOnAnEnclosingDeclaration(String argument, RuleId rule) throws Exception {
    String source = "@SuppressWarnings(" + argument + ") class A { void m() { f(\"http://u:p@h\"); } }";
    assertThat(extract(source).get(0).suppressed()).containsExactly(rule);
  }

  @Test
  void ignoresUnknownSuppressionNames() throws Exception {
    assertThat(extract("class A { @SuppressWarnings(\"unchecked\") String u = \"x\"; }").get(0).suppressed())
        .isEmpty();
  }

  @Test
  void mapsTextBlockLinesAfterStrippingIncidentalIndentation() throws Exception {
    ExtractedValue v = extract("class A { String t = \"\"\"\n    ab\n      c\n    \"\"\"; }").get(0);
    assertThat(v.value()).isEqualTo("ab\n  c\n");
    assertThat(v.sourceOffset(0)).isEqualTo(29);
    assertThat(v.sourceOffset(3)).isEqualTo(36);
  }

  // JavaParser's grammar reads these; only its language-level validators, which the extractor does
  // not run (they cost a third of a sink-heavy file's reading), reject them, as javac does. An
  // editor's buffer half-way through an edit is read as written.
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "class A extends B, C { java.net.URI u = java.net.URI.create(\"http://h.example/a%2520b\"); }",
        "final interface I { java.net.URI U = java.net.URI.create(\"http://h.example/a%2520b\"); }",
      })
  void readsWhatOnlyTheValidatorsWouldReject(String source) throws Exception {
    assertThat(extract(source)).extracting(ExtractedValue::value).contains("http://h.example/a%2520b");
  }

  @Test
  void rejectsInvalidJavaNamingTheLineButNotTheToken() {
    assertThatThrownBy(() -> extract("class A {\n String s = \"hunter2secret\" \"x\"; }"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid Java at line 2")
        .hasMessageNotContaining("hunter2");
  }

  @Test
  void rejectsAbsurdNestingWithoutStackOverflow() {
    String deep = "class A { Object o = " + "(".repeat(20_000) + "1" + ")".repeat(20_000) + "; }";
    assertThatThrownBy(() -> extract(deep)).isInstanceOf(ExtractionException.class);
  }

  @Test
  void aTextBlockWithAnInvalidUnicodeEscapeHasNoValue() throws Exception {
    // Found by ExtractorFuzzTest#java: TextBlockLiteralExpr.asString() threw IllegalArgumentException.
    // javac rejects the escape, so there is no string to check; the file is still read.
    assertThat(extract("class A { String s = \"\"\"\n  http://x\\u*004\"\"\"; String t = \"http://y\"; }"))
        .extracting(ExtractedValue::value)
        .containsExactly("http://y");
  }

  @Test
  void keepsAVerticalTabInATextBlockWhereJavaParserSeesALineBreak() throws Exception {
    // Found by ExtractorFuzzTest#java: JavaParser read the VT as a line break, and the fallback
    // alignment to its value put chars on the wrong source.
    ExtractedValue v = extract("class A { String s = \"\"\"\n  a\u000Bb\"\"\"; }").get(0);
    assertThat(v.value()).isEqualTo("a\u000Bb");
    assertThat(v.sourceOffsets()).startsWith(27, 28, 29);
  }

  @Test
  void keepsOurReadingOfATextBlockWithContentOnItsOpeningLine() throws Exception {
    // Found by ExtractorFuzzTest#java: javac rejects it, JavaParser keeps "w", and aligning to
    // JavaParser's value put chars on other source chars.
    ExtractedValue v = extract("class A{String s=\"\"\"w\r/\n//\"\"\";}").get(0);
    assertThat(v.value()).isEqualTo("/\n//");
    assertThat(v.sourceOffsets()).startsWith(22, 23, 24, 25);
  }

  @Test
  void alignsATextBlockThatJavaParserReadsOtherwiseWithinItsDelimiters() throws Exception {
    // Found by ExtractorFuzzTest#java: content on the opening line (javac rejects it, JavaParser
    // reads it); aligning up to the closing """ put a char after the value's end.
    ExtractedValue v = extract("class A{String s=\"\"\"/\r\"\n\"\"\";}").get(0);
    assertThat(v.sourceOffsets()).isSorted();
  }

  @Test
  void anXmlNamespaceIsAnIdentifierAsInTheErrorProneCheck() throws Exception {
    List<ExtractedValue> values =
        extract("class A { Object a = java.net.URI.create(\"http://www.w3.org/2005/Atom\");"
            + " Object b = java.net.URI.create(\"http://feeds.acme.org/atom\"); }");
    assertThat(values).extracting(ExtractedValue::usage)
        .containsExactly(Optional.of(Usage.IDENTIFIER), Optional.empty());
  }

  /** Files javac compiles are read, with the value javac gives each string (JLS 3.3, 3.10). */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          # what (Java release)                   | source                                                                   | the string's value
          a Unicode escape with many u            | class A { String s = "x\\uuuu0041"; }                                    | xA
          an escaped opening quote                | class A { String s = \\u0022abc"; }                                      | abc
          an escaped closing quote                | class A { String s = "abc\\u0022; }                                      | abc
          an escaped backslash before u           | class A { String s = "a\\\\u0041"; }                                     | a\\u0041
          an unnamed variable (22)                | class A { void m() { for (var _ : java.util.List.of()) { String s = "ok"; } } } | ok
          a module import (25)                    | import module java.base; class A { String s = "ok"; }                    | ok
          a compact source file (25)              | void main() { System.out.println("ok"); }                                 | ok
          statements before super() (25)          | class A extends B { A(String s) { String t = "ok"; super(t); } }          | ok
          a record pattern (21)                   | class A { boolean m(Object o) { return o instanceof P(var x) && "ok".isEmpty(); } } | ok
          """)
  void readsEveryJavacValidFile(String what, String source, String value) throws Exception {
    assertThat(extract(source)).extracting(ExtractedValue::value).containsExactly(value);
  }

  @Test
  void mapsCharsAfterUnicodeEscapesToTheSource() throws Exception {
    // class A { String s = \u0022a b"; String t = "c d"; }: both spaces where they are written
    String source = "class A { String s = \\u0022a b\"; String t = \"c d\"; }";
    List<ExtractedValue> values = extract(source);
    assertThat(values).extracting(ExtractedValue::value).containsExactly("a b", "c d");
    assertThat(values.get(0).sourceOffsets()).containsExactly(27, 28, 29, 30);
    assertThat(values.get(1).sourceOffsets()[1]).isEqualTo(source.indexOf("c d") + 1);
  }

  // Every string, those that get no rule too: read without the prefilter, which is checked to
  // give the same values that get a rule.
  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return PrefilterEquivalence.extract(text);
  }
}
