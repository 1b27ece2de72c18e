package dev.urilint.scanner.classify;

import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import java.util.Optional;
import java.util.Set;

/**
 * Decides how a value is used: the extractor's hint first (an {@code xmlns} attribute is an
 * identifier whatever its key), then its key, else plain text.
 *
 * <p>A key is read by its last segment ({@code spring.datasource.url} → {@code url}, {@code
 * project/repositories/repository/url} → {@code url}) split into words ({@code proxyHost}, {@code
 * DATABASE_URL}, {@code bootstrap-servers}); its last word decides. Reading only the last word
 * keeps {@code server.port} and {@code security.enabled} out, which a substring test would not.
 *
 * <pre>{@code
 * UsageClassifier.byKey("spring.datasource.url");              // LOCATOR
 * UsageClassifier.byKey("spring.kafka.bootstrap-servers");     // LOCATOR
 * UsageClassifier.byKey("project/licenses/license/url");       // LINK
 * UsageClassifier.byKey("project/xmlns");                      // IDENTIFIER
 * UsageClassifier.byKey("server.port");                        // TEXT
 * }</pre>
 */
public final class UsageClassifier {

  /** Last words of keys whose value reaches a resource. */
  private static final Set<String> LOCATOR_WORDS =
      Set.of(
          "url", "urls", "uri", "uris", "endpoint", "endpoints", "href", "host", "hosts",
          "hostname", "server", "servers", "dsn", "webhook", "webhooks", "callback", "callbacks",
          "baseurl", "redirect", "location", "src", "action",
          // Dubbo's and Nacos's registry "addresses", a page's "link"/"links" (Maven site and
          // javadoc links, Helm chart links)
          "addresses", "link", "links");

  /** Segments or last words of keys whose value names something and is never fetched. */
  private static final Set<String> IDENTIFIER_WORDS =
      Set.of(
          "xmlns", "namespace", "namespaces", "targetnamespace", "schemalocation", "$schema",
          "$id", "schema", "doctype", "taglib-uri");

  /**
   * Segments of keys whose value is a link a reader follows: a POM's {@code
   * project/licenses/license/url}, package.json's {@code license} and {@code licenses[0].url}.
   */
  private static final String[] LINK_WORD_ARRAY = {"license", "licenses", "licence"};

  /** Words of Java type and member names that say URI, as Java writes them. */
  private static final String[] JAVA_URI_WORDS = {
    "URI", "URL", "Uri", "Url", "URIs", "URLs", "Uris", "Urls"
  };

  /** Words that end in "url" but are no URL. */
  private static final Set<String> NOT_URL = Set.of("curl", "hurl", "churl");

  // The same words for the per-segment loop: an array iterates without an iterator object.
  // Never written after class initialisation.
  private static final String[] IDENTIFIER_WORD_ARRAY = IDENTIFIER_WORDS.toArray(new String[0]);

  private UsageClassifier() {}

  /** Last words of keys whose value is a name, even when it is written as a URI. */
  private static final Set<String> NAME_WORDS = Set.of("id", "ids", "about", "context", "type", "types", "rel", "ns",
      // XML Signature's and SAML's algorithm identifiers: signatureCanonicalizationMethod="http://www.w3.org/2001/10/xml-exc-c14n#"
      "method", "algorithm");

  /**
   * The usage of {@code value}: its hint, else {@link #byKey} of its key; a value whose key names
   * no locator (or that has none) is still a {@code LOCATOR} when it is, as a whole, an absolute
   * URI ({@link WholeValueUri}: {@code icon: https://cdn.acme.io/x.png}), unless its key says it
   * is a name ({@code id}, {@code type}, {@code context}).
   */
  public static Usage classify(ExtractedValue value) {
    if (value.usage().isPresent()) {
      return value.usage().get();
    }
    Usage byKey = value.key().map(UsageClassifier::byKey).orElse(Usage.TEXT);
    if (byKey == Usage.TEXT && WholeValueUri.is(value.value()) && !namesAName(value.key().orElse(""))) {
      return Usage.LOCATOR;
    }
    return byKey;
  }

  /**
   * Whether {@code key}'s last word says its value is a name, even when written as a URI: {@code
   * id}, {@code type}, {@code context}, {@code rel}, an algorithm ({@code
   * resources[0].type}: a Keycloak resource type {@code http://servlet-authz/protected/admin}).
   */
  public static boolean namesAName(String key) {
    return KeyWords.last(lastSegment(key)).filter(NAME_WORDS::contains).isPresent();
  }

