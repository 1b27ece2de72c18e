package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AuthorityTest {

  @ParameterizedTest(name = "authority of \"{0}\" ends at {1}")
  @CsvSource(delimiter = '|', value = {
      "//h/x          | 3",
      "//h?x          | 3",
      "//h#x          | 3",
      "//             | 2",
      "//u@h:80/      | 8",
      "//u:p@h        | 7",
      "//[::1]:/      | 8",
      "//a:b@[v1.x]   | 12",
      "//@:           | 4",
  })
  void anAuthorityEndsAtSlashQuestionMarkHashOrTheEnd(String s, int end) {
    assertThat(Authority.authority(s, 2, s.length(), false)).isEqualTo(end);
  }

  @ParameterizedTest(name = "\"{0}\" fails at {1} breaking {2}")
  @CsvSource(delimiter = '|', value = {
      "//a b/         | 3  | HOST",
      "//u s@h/       | 3  | USERINFO",
      "//a@b@c        | 5  | HOST",
      "//h:8x/        | 6  | PORT",
      "//h:x/         | 5  | PORT",
      "//u@h:x        | 6  | PORT",
      "//[::1]x       | 7  | HOST",
      "//[::1]:8x     | 9  | PORT",
      "//a[           | 3  | HOST",
      "//%4g          | 4  | PCT_ENCODED",
  })
  void failuresNameThePartOfTheAuthority(String s, int index, GrammarRule rule) {
    long r = Authority.authority(s, 2, s.length(), false);
    assertThat(Match.index(r)).isEqualTo(index);
    assertThat(Match.rule(r)).isEqualTo(rule);
  }

  @ParameterizedTest(name = "{0} is a {1} host")
  @CsvSource(delimiter = '|', value = {
      "1.2.3.4     | IPV4",
      "1.2.3.256   | REG_NAME",
      "1.2.3       | REG_NAME",
      "[::1]       | IPV6",
      "[v1.x]      | IPV_FUTURE",
      "[V1.x]      | IPV_FUTURE",
      "example.com | REG_NAME",
      "''          | REG_NAME",
  })
  void hostKindTellsTheAlternativesApart(String host, HostKind kind) {
    assertThat(Authority.hostKind(host, 0, host.length())).isEqualTo(kind);
  }
}
