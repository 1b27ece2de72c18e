package dev.urilint.scanner.extract.hocon;

import java.util.Set;

/**
 * Decides whether a {@code .conf} file is HOCON before it is parsed as such, since nginx, httpd,
 * fluentd, Maven's classworlds {@code m2.conf}, {@code resolv.conf}, {@code logrotate.conf},
 * {@code krb5.conf}, {@code redis.conf} and ini-style files share the extension. A file is not
 * HOCON when it has a well-known non-HOCON name, or any line (outside {@code """} strings and
 * multi-line arrays) that
 *
 * <ul>
 *   <li>starts with {@code <} (httpd {@code <VirtualHost>}, fluentd {@code <source>}), or holds a
 *       markup tag outside a quoted string (an HTML snippet: {@code Read the <a href="...">guide</a>});
 *   <li>ends with {@code ;} (nginx directives: {@code listen 80;});
 *   <li>is an ini section header {@code [name]} (krb5, classworlds, supervisord);
 *   <li>is a directive, a bare word followed by arguments with no {@code =}, {@code :}, {@code {}
 *       or {@code [} ({@code nameserver 10.0.0.2}, {@code rotate 4}, {@code main is ... from ...}),
 *       other than HOCON's {@code include}.
 * </ul>
 */
final class HoconDetector {

  private static final Set<String> NOT_HOCON =
      Set.of("nginx.conf", "httpd.conf", "apache2.conf", "resolv.conf", "logrotate.conf",
          "m2.conf", "krb5.conf", "redis.conf", "supervisord.conf", "sysctl.conf", "fluent.conf",
          "td-agent.conf", "nsswitch.conf", "host.conf", "ld.so.conf", "mime.conf");

  private HoconDetector() {}

  static boolean isHocon(String lowerCaseName, String text) {
    if (NOT_HOCON.contains(lowerCaseName)) {
      return false;
    }
    int arrayDepth = 0;
    boolean inTriple = false;
    int n = text.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = text.indexOf('\n', lineStart);
      lineEnd = lineEnd < 0 ? n : lineEnd;
      String line = text.substring(lineStart, lineEnd).strip();
      lineStart = lineEnd + 1;
      if (countTriples(line) % 2 == 1) {
        inTriple = !inTriple;
        continue;
      }
      if (inTriple || line.isEmpty() || line.startsWith("#") || line.startsWith("//")) {
        continue;
      }
      String code = withoutComment(line);
      if (arrayDepth == 0 && notHocon(code)) {
        return false;
      }
      arrayDepth = Math.max(0, arrayDepth + depthChange(code));
    }
    return true;
  }

  private static boolean notHocon(String line) {
    if (line.startsWith("<") || line.endsWith(";") || holdsMarkup(line)) {
      return true;
    }
    if (line.startsWith("[") && line.endsWith("]") && line.indexOf('"') < 0
        && line.indexOf(',') < 0 && line.length() > 2) {
      return true;
    }
    int word = 0;
    while (word < line.length() && isBare(line.charAt(word))) {
      word++;
    }
    if (word == 0 || word == line.length() || !Character.isWhitespace(line.charAt(word))) {
      return false;
    }
    if (line.startsWith("include")  && word == 7) {
      return false;
    }
    String rest = line.substring(word).strip();
    return !rest.isEmpty()
        && rest.indexOf('=') < 0 && rest.indexOf(':') < 0 && rest.indexOf('{') < 0
        && rest.indexOf('[') < 0 && !rest.startsWith("+=");
  }

  // A tag outside a quoted string ("Read the <a href=\"https://x/\">guide</a>"): an HTML snippet,
  // which HOCON would read as keys ("href") and values. A quoted HOCON string may hold markup.
  private static boolean holdsMarkup(String line) {
    boolean quoted = false;
    int open = -1;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && c == '<' && i + 1 < line.length()
          && (Character.isLetter(line.charAt(i + 1)) || line.charAt(i + 1) == '/' || line.charAt(i + 1) == '!')) {
        open = i;
      } else if (c == '>' && open >= 0) {
        return true;
      }
    }
    return false;
  }

  private static boolean isBare(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
  }

  private static String withoutComment(String line) {
    int hash = line.indexOf(" #");
    return (hash < 0 ? line : line.substring(0, hash)).strip();
  }

  private static int depthChange(String line) {
    int change = 0;
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && c == '[') {
        change++;
      } else if (!quoted && c == ']') {
        change--;
      }
    }
    return change;
  }

  private static int countTriples(String line) {
    int count = 0;
    for (int i = line.indexOf("\"\"\""); i >= 0; i = line.indexOf("\"\"\"", i + 3)) {
      count++;
    }
    return count;
  }
}
