/**
 * The YAML (SnakeYAML Engine) extractor: {@link dev.urilint.scanner.extract.yaml.YamlExtractor}
 * reads plain, quoted, block and flow scalars ({@code YamlBlockScalars}, {@code YamlFlowScalars})
 * with their key path ({@code KeyPath}); template blocks ({@code {{ }}}, {@code ${{ }}}) blanked
 * first ({@code TemplateBlanks}) so Helm charts and workflow files parse.
 *
 * <pre>{@code
 * SourceFile file = new SourceFile(path, relativePath, text);
 * List<ExtractedValue> values = new YamlExtractor().extract(file);
 * }</pre>
 *
 * <p>Owns: everything that is particular to this format. May use: the shared extraction
 * infrastructure of {@code dev.urilint.scanner.extract} ({@code Extractor}, {@code SourceFile},
 * {@code ValueBuilder}, {@code ExtractedValue}, {@code LineIndex}) and core; never another
 * format's package, except where a format embeds another.
 */
package dev.urilint.scanner.extract.yaml;
