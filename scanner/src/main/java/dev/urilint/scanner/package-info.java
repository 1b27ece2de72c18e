/**
 * The scanner: finds URI strings in config files and Java sources, lints them with the rule
 * catalog, and reports where they are. The Maven plugin and {@code urilint check} are thin over
 * it.
 *
 * <p>A scan is one call:
 *
 * <pre>{@code
 * ScanRequest request = ScanRequest.of(projectRoot)
 *     .withExcludes(List.of("generated/"))
 *     .withBaseline(projectRoot.resolve("urilint-baseline.json"));
 * ScanResult result = new Scanner().scan(request);
 * ReportFormat.SARIF.writer().write(result, writer);
 * }</pre>
 *
 * <p>Pipeline, one class per step: {@link dev.urilint.scanner.walk.FileWalker} selects files;
 * {@link dev.urilint.scanner.read.FileReader} reads one (size, binary, UTF-8 checks); an {@link
 * dev.urilint.scanner.extract.Extractor} finds its values; {@code ValueLinter} classifies each
 * ({@link dev.urilint.scanner.classify.UsageClassifier}, then core's {@link
 * dev.urilint.evidence.ConfigValueRole}), lints it and maps the finding through the value's
 * source offsets ({@link dev.urilint.scanner.extract.LineIndex}); {@link
 * dev.urilint.scanner.suppress.InlineSuppressions} and {@link
 * dev.urilint.scanner.baseline.BaselineMatcher} hide what users accepted; a {@link
 * dev.urilint.scanner.report.ReportWriter} renders the {@link dev.urilint.scanner.ScanResult}.
 */
package dev.urilint.scanner;
