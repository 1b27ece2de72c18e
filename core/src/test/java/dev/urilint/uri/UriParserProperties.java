package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties that tie {@code parse}, {@code validate}, {@code violations} and the spans together. */
class UriParserProperties {

  @Provide
  Arbitrary<String> uriLike() {
    Arbitrary<String> chars = Arbitraries.strings()
        .withChars("aAzZvV0159:/?#[]@%.-_~!$&'()*+,;= \\é\u0000\u007f\n").ofMaxLength(30);
    Arbitrary<String> pieces = Arbitraries.of(
            "http", "://", "//", "/", ":", "[", "]", "@", "?", "#", "%", "%41", "%2", "1.2.3.4",
            "[::1]", "[v1.x]", "::", "ffff", "a", "u:p@", ":80", "..", " ", "\uD83D\uDE00")
        .list().ofMaxSize(12).map(list -> String.join("", list));
    return Arbitraries.oneOf(chars, pieces, pieces);
  }

  @Provide
  Arbitrary<String> anything() {
    return Arbitraries.oneOf(
        Arbitraries.strings().all().ofMaxLength(40),
        Arbitraries.strings().withCharRange('\uD800', '\uDFFF').ofMaxLength(10),
        Arbitraries.strings().withCharRange('\u0000', '\u001F').ofMaxLength(10),
        uriLike());
  }

  @Provide
  Arbitrary<String> huge() {
    return Arbitraries.of("%", "[", ":", "@", "/", "a", " ", "%4", "[:", "?#", "é")
        .map(unit -> unit.repeat((1 << 20) / unit.length()));
  }

  @Property(tries = 2000)
  void parseValidateAndViolationsAgree(@ForAll("uriLike") String s) {
    int index = UriParser.validate(s, GrammarRule.URI_REFERENCE);
    ParseResult result = UriParser.parse(s);
    List<Violation> violations = UriParser.violations(s);
    assertThat(result.isValid()).isEqualTo(index == -1).isEqualTo(violations.isEmpty());
    assertThat(UriParser.isValid(s)).isEqualTo(index == -1);
    if (index != -1) {
      Violation first = ((ParseResult.Malformed) result).first();
      assertThat(first.index()).isEqualTo(index);
      assertThat(violations.get(0)).isEqualTo(first);
      assertThat(violations).isSortedAccordingTo(
          (a, b) -> Integer.compare(a.index(), b.index()));
      assertThat(violations).extracting(Violation::index).doesNotHaveDuplicates()
          .allSatisfy(i -> assertThat(i).isBetween(0, s.length()));
      assertThat(violations).allSatisfy(v -> assertThat(v.message()).isNotBlank());
    }
  }

  @Property(tries = 2000)
  void everyTargetAgreesWithValidate(@ForAll("uriLike") String s, @ForAll boolean zoneIds) {
    for (GrammarRule target : List.of(GrammarRule.URI_REFERENCE, GrammarRule.URI,
        GrammarRule.ABSOLUTE_URI, GrammarRule.RELATIVE_REF)) {
      ParseOptions options = new ParseOptions(target, zoneIds);
      int index = UriParser.validate(s, target, zoneIds);
      List<Violation> violations = UriParser.violations(s, options);
      assertThat(UriParser.parse(s, options).isValid()).isEqualTo(index == -1)
          .isEqualTo(violations.isEmpty());
      if (index != -1) {
        assertThat(violations.get(0).index()).isEqualTo(index);
      }
    }
  }

  @Property(tries = 2000)
  void aValidReferenceRecomposesFromItsSpans(@ForAll("uriLike") String s) {
    ParseResult result = UriParser.parse(s);
    if (!(result instanceof ParseResult.Parsed parsed)) {
      return;
    }
    UriReference uri = parsed.reference();
    assertThat(uri.toString()).isEqualTo(s);
    StringBuilder b = new StringBuilder();
    uri.scheme().ifPresent(scheme -> b.append(scheme).append(':'));
    if (uri.hasAuthority()) {
      b.append("//");
      StringBuilder authority = new StringBuilder();
      uri.userinfo().ifPresent(userinfo -> authority.append(userinfo).append('@'));
      authority.append(uri.host().orElseThrow());
      uri.port().ifPresent(port -> authority.append(':').append(port));
      assertThat(uri.authority()).contains(authority.toString());
      b.append(authority);
    }
    b.append(uri.path());
    uri.query().ifPresent(query -> b.append('?').append(query));
    uri.fragment().ifPresent(fragment -> b.append('#').append(fragment));
    assertThat(b.toString()).isEqualTo(s);
    uri.host().ifPresent(host -> assertThat(UriParser.validate(host, GrammarRule.HOST)).isEqualTo(-1));
    uri.port().ifPresent(port -> assertThat(UriParser.validate(port, GrammarRule.PORT)).isEqualTo(-1));
    uri.query().ifPresent(q -> assertThat(UriParser.validate(q, GrammarRule.QUERY)).isEqualTo(-1));
  }

  @Property(tries = 3000)
  void noInputThrows(@ForAll("anything") String s, @ForAll GrammarRule rule, @ForAll boolean zones) {
    assertThatCode(() -> {
      UriParser.validate(s, rule, zones);
      UriParser.parse(s, ParseOptions.DEFAULT.withZoneIds(zones));
      UriParser.violations(s);
    }).doesNotThrowAnyException();
  }

  @Property(tries = 22)
  void megabyteInputsNeitherThrowNorOverflow(@ForAll("huge") String s, @ForAll boolean zones) {
    assertThatCode(() -> {
      for (GrammarRule rule : GrammarRule.values()) {
        UriParser.validate(s, rule, zones);
      }
      assertThat(UriParser.violations(s)).hasSizeLessThanOrEqualTo(100);
      UriParser.parse("http://[" + s);
      UriParser.parse("http://" + s);
      UriParser.parse("?" + s);
    }).doesNotThrowAnyException();
  }
}
