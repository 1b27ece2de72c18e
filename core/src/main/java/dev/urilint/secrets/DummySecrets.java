package dev.urilint.secrets;

import java.util.Locale;
import java.util.Set;

/**
 * Values that stand in for a secret without being one: already masked ({@code ****}, {@code
 * %2A%2A%2A}), angle- or square-bracketed names ({@code <password>}, {@code [secret]}), runs of
 * {@code x}, and the bare role names ({@code password}, {@code secret}) that documentation uses.
 * {@code credentials-in-uri} and {@code sensitive-query-parameter} stay quiet on them.
 *
 * <pre>{@code
 * DummySecrets.isDummy("****");        // true
 * DummySecrets.isDummy("<password>");  // true
 * DummySecrets.isDummy("changeme");    // false: a default password that ships is still a credential
 * }</pre>
 */
public final class DummySecrets {

  private static final Set<String> ROLE_NAMES =
      Set.of("password", "passwd", "pass", "pwd", "secret", "token", "redacted", "masked",
          "hidden", "removed");

  private DummySecrets() {}

  /** Whether {@code value} (as written, possibly percent-encoded) is a stand-in, not a secret. */
  public static boolean isDummy(String value) {
    if (value.isEmpty()) {
      return false;
    }
    String v = value.replace("%2A", "*").replace("%2a", "*");
    if (isRunOf(v, '*') || isRunOf(v.toLowerCase(Locale.ROOT), 'x') && v.length() >= 3
        || isRunOf(v, '.') || isRunOf(v, '-')) {
      return true;
    }
    if (v.length() >= 3
        && (v.startsWith("<") && v.endsWith(">") || v.startsWith("[") && v.endsWith("]")
            || v.startsWith("%3C") && v.endsWith("%3E"))) {
      return true;
    }
    return ROLE_NAMES.contains(v.toLowerCase(Locale.ROOT));
  }

  private static boolean isRunOf(String v, char c) {
    for (int i = 0; i < v.length(); i++) {
      if (v.charAt(i) != c) {
        return false;
      }
    }
    return true;
  }
}
