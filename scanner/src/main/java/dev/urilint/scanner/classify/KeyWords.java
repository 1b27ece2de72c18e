package dev.urilint.scanner.classify;

import java.util.Locale;
import java.util.Optional;

/**
 * The words of a key or a name, found on word boundaries: non-letters separate words ({@code
 * DATABASE_URL}, {@code bootstrap-servers}, {@code ws2Endpoint}), a capital starts one ({@code
 * proxyHost}), a run of capitals is one ({@code jdbcURL}), and its last capital starts the next
 * word when a small letter follows ({@code invalidURIWithMessage} is invalid, URI, With,
 * Message), unless that letter is a plural {@code s} ({@code allowedURLs}). Words are matched
 * whole: {@code CONTENT_SECURITY_POLICY} holds the letters {@code URI} but not the word.
 *
 * <pre>{@code
 * KeyWords.last("proxyHost");                                // Optional[host]
 * KeyWords.contains("URI.create", "URI");                    // true
 * KeyWords.contains("CONTENT_SECURITY_POLICY", "URI");       // false
 * }</pre>
 */
final class KeyWords {

  private KeyWords() {}

  /** The last word of {@code text}, lower-cased, with a {@code $} just before it ({@code $schema}). */
  static Optional<String> last(String text) {
    int start = -1;
    int end = -1;
    int n = text.length();
    int i = 0;
    while (i < n) {
      if (!Character.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      start = i;
      end = wordEnd(text, i);
      i = end;
    }
    if (start < 0) {
      return Optional.empty();
    }
    if (start > 0 && text.charAt(start - 1) == '$') {
      start--;
    }
    return Optional.of(text.substring(start, end).toLowerCase(Locale.ROOT));
  }

  /**
   * Whether one of the words of {@code text} is one of {@code words}, case included. One pass, no
   * allocation: this runs once per value.
   */
  static boolean contains(String text, String... words) {
    int n = text.length();
    int i = 0;
    while (i < n) {
      if (!Character.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int end = wordEnd(text, i);
      for (String word : words) {
        if (word.length() == end - i && text.regionMatches(i, word, 0, end - i)) {
          return true;
        }
      }
      i = end;
    }
    return false;
  }

  /** The end of the word that starts at {@code start}, a letter. */
  static int wordEnd(String text, int start) {
    int n = text.length();
    int i = start + 1;
    if (Character.isUpperCase(text.charAt(start)) && i < n && Character.isUpperCase(text.charAt(i))) {
      while (i < n && Character.isUpperCase(text.charAt(i))) {
        i++;
      }
      if (i < n && isSmall(text.charAt(i))) {
        if (text.charAt(i) == 's' && (i + 1 == n || !isSmall(text.charAt(i + 1)))) {
          return i + 1; // "URLs"
        }
        return i - 1; // "URIWith": the 'W' starts "With"
      }
      return i;
    }
    while (i < n && isSmall(text.charAt(i))) {
      i++;
    }
    return i;
  }

  // A letter that continues a word: lower case, or a letter without case (CJK, digits excluded).
  private static boolean isSmall(char c) {
    return Character.isLetter(c) && !Character.isUpperCase(c);
  }
}
