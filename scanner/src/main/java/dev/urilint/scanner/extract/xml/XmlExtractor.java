package dev.urilint.scanner.extract.xml;

import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import java.io.StringReader;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLResolver;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads XML in two passes. First the JDK's own StAX parser ({@link
 * XMLInputFactory#newDefaultFactory()}, so a Woodstox on the class path changes nothing) checks
 * the file is well-formed with DTD support and external entities off, {@code accessExternalDTD}
 * empty and an {@link XMLResolver} that refuses everything: scanning never opens a connection.
 * Then {@link XmlValueLexer} walks the raw text of the now known-good document and gives every
 * attribute value and text run its exact offsets (StAX only reports where an event ends).
 *
 * <p>DOCTYPE policy: a DOCTYPE is allowed but never processed. Its public and system ids become
 * {@code IDENTIFIER} values; an internal subset is skipped; a reference to an entity a DTD
 * declares (Tomcat's {@code &project;}, or the classic XXE) is never expanded: the value keeps
 * the reference's raw text, so nothing is fetched and nothing is lost. The predefined entities
 * ({@code &amp;} ...) and character references are decoded.
 *
 * <p>Usage: {@code xmlns*} attributes, each token of {@code xsi:schemaLocation} and {@code
 * xsi:noNamespaceSchemaLocation} and DOCTYPE ids are {@code IDENTIFIER}s, license URLs ({@code
 * .../licenses/license/url}) {@code LINK}s. Keys are element paths ({@code project/repositories/repository/url})
 * and {@code .../@attr} for attributes. Elements nested deeper than {@value #MAX_DEPTH} levels
 * reject the file.
 *
 * <pre>{@code
 * // <project><repositories><repository><url>http://repo.example/m2</url>...
 * new XmlExtractor().extract(file).get(0).key();   // Optional[project/repositories/repository/url]
 * }</pre>
 */
public final class XmlExtractor implements Extractor {

  /** Deeper documents are machine-made or hostile, not configuration. */
  public static final int MAX_DEPTH = 256;

  // Understood by the JDK's StAX parser since JDK 9 (java.xml module summary, "JAXP Properties").
  private static final String JDK_MAX_ELEMENT_DEPTH = "jdk.xml.maxElementDepth";

  private static final XMLResolver REFUSE_ALL =
      (publicId, systemId, baseUri, namespace) -> {
        throw new XMLStreamException("external resources are never loaded");
      };

  private final XMLInputFactory factory = newSafeFactory();

  static XMLInputFactory newSafeFactory() {
    XMLInputFactory f = XMLInputFactory.newDefaultFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, false);
    f.setProperty("http://javax.xml.XMLConstants/property/accessExternalDTD", "");
    // The depth bound is the lexer's (MAX_DEPTH), in urilint's words on every JDK. The JDK's own
    // default differs by release (none on 17, 100 since 24, with a message in the JDK's words), so
    // the StAX pass, which keeps an element stack and no recursion, gets none.
    f.setProperty(JDK_MAX_ELEMENT_DEPTH, 0);
    f.setXMLResolver(REFUSE_ALL);
    return f;
  }

  @Override
  public boolean accepts(SourceFile file) {
    return file.path().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xml");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    if (text.isBlank()) {
      // An empty beans.xml is how CDI marks a bean archive: valid by convention, nothing to read.
      return List.of();
    }
    validate(text);
    try {
      return new XmlValueLexer(text).values();
    } catch (StackOverflowError e) {
      throw new ExtractionException("XML nested too deeply to read");
    }
  }

  /**
   * One StAX pass: well-formedness. A document with a DOCTYPE may reference entities its DTD
   * declares (Tomcat's docs: {@code <!ENTITY project SYSTEM "project.xml">}, then {@code
   * &project;}); they are never expanded, so the document is checked again with each such
   * reference blanked out, and the lexer keeps its raw text. Without a DOCTYPE nothing can
   * declare one, and the reference is an error.
   */
  private void validate(String text) throws ExtractionException {
    try {
      parse(text);
    } catch (XMLStreamException e) {
      String why = String.valueOf(e.getMessage());
      if (why.contains("was referenced, but not declared") && text.contains("<!DOCTYPE")) {
        try {
          parse(DtdEntities.blanked(text));
          return;
        } catch (XMLStreamException again) {
          throw new ExtractionException("invalid XML" + at(again.getLocation()), again);
        }
      }
      if (why.contains("was referenced, but not declared")) {
        throw new ExtractionException(
            "XML references an entity that nothing declares" + at(e.getLocation()), e);
      }
      throw new ExtractionException("invalid XML" + at(e.getLocation()), e);
    }
  }

  private void parse(String text) throws XMLStreamException, ExtractionException {
    XMLStreamReader reader = null;
    try {
      reader = factory.createXMLStreamReader(new StringReader(text));
      while (reader.hasNext()) {
        reader.next();
      }
    } catch (RuntimeException e) {
      // The JDK parser has its own bugs on malformed input (a control char in a DOCTYPE id throws
      // MissingResourceException); the file is still just unreadable XML.
      throw new ExtractionException(
          "invalid XML (the XML parser failed: " + e.getClass().getSimpleName() + ")", e);
    } catch (StackOverflowError e) {
      throw new ExtractionException("XML nested too deeply to read");
    } finally {
      if (reader != null) {
        try {
          reader.close();
        } catch (XMLStreamException ignored) {
          // nothing was opened but the string
        }
      }
    }
  }

  private static String at(Location location) {
    if (location == null || location.getLineNumber() < 1) {
      return "";
    }
    return " at line " + location.getLineNumber() + ", column " + location.getColumnNumber();
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.XML;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.forConfigFile(SourceFormat.XML, file.path().getFileName().toString());
  }
}
