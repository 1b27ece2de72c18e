package dev.urilint.scanner.classify;

import dev.urilint.scheme.HostRole;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.sinks.AbsoluteUriShape;
import dev.urilint.uri.UriChars;

/**
 * Whether a config value is, as a whole, an absolute URI, whatever its key is called: {@code
 * icon: https://cdn.acme.io/x.png}, {@code home: https://github.com/acme/charts}, a Camel YAML
 * {@code to: https://api.acme.io/jokes}, {@code spring.datasource.hikari.jdbc-url: jdbc:...}. Such a
 * value is a URI to whoever reads it and gets every rule, as under a locator key; the key
 * classification ({@link UsageClassifier#classify}) asks this for a value whose key names no
 * locator.
 *
 * <p>A value is one when it is
 *
 * <ul>
 *   <li>a scheme, {@code ://} and something after it ({@link AbsoluteUriShape}: no white space);
 *   <li>or a scheme whose URIs name a network host followed by {@code :/} ({@code http:/host/x},
 *       a slash lost), or {@code jdbc:}, {@code mailto:} and what follows;
 * </ul>
 *
 * <p>and none of these, which write something else with a URI's letters:
 *
 * <ul>
 *   <li>white space anywhere: prose that contains a URL ({@code see https://acme.io for details});
 *   <li>a regular expression: a backslash, {@code *}, {@code (?}, {@code ^} first or {@code $}
 *       last (a link checker's {@code ignorePatterns: ["https://github\.com/.*"]});
 *   <li>documentation notation: square brackets after the authority ({@code
 *       http://thishost[:thisport]/}, {@code .../resources[?type=xxxxx]}), which a URI holds only
 *       around an IP literal, and parentheses (JMeter's manual: {@code
 *       jdbc:oracle:thin:@(description=(address=(host={mc-name})...))}).
 * </ul>
 *
 * <pre>{@code
 * WholeValueUri.is("https://helm.elastic.co/icons/apm.png");   // true
 * WholeValueUri.is("http:/github.com/elastic/helm-charts");     // true
 * WholeValueUri.is("see https://acme.io");                      // false
 * WholeValueUri.is("https://github\\.com/.*");                  // false
 * WholeValueUri.is("http://thishost[:thisport]/");              // false
 * }</pre>
 */
public final class WholeValueUri {

  private WholeValueUri() {}

  /** Whether {@code value} is, as a whole, an absolute URI (see the class comment). */
  public static boolean is(String value) {
    int n = value.length();
    if (n < 6 || !hasUriStart(value)) {
      return false;
    }
    if (value.charAt(0) == '^' || value.charAt(n - 1) == '$' || value.contains("(?")) {
      return false;
    }
    int literal = ipLiteralEnd(value);
    for (int i = 0; i < n; i++) {
      char c = value.charAt(i);
      if (Character.isWhitespace(c) || c == '\\' || c == '*' || c == '(' || (c == '[' || c == ']') && i >= literal) {
        return false;
      }
    }
    return true;
  }

  private static boolean hasUriStart(String value) {
    if (AbsoluteUriShape.isPlainlyAbsolute(value)) {
      return true;
    }
    if (value.regionMatches(true, 0, "jdbc:", 0, 5) || value.regionMatches(true, 0, "mailto:", 0, 7)) {
      return value.length() > 7;
    }
    int i = 0;
    while (i < value.length() && (i == 0 ? UriChars.isAlpha(value.charAt(i)) : UriChars.isSchemeChar(value.charAt(i)))) {
      i++;
    }
    return i > 0 && value.startsWith(":/", i) && !value.startsWith("://", i)
        && SchemeRegistry.lookup(value, 0, i).host() == HostRole.NETWORK_REQUIRED;
  }

  // The end of an IP literal host ("://[::1]", "://u@[::1]"), where brackets are the URI's own;
  // 0 without one. Anywhere else a bracket is notation: "http://thishost[:thisport]/".
  private static int ipLiteralEnd(String value) {
    int slashes = value.indexOf("://");
    if (slashes < 0) {
      return 0;
    }
    int open = value.indexOf('[', slashes + 3);
    int close = open < 0 ? -1 : value.indexOf(']', open);
    if (open < 0 || close < 0 || !(open == slashes + 3 || value.charAt(open - 1) == '@')) {
      return 0;
    }
    return close + 1;
  }
}
