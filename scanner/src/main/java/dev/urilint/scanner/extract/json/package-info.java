/**
 * The JSON extractor: {@link dev.urilint.scanner.extract.json.JsonExtractor} reads strings with
 * their key path, escapes mapped back to file offsets, nesting bounded.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new JsonExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.json;
