package dev.urilint.secrets;

import dev.urilint.uri.Span;
import java.util.List;

/**
 * What the value of a would-be secret is: a placeholder that names where the secret comes from
 * ({@code ${DB_PASS}}, {@code {{ .Values.password }}}: not a secret), a placeholder shape that
 * may be the password itself ({@code $DB_PASS}, {@code #{Hunter2}}: masked, see {@link Shape}),
 * or a placeholder whose literal default ships with the source ({@code ${DB_PASS:hunter2}}: the
 * default is the secret whenever the variable is unset; other template syntaxes' defaults are
 * {@link TemplateDefaults}').
 *
 * <pre>{@code
 * SecretValues.shape("${DB_PASS}", 0, 10);                   // REFERENCE
 * SecretValues.shape("$uperSecret2024", 0, 15);              // LITERAL
 * SecretValues.shape("$DB_PASS", 0, 8);                      // AMBIGUOUS
 * SecretValues.literalDefault("${DB_PASS:hunter2}", 0, 18);   // [10, 17): "hunter2"
 * SecretValues.literalDefault("${P:${Q:pw}}", 0, 12);         // "pw": the innermost literal
 * }</pre>
 */
final class SecretValues {

  private SecretValues() {}

  // The literal default of the placeholder spanning [start, end): "${NAME:default}",
  // "${NAME:-default}", "${NAME:=default}", the shell's "${NAME-default}" and "${NAME=default}"
  // (a shell variable name: "${db-password}" is a property name), and through nesting the
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

