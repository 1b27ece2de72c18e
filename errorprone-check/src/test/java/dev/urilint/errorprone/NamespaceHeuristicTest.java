package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class NamespaceHeuristicTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "ATOM_NAMESPACE, true",
    "W3C_XML_SCHEMA_NS_URI, true",
    "NS_SOAP, true",
    "soapNs, true",
    "XMLNS_ATTRIBUTE_NS_URI, true",
    "xmlnsPrefix, true",
    "defaultNamespace, true",
    "DNS_SERVER, false",
    "NEWS_FEED, false",
    "API_URL, false",
    "baseUri, false",
    "INSTANCE, false",
  })
  void aConstantNameWithANamespaceWordMarksAnIdentifier(String name, boolean expected) {
    assertThat(NamespaceHeuristic.hasNamespaceWord(name)).isEqualTo(expected);
  }
}
