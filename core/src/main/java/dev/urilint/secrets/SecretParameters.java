package dev.urilint.secrets;

import dev.urilint.scheme.dialect.OdbcBraces;
import java.util.List;

/**
 * Secret parameters: {@code name=value} where {@link SecretNames} says the name is secret, in a
 * query, a connection string or running text. The value ends at {@code '&'}, {@code ';'},
 * {@code '#'} or the end of the token; a braced ODBC value ({@code password={a;b}}) at its
 * closing brace, a quoted JDBC value at its closing quote.
 *
 * <pre>{@code
 * SecretSpans.find("https://h/?token=abc&x=1");   // the span of "abc", kind PARAMETER (found here)
 * }</pre>
 */
final class SecretParameters {

  private SecretParameters() {}

  // name=value where SecretNames says the name is secret; the value ends at '&', ';', '#' or
  // the end of the token. A braced JDBC value ("password={a;b}") ends at its closing brace.
  static void find(String text, boolean value, List<SecretSpans.Secret> secrets) {
    // Past the first opening that never closes, no later one closes either: each closing is
    // searched once, so "password={" repeated stays linear.
    int unclosed = text.length();
    int noTemplateEnd = text.length();
    int eq = text.indexOf('=');
    while (eq >= 0) {
      int nameStart = eq;
      while (nameStart > 0 && isNameChar(text.charAt(nameStart - 1))) {
        nameStart--;
      }
      if (nameStart < eq && SecretNames.isSecret(text, nameStart, eq)) {
        int end = eq + 1;
        boolean braced = false;
        if (text.startsWith("{{", end)) {
          int close = end >= noTemplateEnd ? -1 : text.indexOf("}}", end);
          if (close < 0) {
            noTemplateEnd = Math.min(noTemplateEnd, end);
          }
          end = close < 0 ? valueEnd(text, end, value) : close + 2; // a template, may hold spaces
        } else if (end < text.length() && text.charAt(end) == '{') {
          int close = end >= unclosed ? -1 : OdbcBraces.end(text, end);
          if (close < 0) {
            unclosed = Math.min(unclosed, end);
          }
          braced = close >= 0;
          end = close < 0 ? valueEnd(text, end, value) : close + 1;
        } else if (value && end < text.length() && (text.charAt(end) == '\'' || text.charAt(end) == '"')) {
          // "password='a b;c'": a quoted JDBC value runs to its closing quote (doubled inside).
          int close = quotedEnd(text, end);
          end = close < 0 ? text.length() : close + 1; // an unclosed quote hides the rest
        } else {
          end = valueEnd(text, end, value);
        }
        SecretSpans.addSecret(text, eq + 1, end, SecretSpans.Kind.PARAMETER, braced, secrets);
        eq = text.indexOf('=', Math.max(eq + 1, end));
        continue;
      }
      eq = text.indexOf('=', eq + 1);
    }
  }

  // The closing quote of a value quoted at open; a doubled quote inside is one quote.
  private static int quotedEnd(String text, int open) {
    char quote = text.charAt(open);
    for (int i = open + 1; i < text.length(); i++) {
      if (text.charAt(i) == quote) {
        if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
          i++;
          continue;
        }
        return i;
      }
    }
    return -1;
  }

  private static int valueEnd(String text, int from, boolean value) {
    int end = from;
    while (end < text.length()) {
      char c = text.charAt(end);
      if (c == '&' || c == ';' || c == '#' || SecretSpans.endsToken(c, value)) {
        break;
      }
      end++;
    }
    return end;
  }

  // ASCII letters and digits (what Character.isLetterOrDigit says below 0x80), '_', '-', '.'.
  private static boolean isNameChar(char c) {
    char lower = (char) (c | 0x20);
    return lower >= 'a' && lower <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.';
  }
}
