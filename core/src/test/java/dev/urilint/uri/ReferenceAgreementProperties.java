package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The recogniser agrees with an independent reading of the ABNF ({@link Rfc3986Regex}) on the
 * verdict and on the error index, for every {@link GrammarRule}, on strings biased toward the
 * characters and pieces URIs are made of.
 */
class ReferenceAgreementProperties {

  private static final Rfc3986Regex STRICT = new Rfc3986Regex(false);
  private static final Rfc3986Regex ZONES = new Rfc3986Regex(true);

  /** Single characters, weighted toward delimiters, hex digits and troublemakers. */
  private static final String ALPHABET =
      "aAbBfFvVxZ0123456789:/?#[]@%.-_~!$&'()*+,;= \\\"<>^`{|}\té";

  /** Pieces that reach deep into the grammar (IPv6 forms, IPv4 in IPv6, zone ids, pct). */
  private static final String[] PIECES = {
    "http", "://", "//", "/", ":", "::", "[", "]", "@", "?", "#", "%", "%25", "%2", "%zz", "%41",
    "1.2.3.4", "255", "256", "25", "0", "01", "1", ".", "ffff", "12345", "abcd", "fe80", "v1.",
    "V7.a", "v.", "a:b", "1:", "h16:", "eth0", "x", "-", "+", "~", " ", "é", "\\", "[::1]",
    "[v1.x]", "127.0.0.1", ":80", "a@", "u:p@",
  };

  @Provide
  Arbitrary<String> uriLike() {
    Arbitrary<String> chars = Arbitraries.strings().withChars(ALPHABET).ofMaxLength(24);
    Arbitrary<String> pieces = Arbitraries.of(PIECES).list().ofMaxSize(10)
        .map(list -> String.join("", list));
    return Arbitraries.oneOf(chars, pieces, pieces);
  }

  @Provide
  Arbitrary<String> ipv6Like() {
    Arbitrary<String> piece = Arbitraries.of(
        "1", "ab", "fff", "ffff", "12345", ":", "::", "1.2.3.4", "0.0.0.0", "255.255.255.255",
        "256.1.1.1", "01.1.1.1", ".", "1", "%25eth0", "%25", "g");
    return piece.list().ofMaxSize(16).map(list -> String.join("", list));
  }

  /**
   * IPv6 addresses built around the boundaries of the nine forms: {@code before} groups, maybe
   * {@code "::"}, {@code after} groups, maybe an IPv4 tail, groups of 1 to 5 hex digits, then
   * sometimes one character dropped or inserted.
   */
  @Provide
  Arbitrary<String> ipv6Structured() {
    Arbitrary<String> group = Arbitraries.strings().withChars("0123456789abcdefABCDEF")
        .ofMinLength(1).ofMaxLength(5);
    Arbitrary<String> ipv4 = Arbitraries.of("1.2.3.4", "0.0.0.0", "255.255.255.255", "256.0.0.1",
        "1.2.3.04", "1.2.3", "1.2.3.4.5", "01.2.3.4", "9.99.199.249");
    return net.jqwik.api.Combinators.combine(
            group.list().ofMaxSize(9), group.list().ofMaxSize(9),
            Arbitraries.of(true, false), ipv4.injectNull(0.6),
            Arbitraries.integers().between(-1, 40), Arbitraries.of(':', '.', 'g', '%', ']'))
        .as((before, after, elide, tail, at, extra) -> {
          StringBuilder b = new StringBuilder(String.join(":", before));
          if (elide) {
            b.append("::").append(String.join(":", after));
          } else if (!after.isEmpty()) {
            b.append(before.isEmpty() ? "" : ":").append(String.join(":", after));
          }
          if (tail != null) {
            b.append(b.length() == 0 || b.charAt(b.length() - 1) == ':' ? "" : ":").append(tail);
          }
          if (at >= 0 && at < b.length()) {
            if (at % 2 == 0) {
              b.deleteCharAt((int) at);
            } else {
              b.insert((int) at, (char) extra);
            }
          }
          return b.toString();
        });
  }

  @Property(tries = 5000)
  void structuredIpv6AddressesMatchTheNineForms(@ForAll("ipv6Structured") String s) {
    ipv6AddressesMatchTheNineForms(s);
  }

  @Property(tries = 3000)
  void verdictAndIndexMatchTheAbnfForEveryRule(
      @ForAll("uriLike") String s, @ForAll GrammarRule rule) {
    assertThat(UriParser.validate(s, rule)).as("%s as %s", s, rule.abnfName())
        .isEqualTo(STRICT.errorIndex(s, rule));
  }

  @Property(tries = 3000)
  void uriReferencesMatchTheAbnf(@ForAll("uriLike") String s) {
    assertThat(UriParser.validate(s, GrammarRule.URI_REFERENCE)).as(s)
        .isEqualTo(STRICT.errorIndex(s, GrammarRule.URI_REFERENCE));
  }

  @Property(tries = 3000)
  void ipv6AddressesMatchTheNineForms(@ForAll("ipv6Like") String s) {
    assertThat(UriParser.validate(s, GrammarRule.IPV6_ADDRESS)).as(s)
        .isEqualTo(STRICT.errorIndex(s, GrammarRule.IPV6_ADDRESS));
    String literal = "[" + s + "]";
    assertThat(UriParser.validate(literal, GrammarRule.IP_LITERAL)).as(literal)
        .isEqualTo(STRICT.errorIndex(literal, GrammarRule.IP_LITERAL));
    assertThat(UriParser.validate(literal, GrammarRule.IP_LITERAL, true)).as(literal)
        .isEqualTo(ZONES.errorIndex(literal, GrammarRule.IP_LITERAL));
    String uri = "http://" + literal + "/";
    assertThat(UriParser.validate(uri, GrammarRule.URI)).as(uri)
        .isEqualTo(STRICT.errorIndex(uri, GrammarRule.URI));
  }
}
