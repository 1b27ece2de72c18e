package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PathsTest {

  @ParameterizedTest(name = "{0} as {1} -> {2}")
  @CsvSource(delimiter = '|', value = {
      "/a/b     | PATH_ABEMPTY  | -1",
      "''       | PATH_ABEMPTY  | -1",
      "a        | PATH_ABEMPTY  | 0",
      "/        | PATH_ABSOLUTE | -1",
      "/a//     | PATH_ABSOLUTE | -1",
      "//a      | PATH_ABSOLUTE | 1",
      "a/b      | PATH_NOSCHEME | -1",
      "a:b      | PATH_NOSCHEME | 1",
      "a/b:c    | PATH_NOSCHEME | -1",
      "a:b      | PATH_ROOTLESS | -1",
      "/a       | PATH_ROOTLESS | 0",
      "''       | PATH_EMPTY    | -1",
      "a        | PATH_EMPTY    | 0",
      "a:/@%41  | PATH          | -1",
      "a b      | PATH          | 1",
      "a%       | SEGMENT       | 2",
      "a/       | SEGMENT       | 1",
      "''       | SEGMENT_NZ    | 0",
      ":@       | SEGMENT_NZ    | -1",
      "@a       | SEGMENT_NZ_NC | -1",
      "a:       | SEGMENT_NZ_NC | 1",
      "%41      | PCHAR         | -1",
      "%4       | PCHAR         | 2",
      "ab       | PCHAR         | 1",
  })
  void pathFormsAndSegments(String s, GrammarRule rule, int index) {
    assertThat(UriParser.validate(s, rule)).isEqualTo(index);
  }

  @Test
  void aPathStopsAtQueryOrFragmentForTheCallerToJudge() {
    String s = "x:/a/b?c";
    assertThat(Paths.pathAbempty(s, 2, s.length())).isEqualTo(6);
    assertThat(Paths.path("a#b", 0, 3)).isEqualTo(1);
    assertThat(Paths.pathEmpty("abc", 1, 3)).isEqualTo(1);
  }
}
