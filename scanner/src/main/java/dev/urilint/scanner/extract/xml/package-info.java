/**
 * The XML (StAX, no DTD loading, no external entities) extractor: {@link
 * dev.urilint.scanner.extract.xml.XmlExtractor} reads attribute values and text with their element
 * path; internal entities expanded within bounds ({@code DtdEntities}), positions mapped back
 * through entities by {@code XmlValueLexer}.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new XmlExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.xml;
