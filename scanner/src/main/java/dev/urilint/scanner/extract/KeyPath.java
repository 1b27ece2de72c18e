package dev.urilint.scanner.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * The key path of a value in a tree-shaped format ({@code spring.datasource.url}, {@code
 * servers[0].url}, {@code project/repositories/repository/url}), kept as an explicit stack (never
 * recursion) whose levels are rendered once each, when entered, and at most {@value #MAX_LENGTH}
 * chars long.
 *
 * <p>Why bounded and rendered per level: every value carries its key, so a key written out whole
 * per value makes a file of one long key with many values under it cost the key's length times
 * the values, in time and memory (a 5 MB key over a million list items). A key is only read by
 * its words ({@code UsageClassifier}, the rules' key-end checks), never shown in a report, so the
 * end of a longer path stands for it: {@link #bounded} keeps its last chars from a segment start.
 * A list item of a path already at the bound carries its list's key, the same string: no item
 * copies it, and no reader of a key looks at list positions.
 *
 * <pre>{@code
 * KeyPath path = new KeyPath('.');
 * path.pushName("servers");
 * path.pushIndex(0);
 * path.pushName("url");
 * path.current();                         // "servers[0].url"
 * KeyPath.child("a".repeat(300), "url", '.');   // the last 252 a's and ".url": 256 chars
 * }</pre>
 */
public final class KeyPath {

  /**
   * The longest key a value carries. Configuration keys are far shorter (a deep Maven or
   * Kubernetes path is about 150 chars); a longer one is read by its end.
   */
  public static final int MAX_LENGTH = 256;

  private final char separator;
  private final List<String> levels = new ArrayList<>();

  /** An empty path whose names join with {@code separator} ({@code .} or {@code /}). */
  public KeyPath(char separator) {
    this.separator = separator;
  }

  /**
   * A path whose names join with {@code separator} under {@code root} (a document nested in a
   * value, keyed under that value's key); empty when {@code root} is {@code ""}.
   */
  public KeyPath(char separator, String root) {
    this(separator);
    if (!root.isEmpty()) {
      levels.add(bounded(root));
    }
  }

  /** Enters a mapping entry (an element, a table) named {@code name}. */
  public void pushName(String name) {
    levels.add(child(current(), name, separator));
  }

  /** Enters list element {@code index}. */
  public void pushIndex(int index) {
    levels.add(item(current(), index));
  }

  /** Leaves the innermost level. */
  public void pop() {
    levels.remove(levels.size() - 1);
  }

  /** The levels entered and not left. */
  public int depth() {
    return levels.size();
  }

  /** The key of the innermost level, {@code ""} at the top. */
  public String current() {
    return levels.isEmpty() ? "" : levels.get(levels.size() - 1);
  }

  /** The key of {@code name} under {@code parent} ({@code ""} at the top), bounded. */
  public static String child(String parent, String name, char separator) {
    if (parent.isEmpty()) {
      return bounded(name);
    }
    if (parent.length() + 1 + name.length() <= MAX_LENGTH) {
      return parent + separator + name;
    }
    if (name.length() >= MAX_LENGTH) {
      return bounded(name);
    }
    // Only the end of the parent that fits is copied, never the whole of it.
    int from = segmentStart(parent, parent.length() - (MAX_LENGTH - 1 - name.length()));
    return parent.substring(from) + separator + name;
  }

  /** The key of element {@code index} of the list at {@code parent}, bounded. */
  public static String item(String parent, int index) {
    String position = "[" + index + "]";
    if (parent.length() + position.length() > MAX_LENGTH) {
      return parent;
    }
    return parent + position;
  }

  /** {@code key}, or its last {@value #MAX_LENGTH} chars from the first segment start in them. */
  public static String bounded(String key) {
    if (key.length() <= MAX_LENGTH) {
      return key;
    }
    return key.substring(segmentStart(key, key.length() - MAX_LENGTH));
  }

  // The first segment start at or after `from`: just after a '.' or '/' in the next few chars,
  // so a cut key does not begin with the end of a word; `from` itself when there is none.
  private static int segmentStart(String key, int from) {
    int limit = Math.min(key.length() - 1, from + MAX_LENGTH / 4);
    for (int i = from; i < limit; i++) {
      char c = key.charAt(i);
      if (c == '.' || c == '/') {
        return i + 1;
      }
    }
    return from;
  }
}
