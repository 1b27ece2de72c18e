package dev.urilint.scanner.extract.hocon;

import dev.urilint.scanner.extract.LineIndex;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lexer's expressions by the lines they span and by their text, each handed out once: where
 * Typesafe Config puts a value (a line), the first unused expression on that line with the
 * value's text.
 *
 * <p>Why an index: the values of one line were matched by a search through all of the line's
 * expressions, each turned into a string for the comparison, so a one-line list of many values
 * (possible in a 10 MiB file) cost the square of its length. Here each expression's text is made
 * once, and a used expression is dropped from the front of its queue when next met.
 */
final class LineExpressions {

  private final boolean[] used;
  private final Map<Integer, Map<String, ArrayDeque<Integer>>> byText = new HashMap<>();
  private final Map<Integer, ArrayDeque<Integer>> substitutions = new HashMap<>();

  LineExpressions(List<HoconLexer.Expression> expressions, LineIndex lines) {
    used = new boolean[expressions.size()];
    for (int i = 0; i < expressions.size(); i++) {
      HoconLexer.Expression e = expressions.get(i);
      String text = e.value().value();
      for (int line = lines.line(e.start()); line <= lines.line(e.end()); line++) {
        byText.computeIfAbsent(line, k -> new HashMap<>())
            .computeIfAbsent(text, k -> new ArrayDeque<>())
            .add(i);
        if (e.substitution()) {
          substitutions.computeIfAbsent(line, k -> new ArrayDeque<>()).add(i);
        }
      }
    }
  }

  /**
   * The first unused expression spanning {@code line} whose text is {@code expected} (or, for
   * {@code null}, an unresolved value, that has a substitution), now used; -1 if none.
   */
  int take(int line, String expected) {
    ArrayDeque<Integer> queue =
        expected == null
            ? substitutions.get(line)
            : byText.getOrDefault(line, Map.of()).get(expected);
    if (queue == null) {
      return -1;
    }
    while (!queue.isEmpty()) {
      int i = queue.poll();
      if (!used[i]) {
        used[i] = true;
        return i;
      }
    }
    return -1;
  }

  boolean used(int i) {
    return used[i];
  }
}
