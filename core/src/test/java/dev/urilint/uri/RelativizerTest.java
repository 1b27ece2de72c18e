package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

  private static String relativize(String base, String target) {
    return Relativizer.relativize(References.of(base), References.of(target));
  }

  private static String resolve(String base, String reference) {
    return Resolver.resolve(References.of(base), References.of(reference));
  }
}
