package dev.urilint.scanner.fix;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.report.MaskedText;
import dev.urilint.scanner.report.Printable;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A unified diff of a fix plan that {@code git apply} and {@code patch -p1} apply from the folder
 * the paths are relative to: {@code a/} and {@code b/} prefixes, each line with its own line
 * ending ({@code \r\n} kept), no line after the last line break, {@code \ No newline at end of
 * file} after a last line without one, a UTF-8 byte-order mark kept on the first line. A fix never
 * adds or removes a line break, so old and new lines pair one to one.
 *
 * <p>Secrets are never printed, and a masked line is not the line the file holds: a patch showing
 * one would not apply. So a file whose diff would show a line that masking changes ({@link
 * MaskedText#ofLine}, by its own text and at the places the scanner found secrets, {@link
 * ReportedFinding#secrets()}), is {@link Withheld} with the reason, as is a file a patch cannot
 * carry byte for byte: one not in UTF-8, one with lone {@code \r} line breaks, a name with
 * control characters or outside the folder the paths are relative to.
 *
 * <pre>{@code
 * UnifiedDiff.of(plan, before, Optional.of(""));
 * // Patch[text=--- a/app.yml
 * // +++ b/app.yml
 * // @@ -3,1 +3,1 @@
 * // -url: https://example.com/a%2520b
 * // +url: https://example.com/a%20b
 * // ]
 * }</pre>
 */
public final class UnifiedDiff {

  private static final int CONTEXT = 3;

  /** What {@code diff(1)} and {@code git diff} print after a last line without a line break. */
  static final String NO_NEWLINE = "\\ No newline at end of file";

  /** The reason a file whose diff would show a secret is left out of the patch. */
  public static final String SECRET_LINE =
      "not in the patch: a line it changes or shows holds a secret, which the diff masks, so the patch would"
          + " not apply; --fix applies the fix";

  private UnifiedDiff() {}

  /** The diff of one file: a patch, or why it cannot be one. */
  public sealed interface FileDiff permits Patch, Withheld {}

  /** A patch of one file, empty when its plan changes nothing. */
  public record Patch(String text) implements FileDiff {}

  /** A file with fixes left out of the patch, and why (one sentence for the user). */
  public record Withheld(String path, String reason) implements FileDiff {}

  /**
   * The diff of {@code plan}.
   *
   * @param before the file's findings before the fix, whose secrets the diff masks
   * @param utf8Prefix what the file's bytes hold before its text when they are UTF-8: a
   *     byte-order mark ({@code "\uFEFF"}) or nothing; empty for a file in another encoding
   */
  public static FileDiff of(FixPlan plan, List<ReportedFinding> before, Optional<String> utf8Prefix) {
    if (!plan.changed()) {
      return new Patch("");
    }
    String path = plan.path();
    if (!Printable.escape(path).equals(path)) {
      return new Withheld(path, "not in the patch: its name holds characters a patch cannot carry");
    }
    if (path.startsWith("/") || path.equals("..") || path.startsWith("../") || path.matches("^[A-Za-z]:.*")) {
      return new Withheld(path, "not in the patch: it lies outside the working directory the patch is relative to");
    }
    if (utf8Prefix.isEmpty()) {
      return new Withheld(path, "not in the patch: the file is not UTF-8, and the patch is printed in UTF-8");
    }
    List<Line> old = lines(plan.original());
    List<Line> now = lines(plan.fixed());
    if (old.size() != now.size()) {
      throw new IllegalStateException("a fix added or removed a line");
    }
    if (old.stream().anyMatch(l -> l.end().equals("\r"))) {
      return new Withheld(path, "not in the patch: its line breaks are lone carriage returns, which a patch cannot show line by line");
    }
    Map<Integer, List<Span>> oldSecrets = MaskedText.secretsByLine(before, line -> length(old, line));
    Map<Integer, List<Span>> newSecrets = MaskedText.secretsByLine(plan.remaining(), line -> length(now, line));
    List<Integer> changed = new ArrayList<>();
    for (int i = 0; i < old.size(); i++) {
      if (!old.get(i).equals(now.get(i))) {
        changed.add(i);
      }
    }
    String name = path.contains(" ") ? path + "\t" : path;   // as git diff ends a name with a space
    StringBuilder out = new StringBuilder();
    out.append("--- a/").append(name).append('\n').append("+++ b/").append(name).append('\n');
    String bom = utf8Prefix.get();
    int i = 0;
    while (i < changed.size()) {
      int first = changed.get(i);
      int last = first;
      int j = i;
      while (j + 1 < changed.size() && changed.get(j + 1) - last <= 2 * CONTEXT) {
        last = changed.get(++j);
      }
      int from = Math.max(0, first - CONTEXT);
      int to = Math.min(old.size() - 1, last + CONTEXT);
      int count = to - from + 1;
      out.append("@@ -").append(from + 1).append(',').append(count).append(" +").append(from + 1).append(',')
          .append(count).append(" @@\n");
      for (int k = from; k <= to; k++) {
        Line was = old.get(k);
        Line is = now.get(k);
        if (!shownAsIs(was, oldSecrets.get(k + 1)) || !shownAsIs(is, newSecrets.get(k + 1))) {
          return new Withheld(path, SECRET_LINE);
        }
        String lead = k == 0 ? bom : "";
        if (was.equals(is)) {
          append(out, ' ', lead, was);
        } else {
          append(out, '-', lead, was);
          append(out, '+', lead, is);
        }
      }
      i = j + 1;
    }
    return new Patch(out.toString());
  }

  private static void append(StringBuilder out, char sign, String lead, Line line) {
    out.append(sign).append(lead).append(line.text()).append(line.end().isEmpty() ? "\n" + NO_NEWLINE + "\n" : line.end());
  }

  // Whether the line reads the same masked: the mask of --show-source, by its own text and at the
  // secrets the scanner found there.
  private static boolean shownAsIs(Line line, List<Span> secrets) {
    return MaskedText.ofLine(line.text(), secrets == null ? List.of() : secrets).shown().equals(line.text());
  }

  private static int length(List<Line> lines, int line) {
    return line >= 1 && line <= lines.size() ? lines.get(line - 1).text().length() : 0;
  }

  /** One line: its text, and the line break after it ({@code \n}, {@code \r\n}, {@code \r}, or none at the end). */
  record Line(String text, String end) {}

  // The lines as the scanner numbers them (a lone CR ends a line too); no line after a last line
  // break.
  static List<Line> lines(String text) {
    List<Line> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        String end = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n' ? "\r\n" : String.valueOf(c);
        lines.add(new Line(text.substring(start, i), end));
        i += end.length() - 1;
        start = i + 1;
      }
    }
    if (start < text.length() || lines.isEmpty()) {
      lines.add(new Line(text.substring(start), ""));
    }
    return lines;
  }
}
