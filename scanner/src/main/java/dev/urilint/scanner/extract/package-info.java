/**
 * Extraction: the infrastructure every format shares, with one subpackage per format ({@code
 * env}, {@code hocon}, {@code javasource}, {@code json}, {@code properties}, {@code toml}, {@code
 * xml}, {@code yaml}) holding its extractor and its helpers. Extractors: one per file format, each turning a file's text into {@link
 * dev.urilint.scanner.extract.ExtractedValue}s that carry the decoded string, its key path (or
 * Java call site), a usage the format itself fixes (XML namespaces are identifiers), and the file
 * offset of every char, so a finding points at the offending character even through escapes,
 * entities, quoting, folding and continuations.
 *
 * <p>{@link dev.urilint.scanner.extract.Extractors} picks the extractor for a file; {@link
 * dev.urilint.scanner.extract.LineIndex} turns offsets into the 1-based line and column every
 * report shows; {@link dev.urilint.scanner.extract.KeyPath} renders the key path of the tree
 * formats, each level once and at most {@value dev.urilint.scanner.extract.KeyPath#MAX_LENGTH}
 * chars long. No extractor opens a connection, follows an include or resolves an external
 * entity; a file that cannot be read safely raises {@link
 * dev.urilint.scanner.extract.ExtractionException} with a message that names the line but never
 * quotes a value.
 *
 * <pre>{@code
 * Extractors extractors = Extractors.standard();
 * SourceFile file = new SourceFile(path, "config/application.yml", text);
 * for (ExtractedValue v : extractors.forFile(file).orElseThrow().extract(file)) {
 *   LineIndex lines = LineIndex.of(text);
 *   int line = lines.line(v.sourceOffset(0));
 * }
 * }</pre>
 */
package dev.urilint.scanner.extract;