  /** The usage a key implies. */
  public static Usage byKey(String key) {
    // web.xml <taglib-uri> (above) and a TLD's <taglib><uri>: the name JSPs import a tag library
    // by, matched as a string, never fetched.
    if (hasSegment(key, IDENTIFIER_WORD_ARRAY) || key.endsWith("taglib/uri")) {
      return Usage.IDENTIFIER;
    }
    // A license's URL is clicked by a reader: a link, with the grammar rules but no insecure-scheme.
    if (hasSegment(key, LINK_WORD_ARRAY)) {
      return Usage.LINK;
    }
    String last = lastSegment(key);
    Optional<String> word = KeyWords.last(last);
    if (word.isEmpty()) {
      return Usage.TEXT;
    }
    String w = word.get();
    if (IDENTIFIER_WORDS.contains(w)) {
      return Usage.IDENTIFIER;
    }
    if (w.equals("license") || w.equals("licenses") || w.equals("licence")) {
      return Usage.LINK; // projectLicense, LICENSE
    }
    if (LOCATOR_WORDS.contains(w) || isCompoundLocatorWord(w) || w.equals("string") && isConnectionString(key)) {
      return Usage.LOCATOR;
    }
    // Java call sites: URI.create, new URL(...), UriComponentsBuilder.fromUriString. A word, never
    // letters inside one: CONTENT_SECURITY_POLICY is no URI.
    if (KeyWords.contains(key, JAVA_URI_WORDS)) {
      return Usage.LOCATOR;
    }
    return Usage.TEXT;
  }

  private static String lastSegment(String key) {
    String k = key;
    while (k.endsWith("]") && k.lastIndexOf('[') > 0) {
      k = k.substring(0, k.lastIndexOf('['));
    }
    int cut = Math.max(k.lastIndexOf('.'), k.lastIndexOf('/'));
    return cut >= 0 && cut < k.length() - 1 ? k.substring(cut + 1) : k;
  }

  // Any segment between '.', '/' or ':' (index suffixes like "[0]" ignored) that is one of
  // `words`. One pass compared in place: this runs once per value (millions per scan), and a
  // regex split, or a lower-cased substring per segment, showed in profiles.
  private static boolean hasSegment(String key, String[] words) {
    int start = 0;
    int bracket = -1;
    int n = key.length();
    for (int i = 0; i <= n; i++) {
      char c = i == n ? '.' : key.charAt(i);
      if (c == '[' && bracket < 0) {
        bracket = i;
      } else if (c == '.' || c == '/' || c == ':') {
        if (isWord(key, start, bracket < 0 ? i : bracket, words) && !namesARegistry(key, start, i)) {
          return true;
        }
        start = i + 1;
        bracket = -1;
      }
    }
    return false;
  }

  // "schema.registry.url" (Confluent's and Apicurio's Schema Registry): the segment "schema"
  // followed by "registry" names a service that is reached, not a schema's id.
  private static boolean namesARegistry(String key, int start, int end) {
    return end - start == 6 && key.regionMatches(true, start, "schema", 0, 6)
        && key.regionMatches(true, end + 1, "registry", 0, 8);
  }

  // Whether key[start, end) is one of `words`, ignoring ASCII case (the words are ASCII). The
  // first character rules most segments out before any comparison.
  private static boolean isWord(String key, int start, int end, String[] words) {
    int length = end - start;
    if (length < 3 || length > 16) {
      return false;
    }
    char first = Character.toLowerCase(key.charAt(start));
    for (String word : words) {
      if (word.length() == length
          && word.charAt(0) == first
          && key.regionMatches(true, start, word, 0, length)) {
        return true;
      }
    }
    return false;
  }

  // "connection.string", "connectionString", "mongodb.connection-string": the key ends in the
  // words connection and string (MongoDB's, Azure's and .NET's name for a URI with options).
  private static boolean isConnectionString(String key) {
    String target = "connectionstring";
    int t = target.length();
    for (int i = key.length() - 1; i >= 0 && t > 0; i--) {
      char c = key.charAt(i);
      if (!Character.isLetter(c)) {
        continue;
      }
      if (Character.toLowerCase(c) != target.charAt(--t)) {
        return false;
      }
    }
    return t == 0;
  }

  // A lower-case compound such as "jdbcurl", "dburl", "redirecturi"; "curl" is a command.
  private static boolean isCompoundLocatorWord(String word) {
    return (word.endsWith("url") || word.endsWith("uri")) && !NOT_URL.contains(word);
  }
}
