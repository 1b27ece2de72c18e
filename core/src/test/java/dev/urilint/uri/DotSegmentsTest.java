package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DotSegmentsTest {

  @ParameterizedTest(name = "[{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          /a/b/c/./../../g     | /a/g
          mid/content=5/../6   | mid/6
          ""                   | ""
          .                    | ""
          ..                   | ""
          ./                   | ""
          ../                  | ""
          ../..                | ""
          ../../a              | a
          ./a                  | a
          ./a:b                | a:b
          /.                   | /
          /..                  | /
          /./                  | /
          /../                 | /
          /../../g             | /g
          /a/.                 | /a/
          /a/..                | /
          /a/b/..              | /a/
          /a/b/../             | /a/
          /a/./b               | /a/b
          /a/b/.././c          | /a/c
          a/./b                | a/b
          a/b/../c             | a/c
          /a//../b             | /a/b
          /a//b/../c           | /a//c
          /..//x               | //x
          /.//g                | //g
          ///                  | ///
          /a/...               | /a/...
          /a/.b/..c/c.         | /a/.b/..c/c.
          /a/b/..%2E/c         | /a/b/..%2E/c
          .a                   | .a
          ..a/b                | ..a/b
          ...                  | ...
          """)
  void followsSection524(String path, String expected) {
    assertThat(DotSegments.remove(path)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "rootless [{0}] -> [{1}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          a/../c                      | /c
          a/b/../.././../../e         | /e
          abc/..                      | /
          abc/../                     | /
          x/..//y/                    | //y/
          foo/../../../bar            | /bar
          """)
  void rootlessPathLosingItsFirstSegmentBecomesAbsoluteAsTheRfcTextSays(
      String path, String expected) {
    // Rule C replaces "/../" with "/" and removes the first segment without a leading "/";
    // the "/" stays. uriparser and network-uri keep the path rootless; RFC 3986 does not.
    assertThat(DotSegments.remove(path)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "[{0}] authority={1} -> [{2}]")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          /.//g        | false | /.//g
          /.//g        | true  | //g
          /..//g       | false | /.//g
          x/..//y/     | false | /.//y/
          /a/../b      | false | /b
          //g          | false | /.//g
          ""           | false | ""
          """)
  void removeKeepingFormNeverLeavesAPathThatReadsAsAnAuthority(
      String path, boolean hasAuthority, String expected) {
    String once = DotSegments.removeKeepingForm(path, hasAuthority);
    assertThat(once).isEqualTo(expected);
    assertThat(DotSegments.removeKeepingForm(once, hasAuthority)).isEqualTo(once);
  }

  @Test
  void returnsThePathItselfWhenItHasNoDot() {
    String path = "/a/b/c";
    assertThat(DotSegments.remove(path)).isSameAs(path);
  }

  @Test
  void handlesVeryLongPathsInOnePass() {
    int depth = 200_000;
    String path = "/a".repeat(depth) + "/..".repeat(depth - 1) + "/g";
    assertThat(DotSegments.remove(path)).isEqualTo("/a/g");
    assertThat(DotSegments.remove("../".repeat(depth) + "g")).isEqualTo("g");
    assertThat(DotSegments.remove("/.".repeat(depth))).isEqualTo("/");
  }

  @Property
  void outputHasNoDotSegmentAndRemovingTwiceChangesNothing(@ForAll("paths") String path) {
    String once = DotSegments.remove(path);
    assertThat(DotSegments.remove(once)).isEqualTo(once);
    assertThat(("/" + once + "/").split("/", -1)).doesNotContain(".", "..");
  }

  @Property
  void neverGrowsTheInput(@ForAll("paths") String path) {
    assertThat(DotSegments.remove(path).length()).isLessThanOrEqualTo(path.length());
  }

  @Provide
  Arbitrary<String> paths() {
    return Arbitraries.strings().withChars("./a").ofMaxLength(24);
  }
}
