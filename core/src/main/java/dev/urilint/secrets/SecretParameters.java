package dev.urilint.secrets;

import dev.urilint.scheme.dialect.CamelEndpoints;
import dev.urilint.scheme.dialect.OdbcBraces;
import java.util.List;
import java.util.Optional;

/**
 * Secret parameters: {@code name=value} where {@link SecretNames} says the name is secret, in a
 * query, a connection string or running text. The value ends at {@code '&'}, {@code ';'},
 * {@code '#'} (not in a connection string's ';' list nor a Camel endpoint, which has no fragment:
 * {@code password=Sec#ret}) or the end of the token; a braced ODBC value ({@code password={a;b}}) at its
 * closing brace, a quoted JDBC value at its closing quote.
 *
 * <pre>{@code
 * SecretSpans.find("https://h/?token=abc&x=1");   // the span of "abc", kind PARAMETER (found here)
 * }</pre>
 */
final class SecretParameters {

  private SecretParameters() {}

  // name=value where SecretNames says the name is secret; the value ends at '&', ';', '#' or the
  // end of the token. A braced JDBC value ("password={a;b}") ends at its closing brace, a
  // Camel "RAW(...)" at its ')'. In a ';' list of properties (SQL Server, ODBC, ADO.NET: the
  // name follows a ';', or starts a connection string) a value runs to the ';' ("P@ss#w&rd") and
  // spaces may stand around the '=' ("Password = x").
  static void find(String text, boolean value, List<SecretSpans.Secret> secrets) {
    // Past the first opening that never closes, no later one closes either: each closing is
    // searched once, so "password={" repeated stays linear.
    int unclosed = text.length();
    int noTemplateEnd = text.length();
    int noRawEnd = text.length();
    // A Camel endpoint has no fragment: its options hold a '#' ("password=Sec#ret", "#bean").
    boolean hashInValues = CamelEndpoints.isEndpoint(text, Optional.empty());
    int eq = text.indexOf('=');
    while (eq >= 0) {
      int nameEnd = eq;
      while (nameEnd > 0 && text.charAt(nameEnd - 1) == ' ') {
        nameEnd--;
      }
      int nameStart = nameEnd;
      while (nameStart > 0 && isNameChar(text.charAt(nameStart - 1))) {
        nameStart--;
      }
      boolean secretName = nameStart < nameEnd
          && (SecretNames.isSecret(text, nameStart, nameEnd) || SecretNames.isKeyName(text, nameStart, nameEnd));
      boolean listed = secretName && inPropertyList(text, nameStart);
      if (!secretName || nameEnd < eq && !listed) {
        eq = text.indexOf('=', eq + 1);
        continue;
      }
      int start = eq + 1;
      while (listed && start < text.length() && text.charAt(start) == ' ') {
        start++;
      }
      int end = start;
      boolean braced = false;
      boolean raw = false;
      int template = -1;
      if (text.startsWith("{{", start)) {
        int close = start >= noTemplateEnd ? -1 : text.indexOf("}}", start);
        if (close < 0) {
          noTemplateEnd = Math.min(noTemplateEnd, start);
        }
        // In a ';' list, "{{Hunter2}}}" is ODBC braces around "{Hunter2}", not a template and a '}'.
        template = close >= 0 && (!listed || endsValue(text, close + 2, value)) ? close + 2 : -1;
      }
      if (template >= 0) {
        end = template; // a template, may hold spaces
      } else if (start < text.length() && text.charAt(start) == '{') {
        int close = start >= unclosed ? -1 : OdbcBraces.end(text, start);
        if (close < 0) {
          unclosed = Math.min(unclosed, start);
        }
        braced = close >= 0;
        end = close < 0 ? valueEnd(text, start, value, listed || hashInValues, listed) : close + 1;
      } else if (value && start < text.length() && (text.charAt(start) == '\'' || text.charAt(start) == '"')) {
        // "password='a b;c'": a quoted JDBC value runs to its closing quote (doubled inside).
        int close = quotedEnd(text, start);
        end = close < 0 ? text.length() : close + 1; // an unclosed quote hides the rest
      } else if (text.startsWith("RAW(", start)) {
        int close = start >= noRawEnd ? -1 : rawEnd(text, start + 3, value);
        if (close < 0) {
          noRawEnd = Math.min(noRawEnd, start);
        }
        raw = close >= 0;
        end = close < 0 ? tokenEnd(text, start, value) : close + 1; // an unclosed RAW( hides the rest
      } else {
        end = valueEnd(text, start, value, listed || hashInValues, listed);
      }
      boolean beanReference = hashInValues && start < end && text.charAt(start) == '#'; // Camel's "#myPassword"
      if (!beanReference && (SecretNames.isSecret(text, nameStart, nameEnd) || SecretNames.isKeyValue(text, start, end))) {
        SecretSpans.addSecret(text, start, end, SecretSpans.Kind.PARAMETER, braced, raw, secrets);
      }
      eq = text.indexOf('=', Math.max(eq + 1, end));
    }
  }

  // Whether the name at nameStart is a property of a ';' list: after a ';' (spaces skipped), or
  // at the start of a connection string ("Password=x;Server=h").
  private static boolean inPropertyList(String text, int nameStart) {
    int i = nameStart;
    while (i > 0 && text.charAt(i - 1) == ' ') {
      i--;
    }
    return i > 0 ? text.charAt(i - 1) == ';' : text.indexOf(';') >= 0 && ConnectionStrings.isConnectionString(text);
  }

  // Whether a value of a ';' list may end at i: the end, a ';' or the end of the token.
  private static boolean endsValue(String text, int i, boolean value) {
    return i >= text.length() || text.charAt(i) == ';' || SecretSpans.endsToken(text.charAt(i), value);
  }

  // Camel's RAW(value): the ')' followed by '&' or the end of the value; -1 when there is none.
  private static int rawEnd(String text, int open, boolean value) {
    for (int i = open + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (SecretSpans.endsToken(c, value)) {
        return -1;
      }
      if (c == ')' && (i + 1 == text.length() || text.charAt(i + 1) == '&' || SecretSpans.endsToken(text.charAt(i + 1), value))) {
        return i;
      }
    }
    return -1;
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

  // The end of a plain value: a ';' ends it, and outside a ';' list also a '&', and a '#' where
  // it starts a fragment. In a ';' list and in a Camel endpoint, which has no fragment, a '#' is
  // part of the value ("P@ss#word1", "password=Sec#ret").
  private static int valueEnd(String text, int from, boolean value, boolean hashInValue, boolean listed) {
    int end = from;
    while (end < text.length()) {
      char c = text.charAt(end);
      if (c == ';' || !listed && c == '&' || !hashInValue && c == '#' || SecretSpans.endsToken(c, value)) {
        break;
      }
      end++;
    }
    return end;
  }

  // The end of the token from `from` on: what an unclosed quote or RAW( hides.
  private static int tokenEnd(String text, int from, boolean value) {
    int end = from;
    while (end < text.length() && !SecretSpans.endsToken(text.charAt(end), value)) {
      end++;
    }
    return end;
  }

  // ASCII letters and digits (what Character.isLetterOrDigit says below 0x80), '_', '-', '.'.
  static boolean isNameChar(char c) {
    char lower = (char) (c | 0x20);
    return lower >= 'a' && lower <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.';
  }
}
