package dev.urilint.source;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one test both Java front ends use to tell an XML namespace (an identifier that is never
 * fetched) from a locator, so that {@code new URI(ATOM_NAMESPACE)} is not reported as an insecure
 * {@code http} connection.
 *
 * <p>A string is a namespace when
 *
 * <ul>
 *   <li>it is held by a constant whose name says so: a word {@code NAMESPACE}, {@code XMLNS} or
 *       {@code NS} in {@code UPPER_SNAKE} or {@code camelCase} ({@code ATOM_NAMESPACE}, {@code
 *       W3C_XML_SCHEMA_NS_URI}, {@code soapNs}); or
 *   <li>its authority is one that only publishes namespaces ({@code www.w3.org}, {@code purl.org},
 *       {@code xmlns.com}, {@code schemas.xmlsoap.org}, ... or a {@code java.sun.com/xml/ns} path).
 * </ul>
 *
 * <pre>{@code
 * XmlNamespaces.isNamespace("http://www.w3.org/2005/Atom", Optional.empty());          // true
 * XmlNamespaces.isNamespace("http://feeds.acme.org/atom", Optional.of("ATOM_NAMESPACE")); // true
 * XmlNamespaces.isNamespace("http://feeds.acme.org/atom", Optional.of("FEED_URL"));       // false
 * }</pre>
 */
public final class XmlNamespaces {

  private static final List<String> NAMESPACE_PREFIXES =
      List.of(
          "http://www.w3.org/",
          "http://purl.org/",
          "http://xmlns.com/",
          "http://schemas.xmlsoap.org/",
          "http://schemas.openxmlformats.org/",
          "http://schemas.microsoft.com/",
          "http://java.sun.com/xml/ns/",
          "http://xmlns.jcp.org/xml/ns/",
          "http://maven.apache.org/POM/",
          "http://www.springframework.org/schema/");

  private XmlNamespaces() {}

  /**
   * Whether {@code value} is a namespace, given the simple name of the constant that holds it, if
   * it is passed by one.
   */
  public static boolean isNamespace(String value, Optional<String> constantName) {
    return hasNamespaceAuthority(value) || constantName.isPresent() && hasNamespaceWord(constantName.get());
  }

  /** Whether {@code value} starts with an authority that only publishes namespaces. */
  public static boolean hasNamespaceAuthority(String value) {
    for (String prefix : NAMESPACE_PREFIXES) {
      if (value.regionMatches(true, 0, prefix, 0, prefix.length())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a Java name has the word {@code namespace}, {@code ns} or {@code xmlns}. */
  public static boolean hasNamespaceWord(String name) {
    for (String word : words(name)) {
      if (word.equals("namespace") || word.equals("ns") || word.equals("xmlns")) {
        return true;
      }
    }
    return false;
  }

  // UPPER_SNAKE splits on '_', camelCase on each upper-case letter that follows a lower-case one.
  private static List<String> words(String name) {
    StringBuilder spaced = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '_' || c == '$') {
        spaced.append(' ');
      } else {
        if (i > 0 && Character.isUpperCase(c) && Character.isLowerCase(name.charAt(i - 1))) {
          spaced.append(' ');
        }
        spaced.append(c);
      }
    }
    return List.of(spaced.toString().toLowerCase(Locale.ROOT).trim().split(" +"));
  }
}
