package dev.urilint.benchmarks;

/**
 * The floor every URI recogniser is compared with: one lookup per character in a 128-entry table
 * of the characters RFC 3986 allows anywhere ({@code unreserved / gen-delims / sub-delims / "%"}),
 * no grammar at all.
 *
 * <pre>{@code
 * TableScan.allowed("http://a/b");   // true
 * TableScan.allowed("http://a/b c"); // false
 * }</pre>
 */
public final class TableScan {

  private static final boolean[] URI_CHAR = table();

  private TableScan() {}

  /** Whether every character of {@code s} is one RFC 3986 allows somewhere. */
  public static boolean allowed(String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c >= 128 || !URI_CHAR[c]) {
        return false;
      }
    }
    return true;
  }

  private static boolean[] table() {
    boolean[] t = new boolean[128];
    String chars =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
    for (int i = 0; i < chars.length(); i++) {
      t[chars.charAt(i)] = true;
    }
    return t;
  }
}
