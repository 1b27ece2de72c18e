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
          "xamzsecuritytoken", "xgoogsignature", "xgoogcredential");

  // Suffixes that make any name a secret: "db_password", "adminPasswd", "client_secret".
  private static final String[] SUFFIXES = {"password", "passwd", "secret"};

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
