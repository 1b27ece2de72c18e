package dev.urilint.lsp;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.suppress.InlineSuppressions;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;

/**
 * "Suppress on this line": the edit that writes the format's {@code urilint:ignore} comment on a
 * line of its own above the finding's line, indented like it ({@code # ...} in YAML, properties,
 * TOML, HOCON and {@code .env} files, {@code // ...} in Java, {@code <!-- ... -->} in XML), or
 * that adds the rule to the list of a directive already on the line above (a new line there
 * would move that directive off the line it suppresses). JSON has no comments: no edit.
 *
 * <pre>{@code
 * SuppressionComment.edit("a:\n  url: http://x.io\n", "app.yml", 2, RuleId.INSECURE_SCHEME);
 * // inserts "  # urilint:ignore insecure-scheme\n" at 2:1
 * }</pre>
 */
final class SuppressionComment {

  private SuppressionComment() {}

  /** The edit suppressing {@code rule} on 1-based {@code line} of {@code text}, if the format has comments. */
  static Optional<TextEdit> edit(String text, String fileName, int line, RuleId rule) {
    Optional<String[]> comment = comment(text, fileName);
    if (comment.isEmpty()) {
      return Optional.empty();
    }
    LineIndex lines = LineIndex.of(text);
    if (line < 1 || line > lines.lineCount()) {
      return Optional.empty();
    }
    if (line > 1) {
      String above = text.substring(lines.lineStart(line - 1), lines.lineStart(line));
      int at = above.indexOf(InlineSuppressions.DIRECTIVE);
      if (at >= 0) {
        return Optional.of(addTo(above, at, lines.lineStart(line - 1), lines, rule));
      }
    }
    int start = lines.lineStart(line);
    int indentEnd = start;
    while (indentEnd < text.length() && (text.charAt(indentEnd) == ' ' || text.charAt(indentEnd) == '\t')) {
      indentEnd++;
    }
    String indent = text.substring(start, indentEnd);
    String comment0 =
        indent + comment.get()[0] + InlineSuppressions.DIRECTIVE + " " + rule.id() + comment.get()[1] + lineBreak(text, lines, line);
    Position where = new Position(line - 1, 0);
    return Optional.of(new TextEdit(new Range(where, where), comment0));
  }

  // The directive's list of rules ends at the first char that is no part of a rule id or comma;
  // the rule joins it there. (A directive without a list hides every rule already: the finding
  // would not be there; its rule is written after it all the same.)
  private static TextEdit addTo(String above, int at, int lineStart, LineIndex lines, RuleId rule) {
    int directiveEnd = at + InlineSuppressions.DIRECTIVE.length();
    int i = directiveEnd;
    while (i < above.length() && above.charAt(i) == ' ') {
      i++;
    }
    int end = i;
    while (end < above.length() && isListChar(above.charAt(end))) {
      end++;
    }
    boolean list = end > i;
    int offset = lineStart + (list ? end : directiveEnd);
    Position where = new Position(lines.line(offset) - 1, lines.column(offset) - 1);
    return new TextEdit(new Range(where, where), (list ? "," : " ") + rule.id());
  }

  private static boolean isListChar(char c) {
    return c == ',' || c == '-' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }

  // The comment's opening and closing for the file's format, chosen as the scanner's extractors
  // choose: by name, and an XML document by its first char.
  private static Optional<String[]> comment(String text, String fileName) {
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".json")) {
      return Optional.empty();
    }
    if (name.endsWith(".java")) {
      return Optional.of(new String[] {"// ", ""});
    }
    int first = 0;
    while (first < text.length() && Character.isWhitespace(text.charAt(first))) {
      first++;
    }
    if (name.endsWith(".xml") || (first < text.length() && text.charAt(first) == '<')) {
      return Optional.of(new String[] {"<!-- ", " -->"});
    }
    return Optional.of(new String[] {"# ", ""});
  }

  // The line break the document uses at that line: a CRLF file gets a CRLF.
  private static String lineBreak(String text, LineIndex lines, int line) {
    if (line < lines.lineCount()) {
      int end = lines.lineStart(line + 1);
      if (end >= 2 && text.charAt(end - 2) == '\r' && text.charAt(end - 1) == '\n') {
        return "\r\n";
      }
      if (text.charAt(end - 1) == '\r') {
        return "\r";
      }
    }
    return "\n";
  }
}
