package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.PercentEncoding.Component;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class PercentEncodingTest {

  @ParameterizedTest(name = "{0} encodes [{1}] as [{2}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          USERINFO              | user:pa ss@x        | user:pa%20ss%40x
          USERINFO              | a!$&'()*+,;=-._~    | a!$&'()*+,;=-._~
          USERINFO              | a/b?c#d[e]          | a%2Fb%3Fc%23d%5Be%5D
          REG_NAME              | host:80             | host%3A80
          REG_NAME              | ex ample.com        | ex%20ample.com
          REG_NAME              | a@b                 | a%40b
          PATH_SEGMENT          | a b/c?d             | a%20b%2Fc%3Fd
          PATH_SEGMENT          | a:b@c               | a:b@c
          PATH_SEGMENT_NO_COLON | a:b@c               | a%3Ab@c
          PATH                  | /a b/c:d/           | /a%20b/c:d/
          PATH                  | /a?b#c              | /a%3Fb%23c
          QUERY                 | a=b c&d=/?:@        | a=b%20c&d=/?:@
          QUERY                 | a#b                 | a%23b
          QUERY                 | 100%                | 100%25
          QUERY                 | %41                 | %2541
          FRAGMENT              | x/y?z#w             | x/y?z%23w
          """)
  void encodesEveryCharacterTheComponentDoesNotAllow(
      Component component, String text, String expected) {
    assertThat(PercentEncoding.encode(text, component)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] encodes as [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          é          | %C3%A9
          ß          | %C3%9F
          €          | %E2%82%AC
          😀         | %F0%9F%98%80
          caf\u00e9  | caf%C3%A9
          "\u007f"   | %7F
          " "        | %20
          \u0080     | %C2%80
          \u07ff     | %DF%BF
          \u0800     | %E0%A0%80
          \uffff     | %EF%BF%BF
          """)
  void encodesNonAsciiAsUpperCaseUtf8(String text, String expected) {
    assertThat(PercentEncoding.encode(text, Component.QUERY)).isEqualTo(expected);
  }

  @Test
  void encodesControlCharacters() {
    assertThat(PercentEncoding.encode("\u0000\t\n", Component.QUERY)).isEqualTo("%00%09%0A");
  }

  @Test
  void encodesTheCharactersNoComponentAllows() {
    assertThat(PercentEncoding.encode("a\\b<>\"^`{|}", Component.FRAGMENT))
        .isEqualTo("a%5Cb%3C%3E%22%5E%60%7B%7C%7D");
  }

  @Test
  void encodesAnUnpairedSurrogateAsTheReplacementCharacter() {
    assertThat(PercentEncoding.encode("a\uD800b", Component.PATH)).isEqualTo("a%EF%BF%BDb");
    assertThat(PercentEncoding.encode("\uDC00", Component.PATH)).isEqualTo("%EF%BF%BD");
    assertThat(PercentEncoding.encode("\uD83D\uDE00\uD83D", Component.PATH))
        .isEqualTo("%F0%9F%98%80%EF%BF%BD");
  }

  @Test
  void returnsTheSameInstanceWhenNothingNeedsEncoding() {
    String text = "abc/def";
    assertThat(PercentEncoding.encode(text, Component.PATH)).isSameAs(text);
    assertThat(PercentEncoding.encodeIllegal(text, Component.PATH)).isSameAs(text);
    assertThat(PercentEncoding.decode(text)).isSameAs(text);
    assertThat(PercentEncoding.decodeUnreserved("a%2F")).isEqualTo("a%2F");
    String upper = "a%2F";
    assertThat(PercentEncoding.uppercaseHex(upper)).isSameAs(upper);
  }

  @ParameterizedTest(name = "{0} repairs [{1}] as [{2}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          PATH         | /a b                | /a%20b
          PATH         | /a%20b              | /a%20b
          PATH         | /a%2fb              | /a%2fb
          PATH         | /100%               | /100%25
          PATH         | /%zz%4              | /%25zz%254
          PATH         | /caf\u00e9%41       | /caf%C3%A9%41
          QUERY        | q=a b&r=%E2%82%AC   | q=a%20b&r=%E2%82%AC
          FRAGMENT     | a#b                 | a%23b
          """)
  void encodeIllegalKeepsWellFormedTriplets(Component component, String text, String expected) {
    assertThat(PercentEncoding.encodeIllegal(text, component)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] decodes as [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          a%20b            | a b
          caf%C3%A9        | café
          caf%c3%a9        | café
          %2520            | %20
          %41%2F%7e        | A/~
          %F0%9F%98%80     | 😀
          100%             | 100%
          %zz%4            | %zz%4
          %%41             | %A
          %E2%82           | \ufffd
          %C3%28           | \ufffd(
          %FF              | \ufffd
          a%80b            | a\ufffdb
          %C3%A9%FF%C3%A9  | é\ufffdé
          é%20             | "é "
          """)
  void decodesUtf8AndReplacesMalformedSequencesPredictably(String text, String expected) {
    assertThat(PercentEncoding.decode(text)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] decodes unreserved as [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          %7Euser           | ~user
          %7euser           | ~user
          %41%5A%61%7A%30%39 | AZaz09
          %2D%2E%5F%7E      | -._~
          %2F%3A%3F%23%5B%5D%40 | %2F%3A%3F%23%5B%5D%40
          %2f%3a            | %2f%3a
          %2541             | %2541
          %25%41            | %25A
          %C3%A9            | %C3%A9
          %4                | %4
          %%41%             | %A%
          """)
  void decodeUnreservedLeavesEveryOtherTripletAsWritten(String text, String expected) {
    assertThat(PercentEncoding.decodeUnreserved(text)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] upper-cases as [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          %2f%c3%a9         | %2F%C3%A9
          %2F               | %2F
          abc%3adef         | abc%3Adef
          %ab%Cd%eF         | %AB%CD%EF
          %zz%a             | %zz%a
          a%%af             | a%%AF
          """)
  void uppercaseHexTouchesOnlyTheHexDigitsOfTriplets(String text, String expected) {
    assertThat(PercentEncoding.uppercaseHex(text)).isEqualTo(expected);
  }

  @ParameterizedTest
  @EnumSource(Component.class)
  void decodeUndoesEncodeForEveryComponent(Component component) {
    String text = "a b%c/d?e#f[g]h:i@j!k'l é 😀 \u0000";
    assertThat(PercentEncoding.decode(PercentEncoding.encode(text, component))).isEqualTo(text);
  }

  @ParameterizedTest
  @EnumSource(Component.class)
  void everyAsciiCharacterIsEncodedUnlessTheComponentAllowsIt(Component component) {
    for (char c = 0; c < 128; c++) {
      String encoded = PercentEncoding.encode(String.valueOf(c), component);
      if (component.allows(c)) {
        assertThat(encoded).isEqualTo(String.valueOf(c));
      } else {
        assertThat(encoded).hasSize(3).startsWith("%");
      }
    }
  }

  @Test
  void componentsAllowExactlyTheirAbnfCharacters() {
    String unreservedAndSubDelims = "azAZ09-._~!$&'()*+,;=";
    for (char c : unreservedAndSubDelims.toCharArray()) {
      for (Component component : Component.values()) {
        assertThat(component.allows(c)).as("%s allows %s", component, c).isTrue();
      }
    }
    assertThat(Component.USERINFO.allows(':')).isTrue();
    assertThat(Component.USERINFO.allows('@')).isFalse();
    assertThat(Component.REG_NAME.allows(':')).isFalse();
    assertThat(Component.PATH_SEGMENT.allows('/')).isFalse();
    assertThat(Component.PATH_SEGMENT_NO_COLON.allows(':')).isFalse();
    assertThat(Component.PATH.allows('/')).isTrue();
    assertThat(Component.PATH.allows('?')).isFalse();
    assertThat(Component.QUERY.allows('?')).isTrue();
    assertThat(Component.FRAGMENT.allows('#')).isFalse();
    assertThat(Component.QUERY.allows('%')).isFalse();
    assertThat(Component.QUERY.allows('é')).isFalse();
  }

  @Test
  void isTripletNeedsTwoHexDigits() {
    assertThat(PercentEncoding.isTriplet("%4a", 0)).isTrue();
    assertThat(PercentEncoding.isTriplet("x%4A", 1)).isTrue();
    assertThat(PercentEncoding.isTriplet("%4", 0)).isFalse();
    assertThat(PercentEncoding.isTriplet("%4g", 0)).isFalse();
    assertThat(PercentEncoding.isTriplet("a4a", 0)).isFalse();
  }

  @Property
  void anyStringIsHandledWithoutThrowing(@ForAll String text) {
    for (Component component : Component.values()) {
      String encoded = PercentEncoding.encode(text, component);
      for (char c : encoded.toCharArray()) {
        assertThat(component.allows(c) || c == '%' || Character.digit(c, 16) >= 0).isTrue();
      }
      String repaired = PercentEncoding.encodeIllegal(text, component);
      assertThat(PercentEncoding.encodeIllegal(repaired, component)).isEqualTo(repaired);
    }
    assertThat(PercentEncoding.decode(text)).isNotNull();
    assertThat(PercentEncoding.decodeUnreserved(text).length()).isLessThanOrEqualTo(text.length());
    assertThat(PercentEncoding.uppercaseHex(text)).hasSameSizeAs(text);
  }

  @Property
  void decodeUndoesEncodeForWellFormedText(@ForAll String text) {
    net.jqwik.api.Assume.that(text.codePoints().noneMatch(cp -> cp >= 0xD800 && cp <= 0xDFFF));
    assertThat(PercentEncoding.decode(PercentEncoding.encode(text, Component.PATH_SEGMENT)))
        .isEqualTo(text);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      nullValues = "<none>",
      textBlock =
          """
          USERINFO       | USERINFO
          HOST           | REG_NAME
          REG_NAME       | REG_NAME
          SEGMENT        | PATH_SEGMENT
          SEGMENT_NZ     | PATH_SEGMENT
          PCHAR          | PATH_SEGMENT
          SEGMENT_NZ_NC  | PATH_SEGMENT_NO_COLON
          PATH_ABEMPTY   | PATH
          PATH_ROOTLESS  | PATH
          QUERY          | QUERY
          FRAGMENT       | FRAGMENT
          SCHEME         | <none>
          PORT           | <none>
          IPV6_ADDRESS   | <none>
          URI_REFERENCE  | <none>
          """)
  void aGrammarRuleNamesTheComponentThatRepairsIt(GrammarRule rule, Component expected) {
    assertThat(Component.of(rule)).isEqualTo(java.util.Optional.ofNullable(expected));
  }

  @Test
  void theDocumentedExamplesHold() {
    assertThat(PercentEncoding.encode("a b/c?", Component.PATH_SEGMENT)).isEqualTo("a%20b%2Fc%3F");
    assertThat(PercentEncoding.encode("café", Component.QUERY)).isEqualTo("caf%C3%A9");
    assertThat(PercentEncoding.encodeIllegal("a b%zz%41", Component.PATH)).isEqualTo("a%20b%25zz%41");
    assertThat(PercentEncoding.decode("caf%C3%A9%2520")).isEqualTo("café%20");
    assertThat(PercentEncoding.decodeUnreserved("%7euser%2F%41")).isEqualTo("~user%2FA");
    assertThat(PercentEncoding.uppercaseHex("%2f%c3%a9")).isEqualTo("%2F%C3%A9");
  }
}
