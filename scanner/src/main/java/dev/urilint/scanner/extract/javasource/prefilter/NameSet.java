package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * A fixed set of names that answers whether a region of a text is one of them without making a
 * string of it: an open-addressing table keyed by the same hash {@link String#hashCode} computes.
 *
 * <pre>{@code
 * NameSet names = NameSet.of(Set.of("create", "url"));
 * names.contains("URI.create(x)", 4, 10);   // true
 * }</pre>
 */
final class NameSet {

  private final String[] table;
  private final int mask;

  private NameSet(String[] table) {
    this.table = table;
    this.mask = table.length - 1;
  }

  static NameSet of(Set<String> names) {
    int capacity = Integer.highestOneBit(Math.max(4, names.size() * 4 - 1)) << 1;
    String[] table = new String[capacity];
    for (String name : names) {
      int slot = spread(name.hashCode()) & (capacity - 1);
      while (table[slot] != null) {
        slot = (slot + 1) & (capacity - 1);
      }
      table[slot] = name;
    }
    return new NameSet(table);
  }

  /** Whether {@code text[start, end)} is one of the names. */
  boolean contains(CharSequence text, int start, int end) {
    return find(text, start, end) != null;
  }

  /** The name {@code text[start, end)} is, or null if it is none of them. */
  String find(CharSequence text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + text.charAt(i);
    }
    int length = end - start;
    for (int slot = spread(h) & mask; table[slot] != null; slot = (slot + 1) & mask) {
      String name = table[slot];
      if (name.length() == length && regionEquals(name, text, start)) {
        return name;
      }
    }
    return null;
  }

  /**
   * How many times each of the names is written by an identifier token of {@code tokens}, from
   * token {@code from} on and outside {@code dropped}: which declarations and imports the kept
   * text still uses. A name never written has no entry.
   */
  Map<String, int[]> writes(String text, JavaTokens tokens, int from, TokenRanges dropped) {
    Map<String, int[]> counts = new HashMap<>();
    int range = 0;
    int i = from;
    while (i < tokens.size()) {
      while (range < dropped.size() && dropped.to(range) < i) {
        range++;
      }
      if (range < dropped.size() && dropped.from(range) <= i) {
        i = dropped.to(range) + 1;
        continue;
      }
      if (tokens.kind(i) == JavaTokens.IDENTIFIER) {
        String name = find(text, tokens.start(i), tokens.end(i));
        if (name != null) {
          counts.computeIfAbsent(name, n -> new int[1])[0]++;
        }
      }
      i++;
    }
    return counts;
  }

  private static boolean regionEquals(String name, CharSequence text, int start) {
    for (int i = 0; i < name.length(); i++) {
      if (name.charAt(i) != text.charAt(start + i)) {
        return false;
      }
    }
    return true;
  }

  private static int spread(int h) {
    return h ^ (h >>> 16);
  }
}
