package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UriComponentsTest {

  /** {@code <null>} in a column stands for an undefined component. */
  @ParameterizedTest(name = "[{0}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "<null>",
      textBlock =
          """
          http://www.ics.uci.edu/pub/ietf/uri/#Related | http   | www.ics.uci.edu | /pub/ietf/uri/ | <null> | Related
          http://a/b/c/d;p?q                          | http   | a               | /b/c/d;p       | q      | <null>
          http://a?                                   | http   | a               | ""             | ""     | <null>
          http://a#                                   | http   | a               | ""             | <null> | ""
          file:///etc                                 | file   | ""              | /etc           | <null> | <null>
          mailto:a@b.c                                | mailto | <null>          | a@b.c          | <null> | <null>
          urn:a:b?c#d?e                               | urn    | <null>          | a:b            | c      | d?e
          //h:80/p                                    | <null> | h:80            | /p             | <null> | <null>
          a/b:c                                       | <null> | <null>          | a/b:c          | <null> | <null>
          :a                                          | <null> | <null>          | :a             | <null> | <null>
          ?q                                          | <null> | <null>          | ""             | q      | <null>
          #f#g                                        | <null> | <null>          | ""             | <null> | f#g
          ""                                          | <null> | <null>          | ""             | <null> | <null>
          //                                          | <null> | ""              | ""             | <null> | <null>
          ///x                                        | <null> | ""              | /x             | <null> | <null>
          """)
  void splitsAsAppendixBDoes(
      String text,
      String scheme,
      String authority,
      String path,
      String query,
      String fragment) {
    UriComponents components = UriComponents.split(text);
    assertThat(components).isEqualTo(new UriComponents(scheme, authority, path, query, fragment));
    assertThat(components.recompose()).isEqualTo(text);
    assertThat(components.length()).isEqualTo(text.length());
  }

  @Property
  void everyStringSplitsAndRecomposesToItself(@ForAll String text) {
    UriComponents components = UriComponents.split(text);
    assertThat(components.recompose()).isEqualTo(text);
    assertThat(components.length()).isEqualTo(text.length());
  }

  @Test
  void keepsAbsentApartFromEmpty() {
    assertThat(UriComponents.split("http://a?").queryIfDefined()).contains("");
    assertThat(UriComponents.split("http://a").queryIfDefined()).isEmpty();
    assertThat(UriComponents.split("http://a#").fragmentIfDefined()).contains("");
    assertThat(UriComponents.split("http://a").hasFragment()).isFalse();
    assertThat(UriComponents.split("x:").hasAuthority()).isFalse();
    assertThat(UriComponents.split("x://").hasAuthority()).isTrue();
  }

  @ParameterizedTest(name = "{0} @ {1} : {2} -> {3}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      nullValues = "<null>",
      textBlock =
          """
          <null>   | example.com | <null> | example.com
          u        | h           | 8080   | u@h:8080
          ""       | h           | ""     | @h:
          <null>   | [::1]       | 80     | [::1]:80
          <null>   | ""          | <null> | ""
          """)
  void buildsAnAuthorityFromItsParts(String userinfo, String host, String port, String expected) {
    assertThat(UriComponents.authority(userinfo, host, port)).isEqualTo(expected);
  }

  @Test
  void recomposesWhatItIsGivenWithoutGuessing() {
    // §5.3 adds nothing: a path starting with "//" and no authority comes out as written
    assertThat(new UriComponents("f", null, "//g", null, null).recompose()).isEqualTo("f://g");
    assertThat(new UriComponents(null, null, "a:b", null, null).recompose()).isEqualTo("a:b");
  }

  @Test
  void thePathIsAlwaysDefined() {
    assertThatThrownBy(() -> new UriComponents("a", null, null, null, null))
        .isInstanceOf(NullPointerException.class);
  }

  @ParameterizedTest(name = "[{0}] shows as [{1}]")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://user:secret@host/p?q     | http://user:****@host/p?q
          http://user:@host/              | http://user:****@host/
          http://user@host:80/            | http://user@host:80/
          http://host:80/a:b@c            | http://host:80/a:b@c
          mailto:user:pw@host             | mailto:user:pw@host
          """)
  void toStringMasksThePassword(String text, String shown) {
    assertThat(UriComponents.split(text).toString()).isEqualTo(shown);
  }

  @Test
  void withersReplaceOneComponent() {
    UriComponents c = UriComponents.split("http://a/b?q#f");
    assertThat(c.withPath("/x").recompose()).isEqualTo("http://a/x?q#f");
    assertThat(c.withoutFragment().recompose()).isEqualTo("http://a/b?q");
    UriComponents noFragment = c.withoutFragment();
    assertThat(noFragment.withoutFragment()).isSameAs(noFragment);
  }
}
