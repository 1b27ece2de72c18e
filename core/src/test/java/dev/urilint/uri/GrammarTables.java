package dev.urilint.uri;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Reads the golden grammar tables {@code grammar/valid.tsv} and {@code grammar/invalid.tsv}: one
 * case per line, {@code rule TAB input [TAB index TAB kind]}, {@code #} comments, {@code ""} for
 * the empty string, escapes {@code \\uXXXX}, {@code \\t}, {@code \\\\}.
 */
final class GrammarTables {

  private GrammarTables() {}

  static List<Arguments> read(String resource) {
    List<Arguments> rows = new ArrayList<>();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
        GrammarTables.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        GrammarRule rule = GrammarRule.byAbnfName(f[0])
            .orElseThrow(() -> new IllegalArgumentException("unknown rule " + f[0]));
        Object[] row = new Object[f.length];
        row[0] = rule;
        row[1] = unescape(f[1]);
        if (f.length > 2) {
          row[2] = Integer.parseInt(f[2]);
          row[3] = ViolationKind.valueOf(f[3]);
        }
        rows.add(Arguments.of(row));
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return rows;
  }

  static String unescape(String field) {
    if (field.equals("\"\"")) {
      return "";
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == '\\' && i + 1 < field.length()) {
        char next = field.charAt(i + 1);
        if (next == 'u') {
          b.append((char) Integer.parseInt(field.substring(i + 2, i + 6), 16));
          i += 5;
          continue;
        }
        if (next == 't' || next == '\\') {
          b.append(next == 't' ? '\t' : '\\');
          i++;
          continue;
        }
      }
      b.append(c);
    }
    return b.toString();
  }
}
