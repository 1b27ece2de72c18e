/**
 * The Java properties (ISO-8859-1 and backslash-u escapes) extractor: {@link
 * dev.urilint.scanner.extract.properties.PropertiesExtractor} reads logical lines ({@code
 * LogicalLineReader}: continuations, comments, {@code key=value}, {@code key:value} and {@code key
 * value}).
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new PropertiesExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.properties;
