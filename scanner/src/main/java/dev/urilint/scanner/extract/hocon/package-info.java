/**
 * The HOCON (<code>.conf</code>) extractor: {@link
 * dev.urilint.scanner.extract.hocon.HoconExtractor} reads objects, arrays, quoted and unquoted
 * strings, substitutions ({@code ${?X}}), includes never followed; {@code HoconDetector} tells
 * HOCON from other {@code .conf} dialects, {@code KeyValueConf} reads the key-value ones,
 * {@code LineExpressions} matches Typesafe Config's values to the lexer's by line and text.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new HoconExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.hocon;
