package dev.urilint.scanner.extract.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Golden;
import dev.urilint.scanner.extract.LoopbackServer;
import dev.urilint.scanner.extract.SourceFile;
import java.net.Socket;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

public class XmlExtractorTest {

  private final XmlExtractor extractor = new XmlExtractor();

  static Stream<Path> cases() {
    return Golden.cases("xml");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  // persistence.xml's and Spring's <property name="..." value="..."/>: the value is the named
  // property's, whichever attribute comes first; without a name it stays @value.
  @Test
  void keysAValueAttributeByTheNameAttributeOfItsElement() throws Exception {
    assertThat(extract("<p><property name=\"hibernate.connection.url\" value=\"jdbc:h2:mem:x\"/></p>").stream()
        .map(v -> v.key().orElse("") + "=" + v.value()).toList())
        .containsExactly("p/property/@name=hibernate.connection.url", "p/property/hibernate.connection.url=jdbc:h2:mem:x");
    assertThat(extract("<b><property value=\"jdbc:h2:mem:x\" name=\"url\"></property></b>").stream()
        .map(v -> v.key().orElse("")).toList())
        .containsExactly("b/property/@name", "b/property/url");
    // A map's entry is keyed by its key (OSGi Blueprint's service properties, Spring's maps, .NET
    // appSettings): apache/activemq's blueprint names a namespace under
    // osgi.service.blueprint.namespace, an identifier that is never fetched.
    assertThat(extract("<entry key=\"osgi.service.blueprint.namespace\" value=\"http://x\"/>").get(1).key())
        .contains("entry/osgi.service.blueprint.namespace");
    assertThat(extract("<add key=\"api.url\" value=\"http://x\"/>").get(1).key()).contains("add/api.url");
    assertThat(extract("<entry value=\"http://x\"/>").get(0).key()).contains("entry/@value");
  }

  @Test
  void mapsAnEntityToItsAmpersand() throws Exception {
    ExtractedValue v = extract("<a>x&amp;y</a>").get(0);
    assertThat(v.value()).isEqualTo("x&y");
    assertThat(v.sourceOffsets()).containsExactly(3, 4, 9, 10);
  }

  @Test
  void findsAnAttributeValueStartAfterSpacesAroundEquals() throws Exception {
    ExtractedValue v = extract("<a\n  href = 'http://x'/>").get(0);
    assertThat(v.key()).contains("a/@href");
    assertThat(v.sourceOffset(0)).isEqualTo(13);
  }

  @Test
  void splitsSchemaLocationIntoIdentifiers() throws Exception {
    List<ExtractedValue> values =
        extract("<a xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance' xsi:schemaLocation=' urn:a  http://a/a.xsd '/>");
    assertThat(values).extracting(ExtractedValue::value)
        .containsExactly("http://www.w3.org/2001/XMLSchema-instance", "urn:a", "http://a/a.xsd");
    assertThat(values).extracting(ExtractedValue::usage).containsOnly(Optional.of(Usage.IDENTIFIER));
  }

  @Test
  void neverConnectsForARemoteDtdAndReportsItsIdsAsIdentifiers() throws Exception {
    try (LoopbackServer server = new LoopbackServer()) {
      String dtd = "http://127.0.0.1:" + server.port() + "/evil.dtd";
      List<ExtractedValue> values =
          extract("<!DOCTYPE a SYSTEM \"" + dtd + "\"><a href=\"http://x\">t</a>");
      assertThat(values).extracting(ExtractedValue::value).containsExactly(dtd, "http://x", "t");
      assertThat(values.get(0).usage()).contains(Usage.IDENTIFIER);
      assertThat(server.connectionsMade()).isZero();
    }
  }

  @Test
  void neverConnectsForExternalEntitiesAndKeepsTheirReferencesUnexpanded() throws Exception {
    try (LoopbackServer server = new LoopbackServer()) {
      String base = "http://127.0.0.1:" + server.port();
      String xml =
          "<!DOCTYPE a [\n<!ENTITY xxe SYSTEM \"" + base + "/xxe\">\n<!ENTITY % p SYSTEM \""
              + base + "/p.dtd\">\n%p;\n]>\n<a>&xxe;</a>";
      List<ExtractedValue> values = extract(xml);
      assertThat(values).extracting(ExtractedValue::value).contains("&xxe;");
      assertThat(server.connectionsMade()).isZero();
    }
  }

  /**
   * tomcat webapps/docs/*.xml: {@code <!ENTITY project SYSTEM "project.xml">} then {@code
   * &project;}. The whole file was skipped; now it is read, the entity left as written.
   */
  @Test
  void readsADocumentWhoseDtdDeclaresEntitiesLeavingThemUnexpanded() throws Exception {
    String xml =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [\n  <!ENTITY project SYSTEM \"project.xml\">\n]>\n"
            + "<document url=\"aio.html\">\n  &project;\n  <a href=\"http://tomcat.apache.org/&ver;/x\">http://h.example/</a>\n</document>\n";

    List<ExtractedValue> values = extract(xml);

    assertThat(values).extracting(ExtractedValue::value)
        .contains("aio.html", "&project;", "http://tomcat.apache.org/&ver;/x", "http://h.example/");
    ExtractedValue kept = values.stream().filter(v -> v.value().contains("&ver;")).findFirst().orElseThrow();
    int at = kept.value().indexOf("&ver;");
    assertThat(kept.sourceOffset(at)).isEqualTo(xml.indexOf("&ver;"));
  }

  @Test
  void anEntityNothingCouldDeclareIsStillAnError() {
    assertThatThrownBy(() -> extract("<a>&project;</a>"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("XML references an entity that nothing declares at line 1");
  }

  @Test
  void theDepthBoundIsUrilintsOnEveryJdk() throws Exception {
    // The JDK's StAX parser stops at 100 levels since JDK 24 and not at all on 17; urilint reads up
    // to MAX_DEPTH and rejects deeper documents in its own words, whichever JDK runs it.
    int within = XmlExtractor.MAX_DEPTH;
    assertThat(extract("<a>".repeat(within - 1) + "<url>http://repo.example/m2</url>" + "</a>".repeat(within - 1)))
        .extracting(ExtractedValue::value)
        .containsExactly("http://repo.example/m2");
    int beyond = XmlExtractor.MAX_DEPTH + 1;
    assertThatThrownBy(() -> extract("<a>".repeat(beyond) + "</a>".repeat(beyond)))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("XML nested deeper than " + XmlExtractor.MAX_DEPTH + " levels at line 1");
  }

  @Test
  void anEmptyBeansXmlIsNotInvalid() throws Exception {
    // keycloak-quickstarts extension/user-storage-jpa/src/main/resources/META-INF/beans.xml: 0 bytes
    assertThat(extract("")).isEmpty();
    assertThat(extract("\n  \n")).isEmpty();
  }

  @Test
  void theConnectionCounterCountsARealConnection() throws Exception {
    try (LoopbackServer server = new LoopbackServer();
        Socket client = new Socket("127.0.0.1", server.port())) {
      assertThat(server.connectionsMade()).isEqualTo(1);
    }
  }

  @Test
  void rejectsMalformedXmlNamingTheLine() {
    assertThatThrownBy(() -> extract("<a>\n<b>secret</c></a>"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("invalid XML at line 2")
        .hasMessageNotContaining("secret");
  }

  @Test
  void rejectsAControlCharInADoctypeIdAlthoughTheJdkParserThrowsAnUncheckedException() {
    // Found by ExtractorFuzzTest#xml: the JDK's StAX parser has no message for this error and
    // threw MissingResourceException ("InvalidCharInDTD") instead of an XMLStreamException.
    assertThatThrownBy(() -> extract("<!DOCTYPE r [<!ENTITY x SYSTEM \"http://h\u0001\">]><r/>"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("invalid XML (the XML parser failed: MissingResourceException)");
  }

  @Test
  @Timeout(5)
  void anUnclosedQuoteInTheInternalSubsetEndsTheDocumentInsteadOfLooping() throws Exception {
    // Found by ExtractorFuzzTest#xml: the JDK parser skips an internal subset without reading its
    // quotes, so it accepts this; the lexer then went back to offset 0 and looped forever.
    assertThat(extract("<!DOCTYPE r [<!ENTITY x \";]>\n<r>http://x</r>")).isEmpty();
  }

  @Test
  void rejectsAnEndTagWithoutAStartTagAfterAMalformedInternalSubset() {
    // Found by ExtractorFuzzTest#xml: the JDK parser and the lexer ended the subset at different
    // ']'s, and the lexer then met "</r>" with no element open (IndexOutOfBoundsException).
    assertThatThrownBy(() -> extract("<!DOCTYPE r [\"]>\n<r>\n\"]>\n</r>"))
        .isInstanceOf(ExtractionException.class)
        .hasMessageStartingWith("XML end tag without a start tag at line ");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of("a.xml"), "a.xml", text));
  }

  /** A comment or processing instruction inside text lost the finding or half of it. */
  @Test
  void aCommentOrProcessingInstructionInTextDoesNotSplitIt() throws Exception {
    List<ExtractedValue> values = extract("<r><url>http://h.example/<!-- old -->a b<?pi x?>/c</url></r>");

    assertThat(values).extracting(ExtractedValue::value).containsExactly("http://h.example/a b/c");
    assertThat(values.get(0).sourceOffset("http://h.example/a".length()))
        .isEqualTo("<r><url>http://h.example/<!-- old -->a".length());
  }
}
