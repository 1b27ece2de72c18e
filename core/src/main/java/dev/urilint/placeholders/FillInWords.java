package dev.urilint.placeholders;

import java.util.Locale;
import java.util.Set;

/**
 * Words a document writes for the reader to replace, in place of a port: {@code
 * https://host:port/auth/realms/x} (Keycloak's guides), {@code http://hostname:port/}, {@code
 * https://server:PORT_NUMBER/}. A port is digits only (RFC 3986 §3.2.3), so a port spelled as a
 * word is no typo of one but a fill-in, like {@code <port>} in angle brackets ({@link
 * PlaceholderSyntax#FILL_IN}), and is never reported as malformed.
 *
 * <pre>{@code
 * FillInWords.isPortWord("https://host:port/x", 13, 17);   // true
 * FillInWords.isPortWord("https://host:8o80/x", 13, 17);   // false: a typo of a number
 * }</pre>
 */
public final class FillInWords {

  /** A port's name, optionally with "your" before it or "number" after it, separators ignored. */
  private static final Set<String> PORT_WORDS =
      Set.of("port", "yourport", "portnumber", "portnum", "portno", "yourportnumber", "serverport", "hostport");

  private FillInWords() {}

  /**
   * Whether {@code text[start, end)} is a fill-in word for a port: a port's name ({@code port},
   * {@code PORT_NUMBER}), or a run of one mask letter a sample writes for any value ({@code xxx},
   * {@code XXXX}, {@code nnnn}: Apache ShenYu's commented {@code ldap://xxxx:xxx}).
   */
  public static boolean isPortWord(String text, int start, int end) {
    if (isMaskRun(text, start, end)) {
      return true;
    }
    if (end - start < 4 || end - start > 24) {
      return false;
    }
    StringBuilder word = new StringBuilder(end - start);
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '-' || c == '_') {
        continue;
      }
      if (!(c < 0x80 && Character.isLetter(c))) {
        return false;
      }
      word.append(c);
    }
    return PORT_WORDS.contains(word.toString().toLowerCase(Locale.ROOT));
  }

  // Two to eight of one of x, X, n, N: "xxx", "XXXX", "nnnn".
  private static boolean isMaskRun(String text, int start, int end) {
    if (end - start < 2 || end - start > 8 || "xXnN".indexOf(text.charAt(start)) < 0) {
      return false;
    }
    for (int i = start + 1; i < end; i++) {
      if (text.charAt(i) != text.charAt(start)) {
        return false;
      }
    }
    return true;
  }
}
