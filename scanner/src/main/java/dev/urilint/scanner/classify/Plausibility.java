package dev.urilint.scanner.classify;

import dev.urilint.lint.Usage;
import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.UriChars;

/**
 * Whether a value is plausibly a URI and so worth linting. Config files are full of strings with
 * a colon that are not URIs: Maven coordinates ({@code org.acme:lib:1.0}), image tags ({@code
 * nginx:1.25}), port maps ({@code 8080:80}), prose ({@code Note: restart}). A value that reads as
 * a sentence is never linted, whatever its usage (see {@link #readsAsSentence}); of the others,
 * only these are:
 *
 * <ul>
 *   <li>a value used as a locator (its key or sink says so: {@code db.url=localhost:5432/app} is
 *       linted, and caught), or as a link a reader clicks (a license URL: {@code
 *       www.apache.org:8443/licenses/LICENSE-2.0} lost its scheme, and the link is broken);
 *   <li>a scheme followed by {@code //} ({@code htps://x}, {@code s3://bucket});
 *   <li>a well-known scheme followed by {@code :} ({@code mailto:}, {@code jdbc:}, {@code urn:},
 *       {@code http:/x}), or a well-known hierarchical scheme followed by {@code //} without a
 *       colon ({@code http//x}).
 * </ul>
 *
 * <pre>{@code
 * Plausibility.isPlausible("nginx:1.25", Usage.TEXT);          // false
 * Plausibility.isPlausible("https://a.example/", Usage.TEXT);  // true
 * Plausibility.isPlausible("localhost:8080", Usage.LOCATOR);   // true
 * Plausibility.isPlausible("URL invalide: [{0}]", Usage.LOCATOR); // false: a sentence
 * }</pre>
 */
public final class Plausibility {

  private Plausibility() {}

  /** Whether {@code value}, used as {@code usage}, is linted. */
  public static boolean isPlausible(String value, Usage usage) {
    int start = 0;
    int n = value.length();
    while (start < n && Character.isWhitespace(value.charAt(start))) {
      start++;
    }
    if (start == n || readsAsSentence(value)) {
      return false;
    }
    if (usage == Usage.LOCATOR || usage == Usage.LINK) {
      return true;
    }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    if (!UriChars.isAlpha(value.charAt(start))) {
      return false;
    }
    int i = start + 1;
    while (i < n && UriChars.isSchemeChar(value.charAt(i))) {
      i++;
    }
    Scheme scheme = SchemeRegistry.lookup(value, start, i);
    if (i < n && value.charAt(i) == ':') {
      // A scheme name and its colon with nothing after ("file:" in prose, "data:" as a line of a
      // YAML block, a prefix) is a word or a label, never a URI outside a locator.
      if (isBlankFrom(value, i + 1)) {
        return false;
      }
      return value.startsWith("//", i + 1) || scheme.common();
    }
    return value.startsWith("//", i) && scheme.common() && scheme.hierarchical();
  }

  /**
   * Whether {@code value} reads as a sentence rather than a locator: white space separates words,
   * and the first word is not shaped like a URI reference (it has no {@code /}, no {@code :}
   * followed by more of the word, and starts with neither {@code ?} nor {@code #}). A message
   * ({@code URL invalide: [{0}]}, {@code Hôte [{0}] inconnu}, {@code line: [{0}], column: [{1}]},
   * {@code <a href="...">docs</a> for details}) is text even under a key ending in {@code url}; a
   * URI with a stray space ({@code https://x/a b}, {@code /docs/my file.html}, {@code
   * localhost:8080/a b}) is still linted, and reported.
   *
   * <pre>{@code
   * Plausibility.readsAsSentence("Scanning JAR at URL [{0}]");   // true
   * Plausibility.readsAsSentence("https://example.org/a b");     // false
   * Plausibility.readsAsSentence("https://example.org/");        // false: one word
   * }</pre>
   */
  public static boolean readsAsSentence(String value) {
    int n = value.length();
    int i = 0;
    while (i < n && Character.isWhitespace(value.charAt(i))) {
      i++;
    }
    if (i < n && (value.charAt(i) == '?' || value.charAt(i) == '#')) {
      return false;
    }
    for (; i < n && !Character.isWhitespace(value.charAt(i)); i++) {
      char c = value.charAt(i);
      if (c == '/' || c == ':' && i + 1 < n && !Character.isWhitespace(value.charAt(i + 1))) {
        return false;
      }
    }
    while (i < n && Character.isWhitespace(value.charAt(i))) {
      i++;
    }
    return i < n; // another word follows
  }

  private static boolean isBlankFrom(String value, int from) {
    for (int k = from; k < value.length(); k++) {
      if (!Character.isWhitespace(value.charAt(k))) {
        return false;
      }
    }
    return true;
  }
}
