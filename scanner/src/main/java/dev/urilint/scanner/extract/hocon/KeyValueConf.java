package dev.urilint.scanner.extract.hocon;

/**
 * Recognises a {@code .conf} file that is a list of {@code key=value} lines, as Keycloak's {@code
 * keycloak.conf} and Kafka broker configurations are: read as {@code .properties}, not as HOCON,
 * since HOCON reads an unquoted {@code //} as a comment and cuts {@code jdbc:h2://host/db} short,
 * and fails on {@code %d{HH:mm:ss}}.
 *
 * <p>It is one when every line is blank, a {@code #} or {@code !} comment, or a key of letters,
 * digits and {@code . - _ %} followed (after optional spaces) by {@code =} and a value that neither
 * opens nor ends with a HOCON object or list ({@code {}, {@code [}) nor holds a quote (HOCON
 * strings and concatenations: {@code ${BASE}"/x"}), and at least one such line exists. Lines end
 * at {@code \n}, {@code \r\n} or a lone {@code \r}, as {@code .properties} lines do.
 *
 * <pre>{@code
 * KeyValueConf.is("db-url=jdbc:h2:mem:store\n");      // true
 * KeyValueConf.is("akka { loglevel = DEBUG }\n");     // false
 * }</pre>
 */
final class KeyValueConf {

  private KeyValueConf() {}

  static boolean is(String text) {
    int n = text.length();
    int lineStart = 0;
    boolean entries = false;
    while (lineStart < n) {
      int lineEnd = lineStart;
      while (lineEnd < n && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
        lineEnd++;
      }
      int i = skipSpaces(text, lineStart, lineEnd);
      if (i < lineEnd && text.charAt(i) != '#' && text.charAt(i) != '!') {
        if (!isEntry(text, i, lineEnd)) {
          return false;
        }
        entries = true;
      }
      lineStart = lineEnd + 1;
    }
    return entries;
  }

  private static boolean isEntry(String text, int start, int end) {
    int i = start;
    while (i < end && isKeyChar(text.charAt(i))) {
      i++;
    }
    if (i == start) {
      return false;
    }
    i = skipSpaces(text, i, end);
    if (i >= end || text.charAt(i) != '=') {
      return false;
    }
    for (int j = i + 1; j < end; j++) {
      if (text.charAt(j) == '"') {
        return false;
      }
    }
    int last = end - 1;
    while (last > i && (text.charAt(last) == ' ' || text.charAt(last) == '\t')) {
      last--;
    }
    i = skipSpaces(text, i + 1, end);
    if (i >= end) {
      return true;
    }
    char first = text.charAt(i);
    return first != '{' && first != '[' && text.charAt(last) != '{' && text.charAt(last) != '[';
  }

  private static boolean isKeyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '.' || c == '-' || c == '_' || c == '%';
  }

  private static int skipSpaces(String text, int i, int end) {
    while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }
}
