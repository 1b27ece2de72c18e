package dev.urilint.scanner.classify;

/**
 * A key path as the extractors write it, read without its list positions, the way a schema names
 * its fields: Helm's {@code sources} for {@code sources[0]}, npm's {@code funding.url} for {@code
 * funding[1].url}.
 *
 * <pre>{@code
 * KeyPaths.withoutIndexes("dependencies[2].repository");   // "dependencies.repository"
 * KeyPaths.withoutIndexes("homepage");                     // "homepage"
 * }</pre>
 */
final class KeyPaths {

  private KeyPaths() {}

  /** {@code key} without its {@code [n]} list positions. */
  static String withoutIndexes(String key) {
    if (key.indexOf('[') < 0) {
      return key;
    }
    StringBuilder b = new StringBuilder(key.length());
    boolean inIndex = false;
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '[') {
        inIndex = true;
      } else if (c == ']') {
        inIndex = false;
      } else if (!inIndex) {
        b.append(c);
      }
    }
    return b.toString();
  }
}
