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

class RelativizerTest {

  @ParameterizedTest(name = "[{0}] to [{1}] -> [{2}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://a/b/c/d;p?q     | http://a/b/c/g              | g
          http://a/b/c/d;p?q     | http://a/b/c/g/             | g/
          http://a/b/c/d;p?q     | http://a/g                  | /g
          http://a/b/c/d;p?q     | http://g                    | //g
          http://a/b/c/d;p?q     | http://a/b/c/d;p?y          | ?y
          http://a/b/c/d;p?q     | http://a/b/c/g?y            | g?y
          http://a/b/c/d;p?q     | http://a/b/c/d;p?q#s        | #s
          http://a/b/c/d;p?q     | http://a/b/c/d;p?q          | ""
          http://a/b/c/d;p?q     | http://a/b/c/;x             | ;x
          http://a/b/c/d;p?q     | http://a/b/c/               | .
          http://a/b/c/d;p?q     | http://a/b/                 | ..
          http://a/b/c/d;p?q     | http://a/b/g                | ../g
          http://a/b/c/d;p?q     | http://a/                   | /
          http://a/b/c/d;p?q     | http://a/b/c/d;p            | d;p
          http://a/b/c/d;p?q     | http://a/b/c/d;p#f          | d;p#f
          http://a/b/c/d;p?q     | http://a/b/c/d;p?           | ?
          http://a/b/c/d;p?q     | g:h                         | g:h
          http://a/b/c/d;p?q     | https://a/b/c/g             | https://a/b/c/g
          http://a/b/c/d;p?q     | HTTP://a/b/c/g              | HTTP://a/b/c/g
          http://a/b/c/d;p?q     | http:g                      | http:g
          http://a/b/c/          | http://a/b/c/x:y            | ./x:y
          http://a/b/c/          | http://a/b/x:y              | ../x:y
          http://a/b/c/          | http://a/b/c//x             | .//x
          http://a/b/c/          | http://a/b//x               | ..//x
          http://a/b/c           | http://a//x                 | ..//x
          http://a/b             | http://a                    | //a
          http://a               | http://a/                   | .
          http://a               | http://a/x                  | x
          http://a               | http://a                    | ""
          http://a/b             | http://a/b#                 | #
          http://a/b/c/d         | http://a/b/x/y/z            | ../x/y/z
          http://a/x/y/z/w       | http://a/x/p                | /x/p
          http://a/x/y/z/w       | http://a/x/y/p              | ../p
          http://a/b/c           | http://a//x/y               | ..//x/y
          http://a/b             | http://a//x                 | .//x
          http://a/b/c/d         | http://a//x                 | //a//x
          http://a/b/c           | http://a/x/../y             | /y
          http://a/b/c#frag      | http://a/b/d                | d
          foo:a/b                | foo:a/c                     | c
          foo:a/b/c              | foo:a/x                     | ../x
          foo:a/b                | foo:x                       | foo:x
          foo:a                  | foo:b:c                     | ./b:c
          foo:/a/b               | foo:/c                      | /c
          mailto:a@b             | mailto:c@d                  | c@d
          urn:isbn:1             | urn:isbn:1#x                | #x
          file:///etc/hosts      | file:///etc/passwd          | passwd
          file:///etc/hosts      | file:///usr/bin/env         | /usr/bin/env
          http://a/b/c/d;p?q     | g                           | g
          http://a/b/c/d;p?q     | ../../x                     | /x
          """)
  void findsTheShortestReference(String base, String target, String expected) {
    String relative = relativize(base, target);
    assertThat(relative).isEqualTo(expected);
    assertThat(resolve(base, relative)).isEqualTo(resolve(base, target));
  }

  @Test
  void aTargetWithDotSegmentsComesBackWithoutThem() {
    // §5.2.2 removes dot-segments from every path, so no reference gives "/x/../y" back
    String relative = relativize("http://a/b", "http://a/x/../y");
    assertThat(resolve("http://a/b", relative)).isEqualTo("http://a/y");
  }

  @Test
  void aBaseWithoutASchemeIsRefused() {
    assertThatThrownBy(() -> relativize("//a/b", "http://a/c"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theStringFormParsesBothInputs() {
    assertThat(Relativizer.relativize("http://a/b/c/d;p?q", "http://a/b/c/g").value()).contains("g");
    assertThat(Relativizer.relativize("//a/b", "http://a/c"))
        .isInstanceOfSatisfying(
            ReferenceResult.Failure.class,
            f -> assertThat(f.operand()).isEqualTo(ReferenceResult.Operand.BASE));
    assertThat(Relativizer.relativize("http://a/b", "http://a/c d"))
        .isInstanceOfSatisfying(
            ReferenceResult.Failure.class,
            f -> {
              assertThat(f.operand()).isEqualTo(ReferenceResult.Operand.REFERENCE);
              assertThat(f.violation().index()).isEqualTo(10);
            });
  }

  @Test
  void aMegabyteInputIsHandled() {
    String base = "http://h" + "/a".repeat(200_000) + "/x";
    String target = "http://h" + "/a".repeat(200_000) + "/b".repeat(100_000);
    String relative = Relativizer.relativize(base, target).value().orElseThrow();
    // compared as booleans: a failure message must not print a megabyte
    assertThat(relative.equals("b/".repeat(99_999) + "b")).isTrue();
    assertThat(Resolver.resolve(base, relative).value().orElseThrow().equals(target)).isTrue();
    String sibling = "http://h" + "/a".repeat(199_990) + "/b";
    String up = Relativizer.relativize(base, sibling).value().orElseThrow();
    assertThat(up).isEqualTo("../".repeat(10) + "b");
  }

  @Property
  void relativizeThenResolveGivesTheTargetBack(
      @ForAll("bases") String base, @ForAll("targets") String target) {
    String relative = Relativizer.relativize(base, target).value().orElseThrow();
    assertThat(UriParser.isValid(relative)).as(relative).isTrue();
    String resolvedTarget = Resolver.resolve(base, target).value().orElseThrow();
    assertThat(Resolver.resolve(base, relative).value()).as(relative).contains(resolvedTarget);
    assertThat(relative.length()).isLessThanOrEqualTo(resolvedTarget.length());
    if (resolvedTarget.equals(target)) {
      // an absolute URI without dot-segments comes back verbatim
      assertThat(Resolver.resolve(base, relative).value()).contains(target);
    }
  }

  @Property
  void anAbsoluteTargetWithoutDotSegmentsComesBackVerbatim(
      @ForAll("bases") String base, @ForAll("bases") String target) {
    UriComponents t = UriComponents.split(target);
    String clean = t.withPath(DotSegments.removeKeepingForm(t.path(), t.hasAuthority())).recompose();
    String relative = Relativizer.relativize(base, clean).value().orElseThrow();
    assertThat(Resolver.resolve(base, relative).value()).contains(clean);
  }

  @Property
  void anyPairOfStringsGivesAResultAndNeverThrows(@ForAll String base, @ForAll String target) {
    assertThat(Relativizer.relativize(base, target)).isNotNull();
  }

  @Provide
  Arbitrary<String> bases() {
    return UriArbitraries.uri();
  }

  @Provide
  Arbitrary<String> targets() {
    return UriArbitraries.reference();
  }

  private static String relativize(String base, String target) {
    return Relativizer.relativize(References.of(base), References.of(target));
  }

  private static String resolve(String base, String reference) {
    return Resolver.resolve(References.of(base), References.of(reference));
  }
}
