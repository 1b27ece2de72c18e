package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResolverTest {

  private static final String RFC_BASE = "http://a/b/c/d;p?q";

  /** RFC 3986 §5.4.1 (23 normal examples) and §5.4.2 (19 abnormal examples), verbatim. */
  @ParameterizedTest(name = "[{0}] -> {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          g:h           | g:h
          g             | http://a/b/c/g
          ./g           | http://a/b/c/g
          g/            | http://a/b/c/g/
          /g            | http://a/g
          //g           | http://g
          ?y            | http://a/b/c/d;p?y
          g?y           | http://a/b/c/g?y
          #s            | http://a/b/c/d;p?q#s
          g#s           | http://a/b/c/g#s
          g?y#s         | http://a/b/c/g?y#s
          ;x            | http://a/b/c/;x
          g;x           | http://a/b/c/g;x
          g;x?y#s       | http://a/b/c/g;x?y#s
          ""            | http://a/b/c/d;p?q
          .             | http://a/b/c/
          ./            | http://a/b/c/
          ..            | http://a/b/
          ../           | http://a/b/
          ../g          | http://a/b/g
          ../..         | http://a/
          ../../        | http://a/
          ../../g       | http://a/g
          ../../../g    | http://a/g
          ../../../../g | http://a/g
          /./g          | http://a/g
          /../g         | http://a/g
          g.            | http://a/b/c/g.
          .g            | http://a/b/c/.g
          g..           | http://a/b/c/g..
          ..g           | http://a/b/c/..g
          ./../g        | http://a/b/g
          ./g/.         | http://a/b/c/g/
          g/./h         | http://a/b/c/g/h
          g/../h        | http://a/b/c/h
          g;x=1/./y     | http://a/b/c/g;x=1/y
          g;x=1/../y    | http://a/b/c/y
          g?y/./x       | http://a/b/c/g?y/./x
          g?y/../x      | http://a/b/c/g?y/../x
          g#s/./x       | http://a/b/c/g#s/./x
          g#s/../x      | http://a/b/c/g#s/../x
          http:g        | http:g
          """)
  void everyExampleOfSection54Holds(String reference, String expected) {
    UriComponents target =
        Resolver.resolve(UriComponents.split(RFC_BASE), UriComponents.split(reference));
    assertThat(target.recompose()).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] + [{1}] -> {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://a                  | g          | http://a/g
          http://a                  | ""         | http://a
          http://a                  | ?x         | http://a?x
          http://a/b?q              | ?          | http://a/b?
          http://a/b?q              | #          | http://a/b?q#
          http://a/b?q#f            | ""         | http://a/b?q
          http://a/b?q#f            | #g         | http://a/b?q#g
          http://a/b                | //c        | http://c
          http://a/b                | //         | http://
          http://a/b                | ///c       | http:///c
          http://a/b/c              | //x/./y/../z | http://x/z
          file:///etc/hosts         | passwd     | file:///etc/passwd
          foo:a/b                   | ../c       | foo:/c
          foo:a/b                   | c          | foo:a/c
          foo:a                     | b:c        | b:c
          foo:a                     | ./b:c      | foo:b:c
          zz:abc                    | foo/../bar | zz:/bar
          f:/a                      | .//g       | f:/.//g
          http:/a                   | .//x:y     | http:/.//x:y
          f:/a                      | f:/.//g    | f:/.//g
          f:/a                      | /..//g     | f:/.//g
          f://h/a                   | .//g       | f://h//g
          mailto:a@b                | c@d        | mailto:c@d
          urn:isbn:1                | #x         | urn:isbn:1#x
          HTTP://A/B                | c          | HTTP://A/c
          http://a/b/c              | G:h/../i   | G:/i
          http://a/b/c              | http:/d/../e | http:/e
          """)
  void resolvesEdgeCasesAsTheRfcTextSays(String base, String reference, String expected) {
    assertThat(resolve(base, reference)).isEqualTo(expected);
  }

  @Test
  void aSchemeInTheReferenceIsNeverIgnored() {
    // strict §5.2.2: even the base's own scheme makes the reference absolute
    assertThat(resolve(RFC_BASE, "http:g")).isEqualTo("http:g");
    assertThat(resolve(RFC_BASE, "http:g?q#f")).isEqualTo("http:g?q#f");
    assertThat(resolve("http://bar.org/", "http:foo")).isEqualTo("http:foo");
  }

  @Test
  void aBaseWithoutASchemeIsRefused() {
    assertThatThrownBy(
            () -> Resolver.resolve(UriComponents.split("a/b"), UriComponents.split("c")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no scheme");
  }

  @Test
  void theFragmentOfTheBaseIsIgnored() {
    assertThat(resolve("http://a/b#frag", "c")).isEqualTo("http://a/c");
    assertThat(resolve("http://a/b#frag", "")).isEqualTo("http://a/b");
  }

  @ParameterizedTest(name = "merge([{0}], [{1}]) = [{2}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://a        | g     | /g
          http://a/       | g     | /g
          http://a/b/c    | g     | /b/g
          http://a/b/c/   | g     | /b/c/g
          foo:a           | g     | g
          foo:a/b         | g     | a/g
          foo:            | g     | g
          foo:/           | g     | /g
          """)
  void mergeFollowsSection523(String base, String referencePath, String expected) {
    assertThat(Resolver.merge(UriComponents.split(base), referencePath)).isEqualTo(expected);
  }

  @Test
  void copiesComponentsAsWrittenWithoutNormalizing() {
    assertThat(resolve("HTTP://A%2f/b", "%7Ec")).isEqualTo("HTTP://A%2f/%7Ec");
    assertThat(resolve("http://a/b", "//H:80/%2e%2e/x")).isEqualTo("http://H:80/%2e%2e/x");
  }

  @Test
  void theStringFormParsesBothInputsAndSaysWhichOneIsWrong() {
    assertThat(Resolver.resolve(RFC_BASE, "../g")).isEqualTo(new ReferenceResult.Success("http://a/b/g"));
    assertThat(Resolver.resolve(RFC_BASE, "../g").value()).contains("http://a/b/g");
    assertThat(Resolver.resolve("a/b", "c"))
        .isInstanceOfSatisfying(
            ReferenceResult.Failure.class,
            f -> {
              assertThat(f.operand()).isEqualTo(ReferenceResult.Operand.BASE);
              assertThat(f.violation().kind()).isEqualTo(ViolationKind.WRONG_FORM);
            });
    assertThat(Resolver.resolve("http://a b/", "c"))
        .isInstanceOfSatisfying(
            ReferenceResult.Failure.class,
            f -> {
              assertThat(f.operand()).isEqualTo(ReferenceResult.Operand.BASE);
              assertThat(f.violation().index()).isEqualTo(8);
            });
    assertThat(Resolver.resolve(RFC_BASE, "g h"))
        .isInstanceOfSatisfying(
            ReferenceResult.Failure.class,
            f -> {
              assertThat(f.operand()).isEqualTo(ReferenceResult.Operand.REFERENCE);
              assertThat(f.violation().index()).isEqualTo(1);
            });
    assertThat(Resolver.resolve(RFC_BASE, "g h").value()).isEmpty();
  }

  @Test
  void theParsedFormGivesTheSameAnswer() {
    UriReference base = ((ParseResult.Parsed) UriParser.parse(RFC_BASE)).reference();
    UriReference reference = ((ParseResult.Parsed) UriParser.parse("g;x?y#s")).reference();
    assertThat(Resolver.resolve(base, reference)).isEqualTo("http://a/b/c/g;x?y#s");
  }

  @Test
  void aResultNeverShowsThePassword() {
    assertThat(Resolver.resolve("http://user:secret@a b/", "c").toString())
        .doesNotContain("secret");
    ReferenceResult success = Resolver.resolve("http://user:secret@a/b", "c");
    assertThat(success.value()).contains("http://user:secret@a/c");
    assertThat(success.toString()).isEqualTo("Success[uri=http://user:****@a/c]");
  }

  @Property
  void everyResultIsAValidUri(
      @ForAll("bases") String base, @ForAll("references") String reference) {
    String target = Resolver.resolve(base, reference).value().orElseThrow();
    assertThat(UriParser.validate(target, GrammarRule.URI)).as(target).isEqualTo(-1);
  }

  @Property
  void resolvingTheResultAgainChangesNothing(
      @ForAll("bases") String base, @ForAll("references") String reference) {
    // an empty reference keeps the base path as written, dot-segments included (§5.2.2)
    net.jqwik.api.Assume.that(
        DotSegments.remove(UriComponents.split(base).path())
            .equals(UriComponents.split(base).path()));
    String target = Resolver.resolve(base, reference).value().orElseThrow();
    assertThat(Resolver.resolve(base, target).value()).contains(target);
  }

  @Property
  void anyPairOfStringsGivesAResultAndNeverThrows(@ForAll String base, @ForAll String reference) {
    ReferenceResult result = Resolver.resolve(base, reference);
    assertThat(result.value().isPresent())
        .isEqualTo(UriParser.isValid(base) && UriParser.isValid(reference)
            && UriComponents.split(base).hasScheme());
  }

  @Test
  void aMegabyteInputIsHandled() {
    String big = "/a".repeat(250_000) + "/..".repeat(100_000);
    String target = Resolver.resolve("http://h/x", "." + big).value().orElseThrow();
    assertThat(target.equals("http://h" + "/a".repeat(150_000) + "/")).isTrue();
    assertThat(Resolver.resolve("http://h/", "a b".repeat(400_000)).value()).isEmpty();
  }

  @Provide
  Arbitrary<String> bases() {
    return UriArbitraries.absoluteUri();
  }

  @Provide
  Arbitrary<String> references() {
    return UriArbitraries.reference();
  }

  private static String resolve(String base, String reference) {
    return Resolver.resolve(UriComponents.split(base), UriComponents.split(reference)).recompose();
  }
}
