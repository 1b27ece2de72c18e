package dev.urilint.scanner;

import dev.urilint.lint.RuleId;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.suppress.InlineSuppressions;
import java.util.Set;

/**
 * What the linting of each value of one file shares: where the file is and how it is read, the
 * rules it gets, and where its findings go. {@link FileScanner} makes one per file and hands it to
 * {@link ValueLinter} with each value.
 *
 * <pre>{@code
 * LintedFile file = new LintedFile("app.yml", false, SourceFormat.YAML, lines, suppressions,
 *     EnumSet.allOf(RuleId.class), new FileFindings());
 * valueLinter.lint(file, value);
 * }</pre>
 *
 * @param path the path reports show
 * @param code whether the values are strings of program code (no RFC 6570 templates there, see
 *     {@link dev.urilint.scanner.extract.Extractor#isCode()})
 * @param format which placeholders the file expands
 * @param lines the file's line index
 * @param suppressions its {@code urilint:ignore} comments
 * @param rules the rules its values get
 * @param sink where its findings, counts and secrets go (the one mutable part: it collects)
 */
record LintedFile(
    String path,
    boolean code,
    SourceFormat format,
    LineIndex lines,
    InlineSuppressions suppressions,
    Set<RuleId> rules,
    FileFindings sink) {

  /** The same file with other rules: those a URI inside text gets. */
  LintedFile withRules(Set<RuleId> other) {
    return new LintedFile(path, code, format, lines, suppressions, other, sink);
  }
}
