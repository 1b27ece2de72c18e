package dev.urilint.scanner.classify;

import dev.urilint.scheme.HostRole;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.sinks.AbsoluteUriShape;
import dev.urilint.sinks.SchemelessUriShape;
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
 * <p>and nothing of a pattern or of documentation notation, no white space ({@link
 * AbsoluteUriShape#writesPatternOrNotation}, the test Java strings outside sinks get too).
 *
 * <p>A URI broken by one space is one too, a space a URI never holds (RFC 3986 Appendix C): a
 * whole URI with a path up to a single space, and after it one word that can only continue that
 * path ({@code https://github.com/acme/release notes}, {@code .../docs/My File.pdf}): letters,
 * digits, {@code - . _ ~ / %}, not ending in a full stop. Prose does not read so: a second URI
 * ({@code https://a/x https://b/y}, a list), a colon, a sentence's full stop, a second space. So is
 * a host, port and path whose scheme was left off ({@code api.acme.io:8443/v1}, a host under a
 * top-level domain; not an image reference nor {@code host:port} alone). Both readings are core's
 * ({@link AbsoluteUriShape#isBrokenByOneSpace}, {@link SchemelessUriShape}), which the Java front
 * ends ask of a string outside every sink too.
 *
 * <pre>{@code
 * WholeValueUri.is("https://helm.elastic.co/icons/apm.png");   // true
 * WholeValueUri.is("http:/github.com/elastic/helm-charts");     // true
 * WholeValueUri.is("https://shiro.apache.org/release notes");  // true: a space breaks it
 * WholeValueUri.is("https://shiro.apache.org/ docs");           // true
 * WholeValueUri.is("https://acme.io rocks");                    // false: no path the word continues
 * WholeValueUri.is("repo.maven.apache.org:8443/maven2");        // true: its scheme left off
 * WholeValueUri.is("see https://acme.io");                      // false
 * WholeValueUri.is("https://github\\.com/.*");                  // false
 * WholeValueUri.is("http://thishost[:thisport]/");              // false
 * }</pre>
 */
public final class WholeValueUri {

  private WholeValueUri() {}

  /** Whether {@code value} is, as a whole, an absolute URI (see the class comment). */
  public static boolean is(String value) {
    if (value.length() < 6) {
      return false;
    }
    if (AbsoluteUriShape.isBrokenByOneSpace(value) || SchemelessUriShape.is(value)) {
      return true;
    }
    return hasUriStart(value) && !AbsoluteUriShape.writesPatternOrNotation(value);
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
}
