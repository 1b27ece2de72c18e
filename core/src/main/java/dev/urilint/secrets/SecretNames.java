package dev.urilint.secrets;

import java.util.Locale;
import java.util.Set;

/**
 * Names of query and connection-string parameters whose value is a secret: what {@code
 * sensitive-query-parameter} reports and what {@link Masking} hides, so the two never disagree.
 *
 * <pre>{@code
 * SecretNames.isSecret("api_key");            // true ("api-key", "apiKey" and "APIKEY" too)
 * SecretNames.isSecret("X-Amz-Signature");    // true
 * SecretNames.isSecret("db_password");        // true: ends with "password"
 * SecretNames.isSecret("pageToken");          // false: a pagination cursor, not a credential
 * SecretNames.isSecret("SharedAccessKey");    // true: Azure's connection strings
 * SecretNames.isKeyName("key");               // true: a secret when its value is an API key
 * }</pre>
 *
 * <p>Names compare case-insensitively with {@code -} and {@code _} ignored.
 */
public final class SecretNames {

  // Normalized: lower case, without '-' and '_'.
  private static final Set<String> EXACT =
      Set.of(
          "password", "passwd", "pwd", "pass", "secret", "token", "accesstoken", "refreshtoken",
          "idtoken", "authtoken", "sessiontoken", "apikey", "xapikey", "privatekey", "secretkey",
          "awssecretaccesskey", "signature", "sig", "xamzsignature", "xamzcredential",
          "xamzsecuritytoken", "xgoogsignature", "xgoogcredential", "privatetoken", "passphrase",
          "bindpw", "xbindpw", "sharedaccesskey", "accountkey", "sharedaccesssignature");

  // Suffixes that make any name a secret: "db_password", "adminPasswd", "client_secret".
  private static final String[] SUFFIXES = {"password", "passwd", "secret", "passphrase"};

  // The last letters of every name above ("d" of password, "n" of token, "y" of api_key...): a
  // parameter name ending otherwise is rejected before it is copied and lower-cased.
  // One bit per letter 'a' + i: a mask, not a search, since every '=' of every string asks.
  private static final int LAST_LETTERS = lastLetters();

  private SecretNames() {}

  /** Whether a parameter called {@code name} holds a secret. */
  public static boolean isSecret(String name) {
    return isSecret(name, 0, name.length());
  }

  /** As {@link #isSecret(String)} for {@code text[start, end)}, without copying when it cannot match. */
  static boolean isSecret(String text, int start, int end) {
    if (end - start < 3 || end - start > 40) {
      return false;
    }
    int last = end - 1;
    while (last > start && (text.charAt(last) == '-' || text.charAt(last) == '_')) {
      last--;
    }
    int letter = Character.toLowerCase(text.charAt(last)) - 'a';
    if (letter < 0 || letter >= 26 || (LAST_LETTERS & 1 << letter) == 0) {
      return false;
    }
    StringBuilder normal = new StringBuilder(end - start);
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c != '-' && c != '_') {
        normal.append(Character.toLowerCase(c));
      }
    }
    String name = normal.toString().toLowerCase(Locale.ROOT);
    if (EXACT.contains(name)) {
      return true;
    }
    for (String suffix : SUFFIXES) {
      if (name.endsWith(suffix)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code text[start, end)} is {@code key} (any case): Google's and many other APIs'
   * parameter for an API key, but also a lookup key, a sort key or a cache key. Its value is a
   * secret only when it reads as a key ({@link #isKeyValue}).
   */
  static boolean isKeyName(String text, int start, int end) {
    return end - start == 3 && text.regionMatches(true, start, "key", 0, 3);
  }

  /**
   * Whether the value {@code text[start, end)} of a {@code key} parameter is an API key: at least
   * 20 characters of letters, digits, '-' and '_', with digits, upper- and lower-case letters
   * ({@code AIzaSyD3...}, Google's), or at least 32 hexadecimal digits. A word ({@code
   * key=value}, {@code key=user.name}) is not.
   */
  static boolean isKeyValue(String text, int start, int end) {
    if (end - start < 20 || end - start > 256) {
      return false;
    }
    boolean digit = false;
    boolean upper = false;
    boolean lower = false;
    boolean hex = true;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      boolean d = c >= '0' && c <= '9';
      boolean u = c >= 'A' && c <= 'Z';
      boolean l = c >= 'a' && c <= 'z';
      if (!(d || u || l || c == '-' || c == '_')) {
        return false;
      }
      digit |= d;
      upper |= u;
      lower |= l;
      hex &= d || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }
    return digit && upper && lower || hex && digit && end - start >= 32;
  }

  /**
   * Where the name of the parameter whose value starts at {@code valueStart} is: before its
   * {@code '='} and the spaces a connection string allows around it ({@code Password = x}).
   *
   * <pre>{@code
   * SecretNames.nameBefore("a;Password = x", 13);   // [2, 10): "Password"
   * }</pre>
   */
  public static dev.urilint.uri.Span nameBefore(String input, int valueStart) {
    int eq = valueStart - 1;
    while (eq > 0 && input.charAt(eq) == ' ') {
      eq--;
    }
    int end = eq;
    while (end > 0 && input.charAt(end - 1) == ' ') {
      end--;
    }
    int start = end;
    while (start > 0 && SecretParameters.isNameChar(input.charAt(start - 1))) {
      start--;
    }
    return new dev.urilint.uri.Span(start, end);
  }

  private static int lastLetters() {
    int letters = 0;
    for (String name : EXACT) {
      letters |= letterBit(name.charAt(name.length() - 1));
    }
    for (String suffix : SUFFIXES) {
      letters |= letterBit(suffix.charAt(suffix.length() - 1));
    }
    return letters;
  }

  private static int letterBit(char c) {
    if (c < 'a' || c > 'z') {
      throw new IllegalStateException("a secret name ends in a lower-case letter: " + c);
    }
    return 1 << (c - 'a');
  }
}
