package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class XmlNamespacesTest {

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
    assertThat(XmlNamespaces.hasNamespaceWord(name)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    // real namespaces passed to URI sinks
    "http://www.w3.org/2005/Atom, true",
    "http://www.w3.org/2001/XMLSchema-instance, true",
    "http://java.sun.com/xml/ns/javaee, true",
    "http://maven.apache.org/POM/4.0.0, true",
    "HTTP://WWW.W3.ORG/1999/xhtml, true",
    // look-alikes that are fetched
    "http://www.w3.org.evil.example/, false",
    "http://api.acme.com/v1, false",
    "http://java.sun.com/j2se/1.5.0/docs/, false",
  })
  void aNamespaceOnlyAuthorityMarksAnIdentifier(String value, boolean expected) {
    assertThat(XmlNamespaces.isNamespace(value, java.util.Optional.empty())).isEqualTo(expected);
    assertThat(XmlNamespaces.isNamespace(value, java.util.Optional.of("FEED_URL"))).isEqualTo(expected);
    assertThat(XmlNamespaces.isNamespace(value, java.util.Optional.of("ATOM_NAMESPACE"))).isTrue();
  }
}
