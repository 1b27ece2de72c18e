package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each message names the broken part and the fix; none quotes more than one character. */
class ViolationMessagesTest {

  private static Violation first(String input) {
    return UriParser.violations(input).get(0);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "http://example.com/a b   | illegal character ' ' at index 20 in path; percent-encode it as %20",
      "/a%4                     | '%' at index 2 must be followed by two hex digits (percent-encode '%' itself as %25)",
      "/a%zz                    | '%' at index 2 must be followed by two hex digits (percent-encode '%' itself as %25)",
      "a#b#c                    | '#' at index 3 may appear only once; encode it as %23",
      "http://a@b@c             | '@' at index 10 in host: the authority holds at most one '@' (it ends the userinfo); percent-encode it as %40",
      "a?b[                     | '[' at index 3 in query: brackets are allowed only around an IP literal host ([2001:db8::1]); percent-encode it as %5B",
      "a\\b                     | a backslash is not a path separator: '\\' at index 1 in path; use '/' or percent-encode it as %5C",
      "a:b                      | -",
      "http://h:8x/             | the port after ':' at index 8 holds a non-digit at index 10 (a port is digits only); the authority ends at index 11; if this was meant as user:password, it needs '@' and a host",
      "http://u:p@h:8x          | a port is digits only, but index 14 holds 'x'",
      "http://[::1]x            | 'x' at index 12 cannot follow an IP literal: only ':' and a port, or the end of the authority ('/', '?', '#'), may",
      "http://[::1%25lo]        | '%' at index 11 starts a zone id, which RFC 3986 does not allow in an IP-literal (RFC 6874 was obsoleted by RFC 9844); accept zone ids explicitly ('%25' + zone) if you need them",
      "a/b:c d                  | illegal character ' ' at index 5 in path; percent-encode it as %20",
      "x/y\u0001z              | illegal character U+0001 at index 3 in path; percent-encode it as %01",
  })
  void messagesSayWhatIsWrongAndHowToFixIt(String input, String message) {
    if (message.equals("-")) {
      assertThat(UriParser.violations(input)).isEmpty();
      return;
    }
    assertThat(first(input).message()).isEqualTo(message);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "1a:b         | BAD_SCHEME",
      "a%20b:c      | COLON_IN_FIRST_SEGMENT",
      "http://é     | NON_ASCII",
      "http://[::1  | UNEXPECTED_END",
      "http://[::g] | BAD_IP_LITERAL",
  })
  void kindsFollowTheBrokenRule(String input, ViolationKind kind) {
    assertThat(first(input).kind()).isEqualTo(kind);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "http://user:hunter2/x       | hunter2",
      "http://user:hunter2 x@h/    | hunter2",
      "http://user:hunt er2@h/     | hunt",
      "http://admin:s3cr%zzet@h/   | s3cr",
  })
  void messagesNeverQuoteTheInput(String input, String secret) {
    assertThat(UriParser.violations(input))
        .isNotEmpty()
        .allSatisfy(v -> assertThat(v.message()).doesNotContain(secret));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "http://bücher.de     | IDNA A-label",
      "/a/é                 | %C3%A9",
      "/😀                  | %F0%9F%98%80",
  })
  void nonAsciiMessagesGiveTheEncoding(String input, String fix) {
    assertThat(first(input).message()).contains(fix).contains("ASCII");
  }
}
