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
 * }</pre>
 */
final class SecretValues {

  private SecretValues() {}

  // The literal default of "${NAME:default}", "${NAME:-default}" or "${NAME:=default}" spanning
  // [start, end); null when there is none, it is empty, or it is itself a placeholder.
  static Span literalDefault(String text, int start, int end) {
    if (!text.startsWith("${", start) || text.charAt(end - 1) != '}') {
      return null;
    }
    int colon = text.indexOf(':', start + 2);
    if (colon < 0 || colon >= end - 1) {
      return null;
    }
    for (int i = start + 2; i < colon; i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-')) {
        return null;
      }
    }
    int from = colon + 1 < end - 1 && (text.charAt(colon + 1) == '-' || text.charAt(colon + 1) == '=') ? colon + 2 : colon + 1;
    int to = end - 1;
    if (from >= to || text.substring(from, to).contains("${")) {
      return null;
    }
    return new Span(from, to);
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
}
