package dev.urilint.secrets;

import dev.urilint.uri.Span;

/**
 * The literal default a template writes in place of a secret, in every template syntax that has
 * one: {@code ${DB_PASS:hunter2}} and the shell's {@code ${db_pass-hunter2}} ({@link
 * SecretValues#literalDefault}), Camel's property placeholder {@code {{db.password:hunter2}}}
 * (also {@code {{env:DB_PASS:hunter2}}}), Helm's and Jinja's {@code default} filter ({@code {{
 * .Values.pw | default "hunter2" }}}, {@code {{ default "hunter2" .Values.pw }}}, {@code {{ pw |
 * default('hunter2') }}}), and Spring EL's literal and Elvis default ({@code #{'hunter2'}},
 * {@code #{vault.pw ?: 'hunter2'}}). The default is used whenever the value is unset, so it ships
 * with the source: it is the secret.
 *
 * <pre>{@code
 * TemplateDefaults.of("{{db.password:hunter2}}", 0, 23);                 // [13, 20): "hunter2"
 * TemplateDefaults.of("{{ .Values.pw | default \"hunter2\" }}", 0, 37);  // "hunter2"
 * TemplateDefaults.of("#{a ?: 'hunter2'}", 0, 17);                       // "hunter2"
 * TemplateDefaults.of("{{ .Values.pw }}", 0, 16);                        // null
 * }</pre>
 *
 * <p>Linear in the length of the value.
 */
final class TemplateDefaults {

  // Camel's property functions: the environment, system properties, services and the vaults.
  private static final String[] CAMEL_FUNCTIONS = {
    "env", "sys", "sysenv", "service", "aws", "gcp", "azure", "hashicorp", "kubernetes", "configmap",
    "secret", "ibm", "cyberark"
  };

  private TemplateDefaults() {}

  /** The span of the literal default of the template that is [start, end), or null. */
  static Span of(String text, int start, int end) {
    if (end - start < 4) {
      return null;
    }
    if (text.startsWith("${", start)) {
      return SecretValues.literalDefault(text, start, end);
    }
    if (text.startsWith("{{", start) && !text.startsWith("{{{", start) && indexWithin(text, "}}", start + 2, end) == end - 2) {
      Span filtered = defaultFilter(text, start + 2, end - 2);
      return filtered != null ? filtered : camelDefault(text, start + 2, end - 2);
    }
    if (text.startsWith("#{", start) && text.charAt(end - 1) == '}') {
      return elDefault(text, start + 2, end - 1);
    }
    return null;
  }

  // Helm (Go templates, Sprig) and Jinja: "default" as a word, then optional '(' or ':' and the
  // quoted literal: `| default "x"`, `default "x" .Values.pw`, `| default('x')`, `| default: 'x'`.
  private static Span defaultFilter(String text, int from, int to) {
    int at = indexWithin(text, "default", from, to);
    while (at >= 0 && at + 7 <= to) {
      boolean wordStart = at == from || " |({".indexOf(text.charAt(at - 1)) >= 0;
      int k = at + 7;
      if (wordStart && k < to && (text.charAt(k) == ' ' || text.charAt(k) == '(' || text.charAt(k) == ':')) {
        while (k < to && (text.charAt(k) == ' ' || text.charAt(k) == '(' || text.charAt(k) == ':')) {
          k++;
        }
        Span quoted = quoted(text, k, to);
        if (quoted != null) {
          return quoted;
        }
      }
      at = indexWithin(text, "default", at + 7, to);
    }
    return null;
  }

  // Camel's "{{name:default}}" and, after a property function ("{{env:NAME:default}}",
  // "{{aws:secret/field:default}}", the vaults'), the default after the name's ':': no spaces, a
  // property name, then the default to the closing braces. "{{aws:finnhub_token}}" has none.
  private static Span camelDefault(String text, int from, int to) {
    int k = from;
    for (String function : CAMEL_FUNCTIONS) {
      if (text.startsWith(function, from) && text.startsWith(":", from + function.length())) {
        k = from + function.length() + 1;
        break;
      }
    }
    int name = k;
    while (k < to && (isNameChar(text.charAt(k)) || text.charAt(k) == '/' && k > name)) {
      k++;
    }
    if (k == name || k + 1 >= to || text.charAt(k) != ':' || !isAsciiLetter(text.charAt(name))) {
      return null;
    }
    for (int i = k + 1; i < to; i++) {
      if (text.charAt(i) == ' ' || text.charAt(i) == '{' || text.charAt(i) == '}') {
        return null; // a template expression, not a Camel default
      }
    }
    return new Span(k + 1, to);
  }

  // Spring EL: "#{'x'}" (a literal) and "#{expr ?: 'x'}" (the Elvis operator's default).
  private static Span elDefault(String text, int from, int to) {
    int k = from;
    while (k < to && text.charAt(k) == ' ') {
      k++;
    }
    int last = to;
    while (last > k && text.charAt(last - 1) == ' ') {
      last--;
    }
    Span whole = quoted(text, k, last);
    if (whole != null && whole.end() + 1 == last) {
      return whole;
    }
    int elvis = indexWithin(text, "?:", from, to);
    if (elvis < 0) {
      return null;
    }
    k = elvis + 2;
    while (k < to && text.charAt(k) == ' ') {
      k++;
    }
    Span fallback = quoted(text, k, last);
    return fallback != null && fallback.end() + 1 == last ? fallback : null;
  }

  // The inside of a literal quoted at k ('x', "x" or `x`), closing before to; null when empty.
  private static Span quoted(String text, int k, int to) {
    if (k >= to || "'\"`".indexOf(text.charAt(k)) < 0) {
      return null;
    }
    int close = indexWithin(text, String.valueOf(text.charAt(k)), k + 1, to);
    return close > k + 1 ? new Span(k + 1, close) : null;
  }

  /**
   * The first index of {@code s} in {@code text} that starts at or after {@code from} and ends by
   * {@code to}, or -1: a search that never reads past the value, so that many values stay linear.
   */
  static int indexWithin(String text, String s, int from, int to) {
    int last = to - s.length();
    for (int i = from; i <= last; i++) {
      if (text.startsWith(s, i)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isNameChar(char c) {
    return isAsciiLetter(c) || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-';
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
  }
}
