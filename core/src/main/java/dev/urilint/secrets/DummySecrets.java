package dev.urilint.secrets;

import java.util.Locale;
import java.util.Set;

/**
 * Values that stand in for a secret without being one: already masked ({@code ****}, {@code
 * %2A%2A%2A}), angle- or square-bracketed names ({@code <password>}, {@code [secret]}: words of
 * letters; {@code [Xk9#mQ2]} and {@code <Tr0ub4dor&3>} are passwords in brackets), runs of
 * {@code x}, and the bare role names ({@code password}, {@code secret}) that documentation uses;
 * also in ODBC braces ({@code {password}}), where a name addressed to the reader is one too
 * ({@code {your_password_here}}, the fill-in of Microsoft's SQL Server connection strings).
 * {@code credentials-in-uri} and {@code sensitive-query-parameter} stay quiet on them.
 *
 * <pre>{@code
 * DummySecrets.isDummy("****");        // true
 * DummySecrets.isDummy("<password>");  // true
 * DummySecrets.isDummy("{your_password_here}");  // true
 * DummySecrets.isDummy("changeme");    // false: a default password that ships is still a credential
 * }</pre>
 */
public final class DummySecrets {

  private static final Set<String> ROLE_NAMES =
      Set.of("password", "passwd", "pass", "pwd", "secret", "token", "redacted", "masked",
          "hidden", "removed");

  private DummySecrets() {}

  /**
   * Whether {@code text} holds one of the example credentials a cloud vendor's documentation
   * writes, which nobody can use: AWS's access key ids of the form {@code AKIA} + 9 + {@code
   * EXAMPLE} ({@code AKIAIOSFODNN7EXAMPLE}) and secret keys of 40 characters ending in {@code
   * EXAMPLEKEY} ({@code wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY}). A URI that holds one was copied
   * from that documentation, and so were the other secrets in it (the signature computed with the
   * example key).
   *
   * <pre>{@code
   * DummySecrets.holdsVendorExample("?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Signature=x");  // true
   * DummySecrets.holdsVendorExample("?AWSAccessKeyId=AKIAIOSFODNN7QWERTYU");              // false
   * }</pre>
   */
  public static boolean holdsVendorExample(String text) {
    for (int at = text.indexOf("EXAMPLE"); at >= 0; at = text.indexOf("EXAMPLE", at + 1)) {
      if (at >= 13 && text.startsWith("AKIA", at - 13) && isUpperAlnum(text, at - 9, at)) {
        return true;
      }
      if (text.startsWith("EXAMPLEKEY", at) && at >= 30 && isKeyChars(text, at - 30, at)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isUpperAlnum(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
        return false;
      }
    }
    return true;
  }

  // The base64 alphabet of an AWS secret key.
  private static boolean isKeyChars(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '/' || c == '+')) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code value} (as written, possibly percent-encoded) is a stand-in, not a secret. */
  public static boolean isDummy(String value) {
    if (value.isEmpty()) {
      return false;
    }
    String v = value.replace("%2A", "*").replace("%2a", "*");
    if (v.length() >= 3 && v.charAt(0) == '{' && v.charAt(v.length() - 1) == '}') {
      // ODBC braces quote a value ("{password}" is the value "password"), and Microsoft's
      // connection strings write each fill-in in them: "Password={your_password_here}".
      String quoted = v.substring(1, v.length() - 1);
      if (isStandIn(quoted) || isFillIn(quoted)) {
        return true;
      }
    }
    return isStandIn(v);
  }

  private static boolean isStandIn(String v) {
    if (isRunOf(v, '*') || isRunOf(v.toLowerCase(Locale.ROOT), 'x') && v.length() >= 3
        || isRunOf(v, '.') || isRunOf(v, '-')) {
      return true;
    }
    if (v.length() >= 3 && (v.startsWith("<") && v.endsWith(">") || v.startsWith("[") && v.endsWith("]"))) {
      return isFillInName(v, 1, v.length() - 1);
    }
    if (v.length() >= 7 && v.startsWith("%3C") && v.endsWith("%3E")) {
      return isFillInName(v, 3, v.length() - 3);
    }
    return ROLE_NAMES.contains(v.toLowerCase(Locale.ROOT));
  }

  // What brackets hold when they stand in for a value: words of letters (and digits apart) joined
  // by spaces, '-', '_' or '.' ("<password>", "[db password]", "<YOUR_TOKEN>", "<port 1>"). A
  // password in brackets holds other characters or mixes letters and digits in a word
  // ("[Xk9#mQ2]", "<Tr0ub4dor&3>", "<Hunter2>").
  private static boolean isFillInName(String v, int from, int to) {
    boolean letter = false;
    boolean wordLetter = false;
    boolean wordDigit = false;
    for (int i = from; i < to; i++) {
      char c = v.charAt(i);
      boolean l = c < 0x80 && Character.isLetter(c);
      boolean d = c >= '0' && c <= '9';
      if (!(l || d || c == ' ' || c == '-' || c == '_' || c == '.')) {
        return false;
      }
      if (l || d) {
        wordLetter |= l;
        wordDigit |= d;
        if (wordLetter && wordDigit) {
          return false;
        }
      } else {
        wordLetter = false;
        wordDigit = false;
      }
      letter |= l;
    }
    return letter;
  }

  // A name that addresses the reader: "your_password_here", "YOUR_PASSWORD", "yourPassword".
  private static boolean isFillIn(String v) {
    if (v.length() < 6 || !v.regionMatches(true, 0, "your", 0, 4)) {
      return false;
    }
    char next = v.charAt(4);
    if (!(next == '_' || next == '-' || next == '.' || next == ' ' || Character.isUpperCase(next))) {
      return false;
    }
    for (int i = 5; i < v.length(); i++) {
      char c = v.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == ' ')) {
        return false;
      }
    }
    return true;
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
