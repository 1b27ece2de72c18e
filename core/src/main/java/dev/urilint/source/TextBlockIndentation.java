package dev.urilint.source;

import dev.urilint.source.JavaLiteral.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link String#stripIndent()} over characters that remember their source offsets: removes a text
 * block's incidental indentation and each line's trailing white space (JLS §3.10.6).
 *
 * <pre>{@code
 * // content "    a\n    b\n    " (closing delimiter indented 4) strips to "a\nb\n"
 * }</pre>
 */
final class TextBlockIndentation {

  private TextBlockIndentation() {}

  /** {@code content}: the units between the opening line terminator and the closing delimiter, LF-normalized. */
  static List<Unit> strip(List<Unit> content) {
    List<List<Unit>> lines = new ArrayList<>();
    List<Unit> terminators = new ArrayList<>();
    int from = 0;
    for (int i = 0; i < content.size(); i++) {
      if (content.get(i).c() == '\n') {
        lines.add(content.subList(from, i));
        terminators.add(content.get(i));
        from = i + 1;
      }
    }
    lines.add(content.subList(from, content.size()));

    int min = Integer.MAX_VALUE;
    for (int l = 0; l < lines.size(); l++) {
      List<Unit> line = lines.get(l);
      boolean last = l == lines.size() - 1;
      // The closing delimiter's line counts even when blank: it is how authors set the indentation.
      if (last || !isBlank(line)) {
        min = Math.min(min, leadingWhitespace(line));
      }
    }

    List<Unit> out = new ArrayList<>(content.size());
    for (int l = 0; l < lines.size(); l++) {
      List<Unit> line = lines.get(l);
      if (!isBlank(line)) {
        int end = line.size();
        while (end > 0 && Character.isWhitespace(line.get(end - 1).c())) {
          end--;
        }
        out.addAll(line.subList(Math.min(min, end), end));
      }
      if (l < terminators.size()) {
        out.add(terminators.get(l));
      }
    }
    return out;
  }

  private static boolean isBlank(List<Unit> line) {
    return leadingWhitespace(line) == line.size();
  }

  private static int leadingWhitespace(List<Unit> line) {
    int n = 0;
    while (n < line.size() && Character.isWhitespace(line.get(n).c())) {
      n++;
    }
    return n;
  }
}
