package dev.urilint.scanner.extract.yaml;

import java.util.ArrayList;
import java.util.List;

/**
 * The dotted key path of a value in a tree-shaped format, kept as an explicit stack (never
 * recursion): names join with {@code .}, list positions render as {@code [i]}, so a YAML or JSON
 * value reads {@code spring.datasource.url} or {@code servers[0].url}.
 */
final class KeyPath {

  private final List<String> names = new ArrayList<>();
  private final List<Integer> indexes = new ArrayList<>();

  /** Enters a mapping entry named {@code name}. */
  void pushName(String name) {
    names.add(name);
    indexes.add(-1);
  }

  /** Enters list element {@code index}. */
  void pushIndex(int index) {
    names.add(null);
    indexes.add(index);
  }

  void pop() {
    names.remove(names.size() - 1);
    indexes.remove(indexes.size() - 1);
  }

  int depth() {
    return names.size();
  }

  /** Replaces the top list index (the next element of the same list). */
  void setTopIndex(int index) {
    indexes.set(indexes.size() - 1, index);
  }

  String render() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      if (name == null) {
        out.append('[').append(indexes.get(i)).append(']');
      } else {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(name);
      }
    }
    return out.toString();
  }
}
