package dev.urilint.scanner.extract.json;

/**
 * A JSON document served as JSONP: a call around it, {@code callback({...});}. Jenkins' update
 * center and tool installer files ({@code update-center.json}, {@code
 * hudson.tasks.Maven.MavenInstaller.json}) are written so ({@code
 * downloadService.post('hudson.tasks.Maven.MavenInstaller',{"list": [...]})}), named {@code .json}
 * and read by Jenkins as the JSON inside; a JSON parser rejected them and they were read as plain
 * text, for passwords only. {@link #blank} writes the call as spaces, so the document parses where
 * it stands and every offset is the file's.
 *
 * <p>The call is recognised in one pass: white space, a callee of dotted JavaScript names, {@code
 * (}, at most one quoted string argument and a comma before the document ({@code '...'} or {@code
 * "..."}, no escapes), the document ({@code {} or {@code [} first), and {@code )}, an optional
 * {@code ;} and white space last. Anything else is left as it is.
 *
 * <pre>{@code
 * JsonpWrapper.blank("cb({\"a\":1});");    // "   {\"a\":1}  "
 * JsonpWrapper.blank("{\"a\":1}");         // null: no call
 * }</pre>
 */
final class JsonpWrapper {

  private JsonpWrapper() {}

  /** {@code text} with its JSONP call written as spaces, or null when it is no JSONP call. */
  static String blank(String text) {
    int n = text.length();
    int i = skipSpace(text, 0);
    int callee = i;
    while (i < n && (isNameChar(text.charAt(i)) || text.charAt(i) == '.' && i > callee)) {
      i++;
    }
    if (i == callee || Character.isDigit(text.charAt(callee))) {
      return null;
    }
    i = skipSpace(text, i);
    if (i >= n || text.charAt(i) != '(') {
      return null;
    }
    i = skipSpace(text, i + 1);
    if (i < n && (text.charAt(i) == '\'' || text.charAt(i) == '"')) {
      int close = text.indexOf(text.charAt(i), i + 1);
      if (close < 0 || text.substring(i + 1, close).indexOf('\\') >= 0) {
        return null;
      }
      i = skipSpace(text, close + 1);
      if (i >= n || text.charAt(i) != ',') {
        return null;
      }
      i = skipSpace(text, i + 1);
    }
    if (i >= n || text.charAt(i) != '{' && text.charAt(i) != '[') {
      return null;
    }
    int documentStart = i;
    int end = n;
    while (end > documentStart && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    if (end > documentStart && text.charAt(end - 1) == ';') {
      end--;
    }
    end = skipSpaceBack(text, end, documentStart);
    if (end <= documentStart || text.charAt(end - 1) != ')') {
      return null;
    }
    int documentEnd = skipSpaceBack(text, end - 1, documentStart);
    char last = documentEnd > documentStart ? text.charAt(documentEnd - 1) : ' ';
    if (last != '}' && last != ']') {
      return null;
    }
    StringBuilder b = new StringBuilder(text);
    spaces(b, 0, documentStart);
    spaces(b, documentEnd, n);
    return b.toString();
  }

  // Line breaks stay, so lines and columns are the file's.
  private static void spaces(StringBuilder b, int from, int to) {
    for (int k = from; k < to; k++) {
      if (b.charAt(k) != '\n' && b.charAt(k) != '\r') {
        b.setCharAt(k, ' ');
      }
    }
  }

  private static boolean isNameChar(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$';
  }

  private static int skipSpace(String text, int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int skipSpaceBack(String text, int end, int floor) {
    while (end > floor && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return end;
  }
}
