package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Normalizer.Step;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NormalizerTest {

  @ParameterizedTest(name = "[{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          HTTP://www.EXAMPLE.com/                      | http://www.example.com/
          example://A/b/c/%7bfoo%7d                    | example://a/b/c/%7Bfoo%7D
          http://host/%7Euser/x/y/z                    | http://host/~user/x/y/z
          eXAMPLE://a/./b/../b/%63/%7bfoo%7d           | example://a/b/c/%7Bfoo%7D
          http://examp%4Ce.com/                        | http://example.com/
          http://example.com/a/b/%2E%2E/               | http://example.com/a/
          HTTP://a:b@HOST:123/./1/2/../%41?abc#def     | http://a:b@host:123/1/A?abc#def
          HTTP://User:PassWord@Host/                   | http://User:PassWord@host/
          http://%55ser@h/                             | http://User@h/
          https://[2041:0000:140F::875B:131B]          | https://[2041:0000:140f::875b:131b]/
          http://[V7.ABC:Def]/                         | http://[v7.abc:def]/
          http://192.0.2.1:8080/                       | http://192.0.2.1:8080/
          http://allowed.com%255Cevil.com/             | http://allowed.com%255cevil.com/
          http://hOSt%20/foo%62ar?q=s%74               | http://host%20/foobar?q=st
          http://example.com/a%2fb                     | http://example.com/a%2Fb
          http://example.com/public/%2e%2e/admin       | http://example.com/admin
          /%ff?q=%80#%fe                               | /%FF?q=%80#%FE
          x://h/p?a=%7e%2e                             | x://h/p?a=~.
          x://h/p#a%2a%7e                              | x://h/p#a%2A~
          """)
  void fullNormalizationCoversSection622(String input, String expected) {
    assertThat(normalize(input, Normalizer.FULL)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://host:80/a             | http://host/a
          HTTP://HOST:80/              | http://host/
          https://host:443/            | https://host/
          ws://host:80/chat            | ws://host/chat
          wss://host:443/chat          | wss://host/chat
          ftp://host:21/f              | ftp://host/f
          http://host:443/             | http://host:443/
          https://host:80/             | https://host:80/
          http://host:080/             | http://host:080/
          http://host:8080/            | http://host:8080/
          foo://host:80/               | foo://host:80/
          //host:80/                   | //host:80/
          http://host:/                | http://host/
          foo://host:/x                | foo://host/x
          //host:                      | //host
          http://host                  | http://host/
          http://host?q                | http://host/?q
          http://host#f                | http://host/#f
          https://host                 | https://host/
          ws://host                    | ws://host/
          wss://u@host:443             | wss://u@host/
          ftp://host                   | ftp://host
          foo://host                   | foo://host
          file://                      | file://
          http:x                       | http:x
          """)
  void schemeBasedNormalizationCoversSection623(String input, String expected) {
    assertThat(normalize(input, Normalizer.FULL)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          /a/b/../../c          | /c
          /..                   | /
          a/b/../../c           | a/b/../../c
          ./def                 | ./def
          ../../abc/..          | ../../abc/..
          ./a:b                 | ./a:b
          scheme:./path1:/path2 | scheme:path1:/path2
          foo:a/b/../.././../../e | foo:/e
          //host/.//foo/bar     | //host//foo/bar
          http://a/..///..      | http://a//
          """)
  void dotSegmentsAreRemovedExceptFromRelativePathReferences(String input, String expected) {
    assertThat(normalize(input, EnumSet.of(Step.DOT_SEGMENTS))).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          scheme:/.//foo/bar    | scheme:/.//foo/bar
          /.//foo/bar           | /.//foo/bar
          file:/x/..//y         | file:/.//y
          file:x/..//y/         | file:/.//y/
          http:/a/..//b         | http:/.//b
          """)
  void aPathThatWouldReadAsAnAuthorityKeepsADotPrefix(String input, String expected) {
    String once = normalize(input, Normalizer.FULL);
    assertThat(once).isEqualTo(expected);
    assertThat(normalize(once, Normalizer.FULL)).isEqualTo(once);
    assertThat(UriComponents.split(once).hasAuthority()).isFalse();
  }

  @Test
  void eachStepDoesOnlyItsOwnJob() {
    String input = "HTTP://%41@EXAMPLE.ORG:80/../a%2f?%41#%41";
    assertThat(normalize(input, EnumSet.of(Step.CASE)))
        .isEqualTo("http://%41@example.org:80/../a%2F?%41#%41");
    assertThat(normalize(input, EnumSet.of(Step.PERCENT)))
        .isEqualTo("HTTP://A@EXAMPLE.ORG:80/../a%2f?A#A");
    assertThat(normalize(input, EnumSet.of(Step.DOT_SEGMENTS)))
        .isEqualTo("HTTP://%41@EXAMPLE.ORG:80/a%2f?%41#%41");
    assertThat(normalize(input, EnumSet.of(Step.SCHEME_BASED)))
        .isEqualTo("HTTP://%41@EXAMPLE.ORG/../a%2f?%41#%41");
    assertThat(normalize(input, Normalizer.SYNTAX)).isEqualTo("http://A@example.org:80/a%2F?A#A");
    assertThat(normalize(input, Normalizer.FULL)).isEqualTo("http://A@example.org/a%2F?A#A");
    assertThat(normalize(input, EnumSet.noneOf(Step.class))).isEqualTo(input);
  }

  @Test
  void caseNormalizationLowercasesTheHostButNotItsZoneId() {
    assertThat(normalize("HTTP://[FE80::1%25Eth0]/", Set.of(Step.CASE)))
        .isEqualTo("http://[fe80::1%25Eth0]/");
  }

  @Test
  void percentDecodingMayExposeDotSegmentsWhichAreThenRemoved() {
    assertThat(normalize("http://h/a/%2E/b/%2e%2E/c", Normalizer.SYNTAX)).isEqualTo("http://h/a/c");
    assertThat(normalize("http://h/a/%2E/b", EnumSet.of(Step.DOT_SEGMENTS)))
        .isEqualTo("http://h/a/%2E/b");
  }

  @ParameterizedTest(name = "[{0}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://example.com/
          mailto:a@b.c
          ../a
          ""
          urn:isbn:0451450523
          http://user:pw@host/%2F?%C3%A9#%23
          """)
  void leavesANormalFormAlone(String input) {
    assertThat(normalize(input, Normalizer.FULL)).isEqualTo(input);
  }

  @Test
  void presetsAreTheSectionsOfTheRfc() {
    assertThat(Normalizer.SYNTAX).containsExactlyInAnyOrder(Step.CASE, Step.PERCENT, Step.DOT_SEGMENTS);
    assertThat(Normalizer.FULL).containsExactlyInAnyOrder(Step.values());
  }

  private static String normalize(String input, Set<Step> steps) {
    return Normalizer.normalize(References.of(input), steps);
  }

  @Test
  void theDocumentedExamplesHold() {
    assertThat(Normalizer.normalize("HTTP://User@Example.COM:80/%7euser/./a/../b%2f?%41#%3a"))
        .contains("http://User@example.com/~user/b%2F?A#%3A");
    assertThat(Normalizer.normalize("http://EXAMPLE.com", Normalizer.SYNTAX))
        .contains("http://example.com");
    assertThat(Normalizer.normalize("HTTP://Example.COM:80/%7e/./a"))
        .contains("http://example.com/~/a");
    assertThat(Normalizer.equivalent("http://ABC.com:/%7esmith", "http://abc.com/~smith")).isTrue();
  }

  @Test
  void aReferenceParsedWithZoneIdsKeepsTheZoneCase() {
    ParseResult parsed =
        UriParser.parse("HTTP://[FE80::A%25En0]:80", ParseOptions.DEFAULT.withZoneIds(true));
    assertThat(Normalizer.normalize(((ParseResult.Parsed) parsed).reference()))
        .isEqualTo("http://[fe80::a%25En0]/");
  }

  @Test
  void aMegabyteInputIsHandled() {
    String big = "HTTP://H" + "/%7e/.".repeat(100_000) + "?" + "%2f".repeat(100_000);
    String expected = "http://h" + "/~".repeat(100_000) + "/?" + "%2F".repeat(100_000);
    // compared as a boolean: a failure message must not print a megabyte
    assertThat(Normalizer.normalize(big).orElseThrow().equals(expected)).isTrue();
    assertThat(Normalizer.normalize("a b".repeat(400_000))).isEmpty();
  }

  @Test
  void aStringThatIsNotAUriReferenceHasNoNormalForm() {
    assertThat(Normalizer.normalize("http://a b")).isEmpty();
    assertThat(Normalizer.normalize("x://h/p?caf\u00e9")).isEmpty();
    assertThat(Normalizer.normalize("//[::1%25eth0]")).isEmpty();
    assertThat(Normalizer.normalize("HTTP://A/%7e")).contains("http://a/~");
  }

  @ParameterizedTest(name = "[{0}] ~ [{1}]: {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://ABC.com:/%7esmith/home.html | http://abc.com/~smith/home.html | true
          HTTP://ABC.COM                     | http://abc.com/                 | true
          https://example.com                | https://example.com:443/        | true
          http://a/b                         | http://a/B                      | false
          http://u@a/                        | http://U@a/                     | false
          x://example.test/a%                | x://example.test/a%25           | false
          http://a/%2F                       | http://a/%2f                    | true
          """)
  void equivalenceComparesFullNormalForms(String a, String b, boolean expected) {
    assertThat(Normalizer.equivalent(a, b)).isEqualTo(expected);
    assertThat(Normalizer.equivalent(b, a)).isEqualTo(expected);
  }

  @Property
  void normalizingTwiceGivesTheSameValidString(@ForAll("references") String reference) {
    for (Set<Step> steps : everyCombinationOfSteps()) {
      String once = Normalizer.normalize(reference, steps).orElseThrow();
      assertThat(UriParser.isValid(once)).as(once).isTrue();
      assertThat(Normalizer.normalize(once, steps)).as(reference).contains(once);
    }
  }

  @Property
  void theNormalFormKeepsTheKindOfReference(@ForAll("references") String reference) {
    UriComponents before = UriComponents.split(reference);
    UriComponents after = UriComponents.split(Normalizer.normalize(reference).orElseThrow());
    assertThat(after.hasScheme()).isEqualTo(before.hasScheme());
    assertThat(after.hasAuthority()).isEqualTo(before.hasAuthority());
    assertThat(after.hasQuery()).isEqualTo(before.hasQuery());
    assertThat(after.hasFragment()).isEqualTo(before.hasFragment());
  }

  @Property
  void anyStringGivesAnOptionalAndNeverThrows(@ForAll String text) {
    assertThat(Normalizer.normalize(text)).isNotNull();
    assertThat(Normalizer.normalize(text).isPresent()).isEqualTo(UriParser.isValid(text));
  }

  private static List<Set<Step>> everyCombinationOfSteps() {
    Step[] all = Step.values();
    List<Set<Step>> combinations = new java.util.ArrayList<>();
    for (int mask = 0; mask < 1 << all.length; mask++) {
      Set<Step> steps = EnumSet.noneOf(Step.class);
      for (int i = 0; i < all.length; i++) {
        if ((mask & 1 << i) != 0) {
          steps.add(all[i]);
        }
      }
      combinations.add(steps);
    }
    return combinations;
  }

  @Provide
  Arbitrary<String> references() {
    return UriArbitraries.reference();
  }
}
