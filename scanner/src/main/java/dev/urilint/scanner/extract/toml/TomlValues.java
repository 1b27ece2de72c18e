package dev.urilint.scanner.extract.toml;

import com.fasterxml.jackson.databind.JsonNode;
import dev.urilint.scanner.extract.Alignment;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.KeyPath;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds every string value of a TOML document that the parser has already accepted, in one pass
 * over its text: table headers ({@code [a.b]}, {@code [[servers]]}), dotted and quoted keys,
 * arrays and inline tables, each string decoded by {@link TomlStrings} with the offset of every
 * char. The parser's tree, walked alongside, gives each string's value; where the two disagree
 * (an edge {@code TomlStrings} does not model) {@link Alignment} places the tree's value.
 *
 * <p>Only strings are values here: numbers, booleans and dates are passed over up to the next
 * {@code ,} {@code ]} {@code }} {@code #} or line end. Since the text is valid TOML, nothing is
 * checked; every loop still moves on by at least one char, so no input can stop it.
 */
final class TomlValues {

  private final String text;
  private final int n;
  private final TomlStrings strings;
  private final List<ExtractedValue> values = new ArrayList<>();
  private int i;

  private TomlValues(String text) {
    this.text = text;
    this.n = text.length();
    this.strings = new TomlStrings(text);
  }

  /** The string values of {@code text} (valid TOML, read by the parser into {@code tree}). */
  static List<ExtractedValue> of(String text, JsonNode tree) {
    TomlValues walk = new TomlValues(text);
    walk.document(tree);
    return walk.values;
  }

  /** A table header's table: its children, and its elements if it is an array of tables. */
  private static final class Table {
    final Map<String, Table> children = new HashMap<>();
    List<Table> elements;
  }

  private void document(JsonNode tree) {
    Table root = new Table();
    String path = "";
    JsonNode node = tree;
    while (true) {
      skipBlank();
      if (i >= n) {
        return;
      }
      int before = i;
      if (text.charAt(i) == '[') {
        boolean array = text.startsWith("[[", i);
        i += array ? 2 : 1;
        List<String> keys = dottedKey();
        // Each key of a header names a table, or the last element so far of an array of tables.
        String rendered = "";
        Table table = root;
        node = tree;
        for (int k = 0; k < keys.size(); k++) {
          String key = keys.get(k);
          rendered = KeyPath.child(rendered, key, '.');
          node = node == null ? null : node.get(key);
          table = table.children.computeIfAbsent(key, x -> new Table());
          if (array && k == keys.size() - 1) {
            if (table.elements == null) {
              table.elements = new ArrayList<>();
            }
            table.elements.add(new Table());
          }
          if (table.elements != null && !table.elements.isEmpty()) {
            int last = table.elements.size() - 1;
            rendered = KeyPath.item(rendered, last);
            node = node == null ? null : node.get(last);
            table = table.elements.get(last);
          }
        }
        path = rendered;
        skipSpaces();
        while (i < n && text.charAt(i) == ']') {
          i++;
        }
      } else {
        keyValue(path, node, 0);
      }
      if (i == before) {
        i++;
      }
    }
  }

  /** {@code key = value}, the key (dotted or not) under {@code path}. */
  private void keyValue(String path, JsonNode node, int depth) {
    String rendered = path;
    for (String key : dottedKey()) {
      rendered = KeyPath.child(rendered, key, '.');
      node = node == null ? null : node.get(key);
    }
    skipSpaces();
    if (i < n && text.charAt(i) == '=') {
      i++;
      skipSpaces();
      value(rendered, node, depth);
    }
  }

  private void value(String path, JsonNode node, int depth) {
    if (i >= n) {
      return;
    }
    char c = text.charAt(i);
    if (c == '"' || c == '\'') {
      string(path, node);
    } else if (c == '[' && depth < TomlExtractor.MAX_DEPTH) {
      i++;
      int index = 0;
      while (i < n) {
        skipBlank();
        if (i >= n || text.charAt(i) == ']') {
          break;
        }
        int before = i;
        if (text.charAt(i) != ',') {
          value(KeyPath.item(path, index), node == null ? null : node.get(index), depth + 1);
          index++;
        }
        if (i == before) {
          i++;
        }
      }
      i = Math.min(i + 1, n);
    } else if (c == '{' && depth < TomlExtractor.MAX_DEPTH) {
      i++;
      while (i < n) {
        skipBlank();
        if (i >= n || text.charAt(i) == '}') {
          break;
        }
        int before = i;
        if (text.charAt(i) != ',') {
          keyValue(path, node, depth + 1);
        }
        if (i == before) {
          i++;
        }
      }
      i = Math.min(i + 1, n);
    } else {
      while (i < n && ",]}#\r\n".indexOf(text.charAt(i)) < 0) {
        i++;
      }
    }
  }

  private void string(String path, JsonNode node) {
    int start = i;
    ValueBuilder decoded = strings.decode(start);
    int end = strings.end();
    i = Math.min(end + (multiLine(start) ? 3 : 1), n);
    String found = decoded.toString();
    String expected = node != null && node.isTextual() ? node.textValue() : found;
    if (!found.equals(expected)) {
      decoded = Alignment.align(expected, text, start, Math.max(end, start));
    }
    values.add(decoded.build(end, Optional.of(path), Optional.empty()));
  }

  /** The parts of a key, bare or quoted, between dots: {@code a."b.c".d} is a, b.c, d. */
  private List<String> dottedKey() {
    List<String> keys = new ArrayList<>();
    while (i < n) {
      skipSpaces();
      if (i >= n) {
        break;
      }
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        int start = i;
        keys.add(strings.decode(start).toString());
        i = Math.min(strings.end() + (multiLine(start) ? 3 : 1), n);
      } else {
        int start = i;
        while (i < n && bareKeyChar(text.charAt(i))) {
          i++;
        }
        if (i == start) {
          break;
        }
        keys.add(text.substring(start, i));
      }
      skipSpaces();
      if (i < n && text.charAt(i) == '.') {
        i++;
      } else {
        break;
      }
    }
    return keys;
  }

  private boolean multiLine(int quote) {
    return text.startsWith("\"\"\"", quote) || text.startsWith("'''", quote);
  }

  private static boolean bareKeyChar(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '_'
        || c == '-';
  }

  private void skipSpaces() {
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
  }

  /** Skips white space, line breaks and comments. */
  private void skipBlank() {
    while (i < n) {
      char c = text.charAt(i);
      if (c == '#') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        i++;
      } else {
        return;
      }
    }
  }
}
