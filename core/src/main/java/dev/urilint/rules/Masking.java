package dev.urilint.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Hides secrets in a URI before it is shown: the password of the userinfo and the value of a
 * sensitive parameter read {@code ****}.
 *
 * <pre>{@code
 * Masking.mask("https://bob:hunter2@example.com/?token=abc&x=1");
 * // "https://bob:****@example.com/?token=****&x=1"
 * Masking.mask("jdbc:sqlserver://db;user=sa;password=s3cret");   // "...;password=****"
 * Masking.mask("mongodb://app:pw@h1,h2/db");                       // "mongodb://app:****@h1,h2/db"
 * Masking.mask("jdbc:oracle:thin:scott/tiger@db:1521:orcl");       // "jdbc:oracle:thin:scott/****@..."
 * }</pre>
 *
 * <p>Works on any text, valid URI or not, and on text that merely contains URIs (messages,
 * reports): it looks for {@code //userinfo@} authorities anywhere, Oracle's {@code
 * thin:user/password@} form, and {@code name=value} pairs whose name {@link SecretNames} calls
 * secret. Placeholders ({@code ${DB_PASS}}) are left readable: they are not secrets. Masking
 * errs towards hiding: a false mask costs readability, a missed one leaks a credential.
 */
public final class Masking {

  /** What a secret is replaced with. */
  public static final String MASK = "****";

  private Masking() {}

  /**
   * {@code text} with every password and sensitive parameter value replaced by {@link #MASK};
   * works on invalid URIs too. Returns {@code text} itself when there is nothing to hide.
   */
  public static String mask(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    List<int[]> secrets = new ArrayList<>();
    userinfoPasswords(text, secrets);
    oracleThinPasswords(text, secrets);
    sensitiveParameters(text, secrets);
    if (secrets.isEmpty()) {
      return text;
    }
    secrets.sort((a, b) -> Integer.compare(a[0], b[0]));
    StringBuilder out = new StringBuilder(text.length());
    int at = 0;
    for (int[] secret : secrets) {
      if (secret[0] < at) {
        at = Math.max(at, secret[1]); // overlapping secrets: one mask for their union
        continue;
      }
      out.append(text, at, secret[0]).append(MASK);
      at = secret[1];
    }
    return out.append(text, at, text.length()).toString();
  }

  // "//user:password@host": the password runs from the first ':' of the userinfo to its last
  // '@'. The authority normally stops at '/', but a password may hold an unencoded '/'
  // ("u:p/q@h"), so a later '@' close by on the same token also ends a userinfo, unless what
  // follows the colon up to the '/' is a port number ("host:8080/users/@me").
  private static void userinfoPasswords(String text, List<int[]> secrets) {
    int from = 0;
    int slashes;
    while ((slashes = text.indexOf("//", from)) >= 0) {
      int start = slashes + 2;
      int end = start;
      int at = -1;
      int colon = -1;
      while (end < text.length()) {
        char c = text.charAt(end);
        if (c == '/' || c == '?' || c == '#' || endsToken(c)) {
          break;
        }
        if (c == '@') {
          at = end;
        } else if (c == ':' && colon < 0) {
          colon = end;
        }
        end++;
      }
      from = Math.max(start, end);
      if (at < 0 && colon >= 0 && !portFollows(text, colon, end)) {
        at = laterAt(text, end);
      }
      if (colon >= 0 && colon < at) {
        addSecret(text, colon + 1, at, secrets);
        from = Math.max(from, at + 1);
      }
    }
  }

  // The last '@' within the next few characters of the same token, or -1. Bounded so that
  // running text with many "//" stays linear.
  private static int laterAt(String text, int from) {
    int at = -1;
    int limit = Math.min(text.length(), from + 256);
    for (int i = from; i < limit; i++) {
      char c = text.charAt(i);
      if (endsToken(c) || c == '?' || c == '#') {
        break;
      }
      if (c == '@') {
        at = i;
      }
    }
    return at;
  }

