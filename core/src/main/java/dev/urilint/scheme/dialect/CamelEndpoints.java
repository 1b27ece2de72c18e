package dev.urilint.scheme.dialect;

import dev.urilint.scheme.Dialect;
import dev.urilint.scheme.SchemeRegistry;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Apache Camel endpoint URIs ({@code component:path?options}), which Camel reads with its own
 * rules: before it parses an endpoint it percent-encodes every character RFC 3986 leaves out
 * ({@code UnsafeUriCharactersEncoder}: space, {@code "}, {@code <}, {@code >}, {@code #}, {@code
 * %} not starting an escape, {@code {}, {@code }}, {@code |}, {@code \}, {@code ^}, {@code ~},
 * {@code [}, {@code ]}, {@code `}), so none of them is malformed there. An endpoint has no
 * fragment: a {@code #} starts a reference to a bean in an option value ({@code
 * offsetRepository=#offsetRepo}, {@code encoders=#bean:myEncoder}, {@code
 * strategy=#class:com.acme.Strategy}, {@code #type:com.acme.Client}).
 *
 * <p>A string is an endpoint when its scheme is a Camel component in the scheme registry (dialect
 * {@link Dialect#CAMEL}: {@code seda:}, {@code netty:}, {@code jms:}), or, whatever its scheme,
 * when it is the {@code uri} of a route's endpoint element in Camel's XML or YAML DSL ({@code
 * camelContext/route/from/@uri}, {@code [0].route.from.uri}, {@code steps[1].to.uri}): there
 * {@code kafka:}, {@code file:} and {@code ftp:} are Camel components too. In the Java DSL an
 * endpoint ({@code from("kafka:...")}) reaches no URI sink, so only the security rules read it,
 * and none of them reads a fragment.
 *
 * <pre>{@code
 * CamelEndpoints.isEndpoint("netty:tcp://h:4444?encoders=#bean:e", Optional.empty());     // true: netty is Camel's
 * CamelEndpoints.isEndpoint("kafka:t?offsetRepository=#repo", Optional.of("camelContext/route/from/@uri")); // true
 * CamelEndpoints.isEndpoint("kafka:t?offsetRepository=#repo", Optional.of("app.topic.url"));              // false
 * }</pre>
 */
public final class CamelEndpoints {

  /**
   * The elements of Camel's XML and YAML DSLs whose {@code uri} is an endpoint, lower case without
   * {@code -} or {@code _} ({@code toD}, {@code to-d}; {@code wireTap}, {@code wire-tap}).
   */
  private static final Set<String> ENDPOINT_ELEMENTS =
      Set.of("from", "to", "tod", "wiretap", "enrich", "pollenrich", "poll", "inonly", "inout",
          "interceptfrom", "interceptsendtoendpoint", "endpoint");

  private CamelEndpoints() {}

  /** Whether {@code input}, found under {@code key}, is a Camel endpoint URI (see the class comment). */
  public static boolean isEndpoint(String input, Optional<String> key) {
    int colon = input.indexOf(':');
    if (colon > 0 && SchemeRegistry.lookup(input, 0, colon).dialect() == Dialect.CAMEL) {
      return true;
    }
    return key.isPresent() && isEndpointKey(key.get());
  }

  /**
   * Whether {@code key} is the {@code uri} of an endpoint element: its last segment is {@code uri}
   * (an XML attribute {@code @uri}) and the one before names an endpoint element, with any XML
   * prefix ({@code camel:from}) and list position ({@code from[0]}) left out.
   */
  static boolean isEndpointKey(String key) {
    int end = key.length();
    int cut = lastSeparator(key, end);
    String last = key.substring(cut + 1, end);
    if (!last.equals("uri") && !last.equals("@uri")) {
      return false;
    }
    if (cut <= 0) {
      return false;
    }
    int before = lastSeparator(key, cut);
    return ENDPOINT_ELEMENTS.contains(element(key.substring(before + 1, cut)));
  }

  // The last '.' or '/' before `end`, or -1.
  private static int lastSeparator(String key, int end) {
    for (int i = end - 1; i >= 0; i--) {
      char c = key.charAt(i);
      if (c == '.' || c == '/') {
        return i;
      }
    }
    return -1;
  }

  // "camel:toD" -> "tod", "wire-tap" -> "wiretap", "from[0]" -> "from".
  private static String element(String segment) {
    String s = segment;
    int bracket = s.indexOf('[');
    if (bracket >= 0) {
      s = s.substring(0, bracket);
    }
    s = s.substring(s.lastIndexOf(':') + 1);
    return s.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
  }
}
