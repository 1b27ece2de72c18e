package dev.urilint.uri;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * jqwik generators of strings that match RFC 3986 by construction, biased towards what the
 * transformations care about: upper/lower case, percent-encodings of unreserved and reserved
 * characters, dot-segments, empty segments, colons in segments, empty and default ports, empty
 * versus absent query and fragment.
 */
final class UriArbitraries {

  private UriArbitraries() {}

  /** An absolute URI: {@code scheme ":" hier-part [ "?" query ] [ "#" fragment ]}. */
  static Arbitrary<String> uri() {
    return Combinators.combine(scheme(), hierPart(), optional("?", query()), optional("#", query()))
        .as((s, h, q, f) -> s + ":" + h + q + f);
  }

  /** An absolute URI without fragment, fit as a base. */
  static Arbitrary<String> absoluteUri() {
    return Combinators.combine(scheme(), hierPart(), optional("?", query()))
        .as((s, h, q) -> s + ":" + h + q);
  }

  /** Any URI-reference: a URI or a relative reference. */
  static Arbitrary<String> reference() {
    return Arbitraries.oneOf(uri(), relativeReference());
  }

  static Arbitrary<String> relativeReference() {
    Arbitrary<String> relativePart =
        Arbitraries.oneOf(
            Combinators.combine(authority(), pathAbempty()).as((a, p) -> "//" + a + p),
            pathAbsolute(),
            pathNoScheme(),
            Arbitraries.just(""));
    return Combinators.combine(relativePart, optional("?", query()), optional("#", query()))
        .as((p, q, f) -> p + q + f);
  }

  static Arbitrary<String> scheme() {
    return Arbitraries.of("http", "HTTP", "https", "HtTpS", "ws", "wss", "ftp", "foo", "urn", "a+b.c-d", "file");
  }

  private static Arbitrary<String> hierPart() {
    return Arbitraries.oneOf(
        Combinators.combine(authority(), pathAbempty()).as((a, p) -> "//" + a + p),
        pathAbsolute(),
        pathRootless(),
        Arbitraries.just(""));
  }

  static Arbitrary<String> authority() {
    Arbitrary<String> userinfo =
        Arbitraries.oneOf(Arbitraries.just(""), chars("aZ09-._~!$&'()*+,;=:", "%41%3a%7e").map(u -> u + "@"));
    Arbitrary<String> host =
        Arbitraries.oneOf(
            chars("aZ09-._~!$&'()*+,;=", "%41%2e%7E%25%C3%A9"),
            Arbitraries.of("192.0.2.1", "127.0.0.1", "[::1]", "[2001:DB8::A]", "[v7.Ab:C]", "EXAMPLE.com", ""));
    Arbitrary<String> port = Arbitraries.of("", ":", ":80", ":443", ":21", ":8080", ":080");
    return Combinators.combine(userinfo, host, port).as((u, h, p) -> u + h + p);
  }

  private static Arbitrary<String> pathAbempty() {
    return segment().list().ofMaxSize(5).map(list -> {
      StringBuilder out = new StringBuilder();
      list.forEach(s -> out.append('/').append(s));
      return out.toString();
    });
  }

  private static Arbitrary<String> pathAbsolute() {
    // "/" [ segment-nz *( "/" segment ) ]: never "//"
    return Combinators.combine(segmentNz(), pathAbempty()).as((s, rest) -> "/" + s + rest);
  }

  private static Arbitrary<String> pathRootless() {
    return Combinators.combine(segmentNz(), pathAbempty()).as((s, rest) -> s + rest);
  }

  private static Arbitrary<String> pathNoScheme() {
    return Combinators.combine(segmentNzNc(), pathAbempty()).as((s, rest) -> s + rest);
  }

  private static Arbitrary<String> segment() {
    return Arbitraries.oneOf(
        Arbitraries.of("", ".", "..", "%2E", "%2e%2E", "a:b", "..."),
        chars("aZ09-._~!$&'()*+,;=:@", "%41%2f%2F%7e%C3%A9"));
  }

  private static Arbitrary<String> segmentNz() {
    return Arbitraries.oneOf(
        Arbitraries.of(".", "..", "%2E", "a:b"), chars("aZ09-._~!$&'()*+,;=:@", "%41%2f%7e"))
        .filter(s -> !s.isEmpty());
  }

  private static Arbitrary<String> segmentNzNc() {
    return Arbitraries.oneOf(
        Arbitraries.of(".", "..", "%2E"), chars("aZ09-._~!$&'()*+,;=@", "%41%3A%7e"))
        .filter(s -> !s.isEmpty());
  }

  private static Arbitrary<String> query() {
    return chars("aZ09-._~!$&'()*+,;=:@/?", "%41%3d%7E%23");
  }

  private static Arbitrary<String> optional(String delimiter, Arbitrary<String> body) {
    return Arbitraries.oneOf(Arbitraries.just(""), body.map(b -> delimiter + b));
  }

  /** Strings of the given characters mixed with whole percent-encodings taken from {@code pcts}. */
  private static Arbitrary<String> chars(String allowed, String pcts) {
    Arbitrary<String> one =
        Arbitraries.oneOf(
            Arbitraries.of(allowed.chars().mapToObj(c -> String.valueOf((char) c)).toList()),
            Arbitraries.of(java.util.Arrays.asList(pcts.split("(?=%)")).stream().filter(s -> !s.isEmpty()).toList()));
    return one.list().ofMaxSize(6).map(parts -> String.join("", parts));
  }
}
