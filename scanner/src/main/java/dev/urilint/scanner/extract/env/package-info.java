/**
 * The dotenv files (<code>.env</code>, <code>*.env</code>) extractor: {@link
 * dev.urilint.scanner.extract.env.EnvExtractor} reads {@code KEY=value} lines with Docker Compose
 * / dotenv quoting, {@code export} and comments.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new EnvExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.env;
