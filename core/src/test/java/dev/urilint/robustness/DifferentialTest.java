package dev.urilint.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import org.apache.jena.rfc3986.RFC3986;

/**
 * urilint against two independent parsers on generated strings. Every known difference
 * is a named, filtered class below, documented with the RFC text that decides in {@code
 * docs/conformance.md}; anything else that differs fails the property.
 */
@Tag("differential")
class DifferentialTest {

  private static final String[] PREFIXES = {
    "", "http://", "https://", "file:", "file://", "file:///", "//", "urn:", "mailto:", "a:",
    "http://u:p@h:", "?", "#", "/", "./", "../", "http://h:80", "http://1.2.3.4", "http://h/",
    "http://[::1]", "http://[", "http://[v1.x]", "http://[fe80::1%25eth0]", "http://[::ffff:1.2.3.4]",
  };

  /** URI delimiters, hex digits, percent runs, a few illegal ASCII characters and one IRI letter. */
  private static final String CHARS = "ab1:/?#[]@%25AFf.-!$&'()*+,;=~_ \"<{|\\^`é:/%";

  @Provide
  Arbitrary<String> uriLike() {
    Arbitrary<String> tail = Arbitraries.strings().withChars(CHARS.toCharArray()).ofMaxLength(12);
    return Combinators.combine(Arbitraries.of(PREFIXES), tail).as(String::concat);
  }

  @Provide
  Arbitrary<String> asciiUriLike() {
    Arbitrary<String> tail = Arbitraries.strings().withChars("ab1:/?#@%25AFf.-!$&'()*+,;=~_".toCharArray()).ofMaxLength(12);
    String[] prefixes = {"", "http://", "https://", "file:", "file:///", "//", "urn:", "a:", "http://u:p@h:", "?", "#", "/", "../", "http://h:80", "http://1.2.3.4", "http://h/"};
    return Combinators.combine(Arbitraries.of(prefixes), tail).as(String::concat);
  }

  /** Jena's known deviations from RFC 3986 (see docs/conformance.md, "Jena"). */
  enum JenaDeviation {
    /** Jena parses IRIs (RFC 3987): {@code ucschar} is allowed where RFC 3986 allows none. */
    IRI_CHARACTERS,
    /** Jena accepts an RFC 6874 zone id ({@code %25eth0}) in an IPv6 literal; RFC 9844 removed it. */
    ZONE_ID,
    /** Jena accepts characters between {@code ]} and the next delimiter ({@code http://[::1]x/}). */
    AFTER_IP_LITERAL;

    static Optional<JenaDeviation> of(String s) {
      if (s.chars().anyMatch(c -> c > 127)) {
        return Optional.of(IRI_CHARACTERS);
      }
      int bracket = s.indexOf('[');
      int close = s.indexOf(']');
      if (bracket >= 0 && close > bracket && s.substring(bracket, close).contains("%25")) {
        return Optional.of(ZONE_ID);
      }
      if (close >= 0 && close + 1 < s.length() && ":/?#".indexOf(s.charAt(close + 1)) < 0) {
        return Optional.of(AFTER_IP_LITERAL);
      }
      return Optional.empty();
    }
  }

  @Property(tries = 10_000)
  void urilintAndJenaAgreeOnValidityOutsideJenasKnownDeviations(@ForAll("uriLike") String s) {
    boolean jena = jenaAccepts(s);
    boolean urilint = UriParser.isValid(s);
    if (jena != urilint) {
      assertThat(JenaDeviation.of(s))
          .as("unexplained difference on '%s': urilint %s, Jena %s", s, urilint, jena)
          .isPresent();
      // Every listed deviation is Jena accepting what RFC 3986 does not: never the reverse.
      assertThat(urilint).as("urilint rejects, Jena accepts: '%s'", s).isFalse();
    }
  }

  @Property(tries = 10_000)
  void urilintAndJavaNetUriAgreeOnTheComponentsBothRfcsDefineAlike(@ForAll("asciiUriLike") String s) {
    ParseResult parsed = UriParser.parse(s);
    Optional<URI> java = javaNetUri(s);
    if (!(parsed instanceof ParseResult.Parsed p) || java.isEmpty()) {
      return; // validity differs by design between RFC 2396 and RFC 3986 (docs/conformance.md)
    }
    URI j = java.get();
    UriReference u = p.reference();
    if (j.isOpaque() || u.authority().map(String::isEmpty).orElse(false) || u.hasAuthority() && j.getHost() == null) {
      return; // opaque URIs, empty authorities and registry-based authorities: RFC 2396 only
    }
    assertThat(u.scheme().orElse(null)).as("scheme of %s", s).isEqualTo(j.getScheme());
    assertThat(u.authority().orElse(null)).as("authority of %s", s).isEqualTo(j.getRawAuthority());
    assertThat(u.host().orElse(null)).as("host of %s", s).isEqualTo(j.getHost());
    assertThat(u.path()).as("path of %s", s).isEqualTo(j.getRawPath() == null ? "" : j.getRawPath());
    assertThat(u.query().orElse(null)).as("query of %s", s).isEqualTo(j.getRawQuery());
    assertThat(u.fragment().orElse(null)).as("fragment of %s", s).isEqualTo(j.getRawFragment());
  }

  private static boolean jenaAccepts(String s) {
    try {
      RFC3986.create(s);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  private static Optional<URI> javaNetUri(String s) {
    try {
      return Optional.of(new URI(s));
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
  }
}
