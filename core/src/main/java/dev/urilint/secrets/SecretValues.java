package dev.urilint.secrets;

import dev.urilint.uri.Span;

/**
 * What the value of a would-be secret is: a placeholder that names where the secret comes from
 * ({@code ${DB_PASS}}, {@code $(cat pw)}, {@code {{ .Values.password }}}: not a secret), or a
 * placeholder whose literal default ships with the source ({@code ${DB_PASS:hunter2}}: the
 * default is the secret whenever the variable is unset).
 *
 * <pre>{@code
 * SecretValues.isPlaceholder("${DB_PASS}", 0, 10);          // true
 * SecretValues.literalDefault("${DB_PASS:hunter2}", 0, 18);   // [10, 17): "hunter2"
 * SecretValues.literalDefault("${P:${Q:pw}}", 0, 12);         // "pw": the innermost literal
 * }</pre>
 */
final class SecretValues {

  private SecretValues() {}

  // The literal default of the placeholder spanning [start, end): "${NAME:default}",
  // "${NAME:-default}", "${NAME:=default}", the shell's "${NAME-default}" and "${NAME=default}"
  // (an upper-case variable name: "${db-password}" is a property name), and through nesting the
  // innermost literal ("${P:${Q:hunter2}}" ships "hunter2"). A default that mixes literal text and
  // placeholders ("${P:abc${Q}}") is all of it. Null when there is none, it is empty, or it is
  // itself a placeholder without a literal default.
  static Span literalDefault(String text, int start, int end) {
    int from = start;
    int to = end;
    // Where each '{' of the span closes, read once when a default is itself a placeholder: a
    // search per round made "${A:${A:...}}" quadratic in its depth (1 MB took minutes).
    int[] closing = null;
    // Each round strips one "${NAME:" and its "}"; the text shrinks, so this is linear.
    while (text.startsWith("${", from) && to - from > 3 && text.charAt(to - 1) == '}') {
      int i = from + 2;
      while (i < to - 1 && isPlaceholderNameChar(text.charAt(i))) {
        i++;
      }
      if (i == from + 2) {
        return null;
      }
      int def;
      if (i < to - 1 && text.charAt(i) == ':') {
        def = i + 1 < to - 1 && (text.charAt(i + 1) == '-' || text.charAt(i + 1) == '=') ? i + 2 : i + 1;
      } else {
        def = shellDefault(text, from + 2, to - 1);
        if (def < 0) {
          return null;
        }
      }
      int defEnd = to - 1;
      if (def >= defEnd) {
        return null;
      }
      if (text.startsWith("${", def)) {
        closing = closing == null ? closingBraces(text, start, end) : closing;
      }
      if (text.startsWith("${", def) && closing[def + 1 - start] == defEnd - 1) {
        from = def; // "${P:${Q:x}}": the default is a placeholder; look at its own default
        to = defEnd;
        continue;
      }
      return new Span(def, defEnd);
    }
    return null;
  }

  // For each '{' in [start, end), the index of its '}' within the span (-1 if none), matched by
  // depth as a reading from that '{' finds it; by offset from start. One pass; the stack of open
  // braces is kept in the table itself (an open entry holds -2 minus the one below it), so the
  // pass allocates one int per char.
  private static int[] closingBraces(String text, int start, int end) {
    int[] closing = new int[end - start];
    int top = -1;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      closing[i - start] = -1;
      if (c == '{') {
        closing[i - start] = -2 - top;
        top = i - start;
      } else if (c == '}' && top >= 0) {
        int below = -2 - closing[top];
        closing[top] = i;
        top = below;
      }
    }
    while (top >= 0) {
      int below = -2 - closing[top];
      closing[top] = -1;
      top = below;
    }
    return closing;
  }

  // Placeholder names: "DB_PASS", "db.pass", "db-pass" (Spring).
  private static boolean isPlaceholderNameChar(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-';
  }

  // The shell's "${PW-default}" / "${PW=default}" in [name, end): the start of the default after
  // an upper-case variable name, or -1 ("${db-password}" is a Spring property name).
  private static int shellDefault(String text, int name, int end) {
    int i = name;
    while (i < end && (text.charAt(i) >= 'A' && text.charAt(i) <= 'Z' || text.charAt(i) == '_'
        || i > name && text.charAt(i) >= '0' && text.charAt(i) <= '9')) {
      i++;
    }
    if (i == name || i + 1 >= end || text.charAt(i) != '-' && text.charAt(i) != '=') {
      return -1;
    }
    return i + 1;
  }

  // A value that is wholly a placeholder names where the secret comes from; it is not one.
  static boolean isPlaceholder(String text, int start, int end) {
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

  /**
   * Whether [start, end) is one placeholder whose name's last word is "port": {@code ${getPort()}}
   * (a Java operand the scanner reads as a placeholder), {@code ${DB_PORT}}, {@code {{ .Values.port
   * }}}, {@code $PORT}. After a userinfo's colon such a placeholder makes the userinfo a host and
   * port ({@code tcp://${getInetAddress()}:${getPort()}@${getLocalPort()}}), not a password: no
   * password is named a port.
   */
  static boolean namesAPort(String text, int start, int end) {
    int from = start;
    int to = end;
    if (text.startsWith("${", from) || text.startsWith("{{", from) || text.startsWith("#{", from)) {
      from += 2;
      while (to > from && text.charAt(to - 1) == '}') {
        to--;
      }
    } else if (text.startsWith("$", from)) {
      from++;
    } else {
      return false;
    }
    while (from < to && text.charAt(from) == ' ') {
      from++;
    }
    while (to > from && text.charAt(to - 1) == ' ') {
      to--;
    }
    if (to - from >= 2 && text.startsWith("()", to - 2)) {
      to -= 2; // a method call: getPort()
    }
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-')) {
        return false; // a default, an expression: not a name alone
      }
    }
    return to - from >= 4 && text.regionMatches(true, to - 4, "port", 0, 4) && wordStartsAt(text, from, to - 4);
  }

  // Whether a word starts at i of the name starting at from: the name's start, after a separator,
  // or an upper-case letter after a lower-case one (getPort, getLocalPort).
  private static boolean wordStartsAt(String text, int from, int i) {
    if (i == from) {
      return true;
    }
    char before = text.charAt(i - 1);
    return !Character.isLetterOrDigit(before)
        || Character.isLowerCase(before) && Character.isUpperCase(text.charAt(i));
  }
}
