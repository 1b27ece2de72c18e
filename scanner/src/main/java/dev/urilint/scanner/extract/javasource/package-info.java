/**
 * The Java sources extractor: {@link dev.urilint.scanner.extract.javasource.JavaExtractor} reads
 * string literals and text blocks parsed with JavaParser, their call site resolved against the
 * shared sink catalog ({@code JavaSinks}, {@code JavaTypes}), so a string gets the role the Error
 * Prone check gives it. The {@code prefilter} subpackage decides, with a lexer of its own, which
 * code JavaParser needs to read at all.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new JavaExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.javasource;