  // Whether the "{" at or after from closes exactly at end (its braces balance there and not
  // before). One pass over the value: shape() asks it once per secret.
  private static boolean closesAtEnd(String text, int from, int end) {
    int depth = 0;
    for (int i = from; i < end; i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i == end - 1;
      }
    }
    return false;
  }

  // Placeholder names: "DB_PASS", "db.pass", "db-pass" (Spring).
  private static boolean isPlaceholderNameChar(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-';
  }

  // The shell's "${PW-default}" / "${PW=default}" in [name, end): the start of the default after
  // a shell variable name, or -1. A shell name is letters, digits and '_'; one that is all
  // lower-case letters and digits ("${db-password}") is a Spring property name with a '-' in it,
  // so the name needs an upper-case letter or a '_' ("${DB_PASS-x}", "${db_pass-x}", "${dbPass-x}").
  private static int shellDefault(String text, int name, int end) {
    int i = name;
    boolean marked = false;
    while (i < end && (isAsciiLetter(text.charAt(i)) || text.charAt(i) == '_'
        || i > name && text.charAt(i) >= '0' && text.charAt(i) <= '9')) {
      marked |= text.charAt(i) == '_' || text.charAt(i) >= 'A' && text.charAt(i) <= 'Z';
      i++;
    }
    if (i == name || !marked || i + 1 >= end || text.charAt(i) != '-' && text.charAt(i) != '=') {
      return -1;
    }
    return i + 1;
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
  }

  /**
   * How a would-be secret value is written. {@link #REFERENCE}: one well-formed placeholder that
   * names where the secret comes from ({@code ${DB_PASS}}, {@code ${spring.datasource.password}},
   * {@code {{ .Values.password }}}), shown as written and templated. The others are masked:
   * {@link #AMBIGUOUS}, a {@code $NAME}, {@code $(...)}, {@code #{...}} or an unconventional
   * {@code ${...}} name that may be a variable or the password itself ({@code $DB_PASS}, {@code
   * $dbPassword}, {@code #{vault.password}}), templated where the format expands it; {@link
   * #LITERAL}, a placeholder shape that reads as a password ({@code $uperSecret2024}, {@code
   * #{Hunter2}}, {@code $(Pa55w0rd)}, {@code ${Hunter2!}}, a fill-in in brackets that is no
   * stand-in, {@code <Hunter2>}): literal text, whatever the format expands; {@link #TEXT},
   * anything else (literal text, possibly holding placeholders).
   */
  enum Shape { REFERENCE, AMBIGUOUS, LITERAL, TEXT }

  /** The {@link Shape} of [start, end); linear in its length. */
  static Shape shape(String text, int start, int end) {
    int n = end - start;
    if (n >= 6 && text.startsWith("${{", start) && text.startsWith("}}", end - 2)
        && namesAnActionsContext(text, start + 3, end - 2)) {
      // A GitHub Actions expression, "${{ secrets.BOT_TOKEN }}": the runner puts the secret in
      // when the workflow runs, and masks it in its logs. "${{Hunter2}}" names no context: a
      // password in braces, which the general reading below takes as such.
      return Shape.REFERENCE;
    }
    if (n >= 3 && text.startsWith("${", start) && closesAtEnd(text, start, end)) {
      return dollarBrace(text, start + 2, end - 1);
    }
    if (n >= 4 && text.startsWith("{{", start)) {
      boolean triple = text.startsWith("{{{", start);
      String closer = triple ? "}}}" : "}}";
      int close = TemplateDefaults.indexWithin(text, closer, start + closer.length(), end);
      return close >= 0 && close == end - closer.length() ? Shape.REFERENCE : Shape.TEXT;
    }
    if (n >= 3 && text.startsWith("#{", start) && closesAtEnd(text, start + 1, end)) {
      return namesAnExpression(text, start + 2, end - 1) ? Shape.AMBIGUOUS : Shape.LITERAL;
    }
    if (n >= 3 && text.startsWith("$(", start) && text.charAt(end - 1) == ')' && parenClosesAtEnd(text, start + 1, end)) {
      return namesACommand(text, start + 2, end - 1) ? Shape.AMBIGUOUS : Shape.LITERAL;
    }
    if (n >= 2 && text.charAt(start) == '$' && (isAsciiLetter(text.charAt(start + 1)) || text.charAt(start + 1) == '_')) {
      for (int i = start + 1; i < end; i++) {
        char c = text.charAt(i);
        if (!(isAsciiLetter(c) || c >= '0' && c <= '9' || c == '_')) {
          return Shape.TEXT; // "$ecret-Port": a variable and literal text
        }
      }
      return namesAVariable(text, start + 1, end) ? Shape.AMBIGUOUS : Shape.LITERAL;
    }
    if (n >= 3 && (text.charAt(start) == '<' && text.charAt(end - 1) == '>'
        || text.charAt(start) == '[' && text.charAt(end - 1) == ']')) {
      // A reader's fill-in, which no format expands: a stand-in ("<password>") is none of a
      // secret (DummySecrets); anything else in the brackets ("<Hunter2>") is the password.
      return DummySecrets.isDummy(text.substring(start, end)) ? Shape.TEXT : Shape.LITERAL;
    }
    return Shape.TEXT;
  }

  /** The contexts a GitHub Actions expression reads values from. */
  private static final List<String> ACTIONS_CONTEXTS =
      List.of("secrets.", "env.", "vars.", "github.", "inputs.", "steps.", "needs.", "matrix.", "jobs.", "runner.");

  // Whether text[from, to), spaces around it dropped, starts with a context and a property of it.
  private static boolean namesAnActionsContext(String text, int from, int to) {
    int i = from;
    while (i < to && text.charAt(i) == ' ') {
      i++;
    }
    for (String context : ACTIONS_CONTEXTS) {
      if (text.startsWith(context, i) && i + context.length() < to && isAsciiLetter(text.charAt(i + context.length()))) {
        return true;
      }
    }
    return false;
  }

  // "${NAME}", "${?NAME}", "${a.b[0].c}", "${getPort()}", "${NAME:default}" whose default is a
  // stand-in or a placeholder (a literal one was taken first): a reference when every word of the
  // name is written as a property, variable or Java name is (upper-case with '_', or starting in
  // lower case); "${Hunter2!}" (a character no name has) and "${Hunter2.Port}" (a capitalized word
  // with digits in it, as passwords are written) are literal text.
  private static Shape dollarBrace(String text, int from, int to) {
    int i = from < to && text.charAt(from) == '?' ? from + 1 : from;
    int nameStart = i;
    int shell = shellDefault(text, i, to);
    int nameEnd = shell >= 0 ? shell - 1 : to; // "${PW-****}": the name ends at the shell's '-'
    boolean conventional = true;
    boolean passwordLike = false;
    int segment = i;
    while (i <= nameEnd) {
      char c = i < nameEnd ? text.charAt(i) : ':';
      if (c == '.' || c == ':') {
        if (segment == i && c == '.') {
          return Shape.LITERAL;
        }
        conventional &= conventionalWord(text, segment, i);
        passwordLike |= mixesLettersAndDigits(text, segment, i) && text.charAt(segment) >= 'A' && text.charAt(segment) <= 'Z';
        if (c == ':') {
          break; // a default: checked before this
        }
        segment = i + 1;
      } else if (!(isAsciiLetter(c) || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '[' || c == ']'
          || c == '(' || c == ')')) {
        return Shape.LITERAL;
      }
      i++;
    }
    if (i == nameStart) {
      return Shape.LITERAL;
    }
    return conventional ? Shape.REFERENCE : passwordLike ? Shape.LITERAL : Shape.AMBIGUOUS;
  }

  // A word of a placeholder name as names are written: "DB_PASS", "db-password", "dbPassword",
  // "getPort()", "servers[0]", "0".
  private static boolean conventionalWord(String text, int from, int to) {
    if (from >= to) {
      return true;
    }
    char first = text.charAt(from);
    if (first >= 'a' && first <= 'z' || first == '_' || first >= '0' && first <= '9') {
      return true;
    }
    for (int i = from; i < to; i++) {
      if (text.charAt(i) >= 'a' && text.charAt(i) <= 'z') {
        return false; // "Hunter2", "Database": capitalized
      }
    }
    return true; // "DB_PASS"
  }

  private static boolean mixesLettersAndDigits(String text, int from, int to) {
    boolean letter = false;
    boolean digit = false;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      letter |= isAsciiLetter(c);
      digit |= c >= '0' && c <= '9';
    }
    return letter && digit;
  }

  // "#{...}" (Spring EL, Ruby): an expression ("#{vault.password}", "#{systemProperties['pw']}",
  // "#{@secrets.get('db')}") or a name ("#{dbPassword}", "#{DB_PASS}") is evaluated; a bare
  // capitalized word or one that mixes letters and digits ("#{Hunter2}") is a password in braces.
  private static boolean namesAnExpression(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (" .[]()$@'\"?:+*/<>=!&|,".indexOf(text.charAt(i)) >= 0) {
        return true;
      }
    }
    return namesAVariable(text, from, to);
  }

  // "$(cat /run/secrets/pw)" (a command), "$(DB_PASSWORD)" (Kubernetes, make): a source;
  // "$(Pa55w0rd)" is not.
  private static boolean namesACommand(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == ' ') {
        return true;
      }
    }
    return namesAVariable(text, from, to);
  }

  /**
   * Whether the name in [from, to) names a variable rather than being the password in a
   * variable's dress: an environment variable ({@code DB_PASS}, {@code PASSWORD}: upper case,
   * digits, '_'), or a name whose last word says what it holds ({@code dbPassword}, {@code
   * apollo_db_password}, {@code storePass}). {@code uperSecret2024}, {@code ecretSql} are
   * passwords whose 'S' became a '$'.
   */
  static boolean namesAVariable(String text, int from, int to) {
    if (from >= to) {
      return false;
    }
    boolean upperSnake = true;
    boolean letter = false;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      upperSnake &= c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
      letter |= isAsciiLetter(c);
    }
    if (upperSnake && letter && !(text.charAt(from) >= '0' && text.charAt(from) <= '9')) {
      return true;
    }
    int word = to; // the start of the last word: after a non-letter or at a camel-case capital
    while (word > from && isAsciiLetter(text.charAt(word - 1))) {
      word--;
      char c = text.charAt(word);
      if (c >= 'A' && c <= 'Z' && word > from && text.charAt(word - 1) >= 'a' && text.charAt(word - 1) <= 'z') {
        break;
      }
    }
    String last = text.substring(word, to).toLowerCase(java.util.Locale.ROOT);
    return ROLE_WORDS.contains(last);
  }

  // What a variable holding a secret is named after.
  private static final java.util.Set<String> ROLE_WORDS =
      java.util.Set.of("password", "passwd", "pass", "pwd", "pw", "secret", "token", "key", "credential",
          "credentials", "storepass", "keypass", "passphrase");

  // Whether the '(' at open closes exactly at end - 1.
  private static boolean parenClosesAtEnd(String text, int open, int end) {
    int depth = 0;
    for (int i = open; i < end; i++) {
      char c = text.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return i == end - 1;
      }
    }
    return false;
  }

  /**
   * Whether [start, end) is one placeholder (no {@link Shape#LITERAL} one) whose name's last word is "port": {@code ${getPort()}}
   * (a Java operand the scanner reads as a placeholder), {@code ${DB_PORT}}, {@code {{ .Values.port
   * }}}, {@code $PORT}. After a userinfo's colon such a placeholder makes the userinfo a host and
   * port ({@code tcp://${getInetAddress()}:${getPort()}@${getLocalPort()}}), not a password: no
   * password is named a port.
   */
  static boolean namesAPort(String text, int start, int end) {
    Shape written = shape(text, start, end);
    if (written == Shape.TEXT || written == Shape.LITERAL) {
      return false; // "$ecret-Port", "${Hunter2.Port}": no placeholder, a password
    }
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