  // Whether ":digits" fills [colon, end): then an '@' after end is in the path, not the userinfo.
  private static boolean portFollows(String text, int colon, int end) {
    for (int i = colon + 1; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  // Oracle's "jdbc:oracle:thin:user/password@host..." (also ":oci:").
  private static void oracleThinPasswords(String text, List<int[]> secrets) {
    for (String marker : new String[] {":thin:", ":oci:", ":THIN:", ":OCI:"}) {
      int from = 0;
      int m;
      while ((m = text.indexOf(marker, from)) >= 0) {
        int start = m + marker.length();
        from = start;
        int slash = -1;
        int i = start;
        int limit = Math.min(text.length(), start + 256);
        while (i < limit && !endsToken(text.charAt(i)) && text.charAt(i) != '@') {
          if (slash < 0 && text.charAt(i) == '/') {
            slash = i;
          }
          i++;
        }
        if (slash >= 0 && i < text.length() && text.charAt(i) == '@' && !text.startsWith("//", slash)) {
          addSecret(text, slash + 1, i, secrets);
        }
      }
    }
  }

  // name=value where SecretNames says the name is secret; the value ends at '&', ';', '#' or
  // the end of the token. A braced JDBC value ("password={a;b}") ends at its closing brace.
  private static void sensitiveParameters(String text, List<int[]> secrets) {
    int eq = text.indexOf('=');
    while (eq >= 0) {
      int nameStart = eq;
      while (nameStart > 0 && isNameChar(text.charAt(nameStart - 1))) {
        nameStart--;
      }
      if (nameStart < eq && SecretNames.isSecret(text, nameStart, eq)) {
        int end = eq + 1;
        if (text.startsWith("{{", end)) {
          int close = text.indexOf("}}", end);
          end = close < 0 ? valueEnd(text, end) : close + 2; // a template, may hold spaces
        } else if (end < text.length() && text.charAt(end) == '{') {
          int close = text.indexOf('}', end);
          end = close < 0 ? valueEnd(text, end) : close + 1;
        } else {
          end = valueEnd(text, end);
        }
        addSecret(text, eq + 1, end, secrets);
        eq = text.indexOf('=', Math.max(eq + 1, end));
        continue;
      }
      eq = text.indexOf('=', eq + 1);
    }
  }

  private static int valueEnd(String text, int from) {
    int end = from;
    while (end < text.length()) {
      char c = text.charAt(end);
      if (c == '&' || c == ';' || c == '#' || endsToken(c)) {
        break;
      }
      end++;
    }
    return end;
  }

  private static void addSecret(String text, int start, int end, List<int[]> secrets) {
    if (start >= end || isPlaceholder(text, start, end) || text.startsWith(MASK, start) && end - start == MASK.length()) {
      return;
    }
    secrets.add(new int[] {start, end});
  }

  // A value that is wholly a placeholder names where the secret comes from; it is not one.
  private static boolean isPlaceholder(String text, int start, int end) {
    char first = text.charAt(start);
    char last = text.charAt(end - 1);
    if (end - start >= 3 && (text.startsWith("${", start) || text.startsWith("#{", start)
        || text.startsWith("{{", start)) && last == '}') {
      return text.indexOf('}', start) == end - 1 || text.startsWith("{{", start) || nestedOnly(text, start, end);
    }
    if (end - start >= 3 && text.startsWith("$(", start) && last == ')') {
      return true;
    }
    if (first == '$' && end - start >= 2) {
      for (int i = start + 1; i < end; i++) {
        char c = text.charAt(i);
        if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '_')) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  // "${a:${b}}": the braces balance only at the very end.
  private static boolean nestedOnly(String text, int start, int end) {
    int depth = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth--;
        if (depth == 0 && i != end - 1) {
          return false;
        }
      }
    }
    return depth == 0;
  }

  private static boolean isNameChar(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
  }

  // Characters that end a URI inside running text: whitespace, quotes, angle brackets.
  private static boolean endsToken(char c) {
    return c <= ' ' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' || c == 0x7f;
  }
}
