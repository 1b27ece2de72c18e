package dev.urilint.evidence;

/**
 * Whether a value that only its position calls a URI ({@code cb.url}, {@code link}, an {@code
 * href}) is shaped like a URI reference at all. A key decides nothing about the value's text:
 * under keys that end in {@code url}, {@code link} or {@code server} real repositories hold
 * translated UI labels ({@code 帮助链接}), npm version ranges ({@code ^0.17.4}, {@code ~8.1.0}),
 * expressions ({@code #{@env.getProperty('cb.base')}}, JSONPath {@code $['callbackUri']}) and
 * sentences. None of them is a malformed URI; each is a value of its consumer's own language.
 *
 * <p>A reference shape is ASCII only (a URI is; a consumer that takes an IRI encodes it itself),
 * starts as a URI reference can ({@code /}, {@code .}, {@code ?}, {@code #} but not {@code #{},
 * {@code [} for an IP literal, a letter, a digit, {@code %} or a placeholder), and holds none of
 * the characters that write code or markup rather than a URI: quotes, backticks, angle brackets,
 * {@code ^}, {@code |}, {@code {}/{@code }} outside a placeholder. Placeholders ({@code ${HOST}},
 * {@code {{ .Values.url }}}) are read as the values they stand for: the caller neutralizes them.
 *
 * <pre>{@code
 * ReferenceShape.is("/done page");                 // true: a reference, broken
 * ReferenceShape.is("localhost:5432/app");         // true
 * ReferenceShape.is("xxxxxxx/callback");           // true: "${BASE}/callback", neutralized
 * ReferenceShape.is("帮助链接");                     // false: a label
 * ReferenceShape.is("^0.17.4");                    // false: a version range
 * ReferenceShape.is("$['callbackUri']");           // false: JSONPath
 * ReferenceShape.is("#{@env.getProperty('x')}");   // false: an expression
 * }</pre>
 */
public final class ReferenceShape {

  /** Characters a URI reference never holds unencoded and code or markup often does. */
  private static final String CODE_CHARS = "'\"`<>^|{}";

  private ReferenceShape() {}

  /**
   * Whether {@code value}, its placeholders neutralized ({@link
   * dev.urilint.placeholders.Placeholders#neutralize}: each written as filler the grammar accepts),
   * is shaped like a URI reference (see the class comment).
   */
  public static boolean is(String value) {
    int n = value.length();
    int start = 0;
    while (start < n && Character.isWhitespace(value.charAt(start))) {
      start++;
    }
    if (start == n || !startsAReference(value, start)) {
      return false;
    }
    for (int i = start; i < n; i++) {
      char c = value.charAt(i);
      if (c >= 0x80 || CODE_CHARS.indexOf(c) >= 0) {
        return false;
      }
    }
    return true;
  }

  // What a URI reference may start with: a path ("/", "./", "docs/"), a query or a fragment, an
  // authority ("//h", "[::1]:80", "host:port"), a percent-encoded octet.
  private static boolean startsAReference(String value, int i) {
    char c = value.charAt(i);
    if (c < 0x80 && Character.isLetterOrDigit(c)) {
      return true;
    }
    return switch (c) {
      case '/', '.', '?', '%', '[', '_' -> true;
      case '#' -> !value.startsWith("#{", i); // a fragment, not a SpEL expression
      default -> false; // '$' not of a placeholder ("$['x']", "$.a"), '@', '=', '~', '-', '*', '!', '(' ...
    };
  }

  /**
   * Whether {@code value} reads as a sentence rather than a locator: white space separates words,
   * and the first word is not shaped like a URI reference (it has no {@code /}, no {@code :}
   * followed by more of the word, and starts with neither {@code ?} nor {@code #}). A message
   * ({@code URL invalide: [{0}]}, {@code Hôte [{0}] inconnu}, {@code <a href="...">docs</a> for
   * details}) is text under any key; a URI with a stray space ({@code https://x/a b}, {@code
   * /docs/my file.html}, {@code localhost:8080/a b}) is not a sentence, and is reported.
   *
   * <pre>{@code
   * ReferenceShape.readsAsSentence("Scanning JAR at URL [{0}]");   // true
   * ReferenceShape.readsAsSentence("https://example.org/a b");     // false
   * ReferenceShape.readsAsSentence("https://example.org/");        // false: one word
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
}
