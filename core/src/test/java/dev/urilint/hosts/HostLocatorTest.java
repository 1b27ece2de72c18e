package dev.urilint.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HostLocatorTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                           | host          | port  | userinfo | strict
          http://example.com/a              | example.com   | -     | -        | true
          http://u:p@example.com:8080/a     | example.com   | 8080  | u:p      | true
          http://[::1]:80/                  | [::1]         | 80    | -        | true
          https://pаypal.com/login          | pаypal.com    | -     | -        | false
          https://u@pаypal.com:443?q        | pаypal.com    | 443   | u        | false
          //a b.com/x                       | a b.com       | -     | -        | false
          http://a@b@evil.com/              | evil.com      | -     | a@b      | false
          http://[::1/x y                   | [::1          | -     | -        | false
          http://h\\x                        | h             | -     | -        | false
          http://h:/ x                      | h             | ''    | -        | false
          """)
  void findsTheAuthorityParts(String input, String host, String port, String userinfo, boolean strict) {
    HostLocator.Located located =
        Candidate.of(input, Context.locator()).located().orElseThrow();
    assertThat(located.host().of(input)).isEqualTo(host);
    assertThat(located.port().map(s -> s.of(input))).isEqualTo(optional(port));
    assertThat(located.userinfo().map(s -> s.of(input))).isEqualTo(optional(userinfo));
    assertThat(located.strict()).isEqualTo(strict);
  }

  @ParameterizedTest
  @ValueSource(strings = {"mailto:a@example.com", "urn:x:y", "/path", "relative a b", "http:/x y", "1http://x y"})
  void findsNoHostWithoutAnAuthority(String input) {
    assertThat(Candidate.of(input, Context.locator()).located()).isEmpty();
  }

  @Test
  void readsAnyStringLeniently() {
    assertThat(HostLocator.lenient("x+y://h:1")).map(l -> l.host().of("x+y://h:1")).contains("h");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # any string     | host   | port | userinfo
          aZ09+.-://h:1    | h      | 1    | -
          a://h            | h      | -    | -
          z://h            | h      | -    | -
          A://h            | h      | -    | -
          Z://h            | h      | -    | -
          //@h             | h      | -    | ''
          //h/@x           | h      | -    | -
          //u@h@x/         | x      | -    | u@h
          //[::1]:80/      | [::1]  | 80   | -
          //[::1/x]        | [::1   | -    | -
          """)
  void readsTheGenericStructureOfAnyString(String input, String host, String port, String userinfo) {
    HostLocator.Located located = HostLocator.lenient(input).orElseThrow();
    assertThat(located.host().of(input)).isEqualTo(host);
    assertThat(located.port().map(s -> s.of(input))).isEqualTo(optional(port));
    assertThat(located.userinfo().map(s -> s.of(input))).isEqualTo(optional(userinfo));
    assertThat(located.strict()).isFalse();
  }

  @ParameterizedTest(name = "''{0}''")
  @ValueSource(strings = {"abc", "abc:", "1a://h", "a_b://h", "@://h", "[://h", "`://h", "{://h", "a b://h", ""})
  void findsNoAuthorityWithoutALeadingSchemeAndDoubleSlash(String input) {
    assertThat(HostLocator.lenient(input)).isEmpty();
  }

  private static Optional<String> optional(String value) {
    return value.equals("-") ? Optional.empty() : Optional.of(value);
  }
}
