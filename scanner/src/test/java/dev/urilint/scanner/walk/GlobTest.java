package dev.urilint.scanner.walk;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GlobTest {

  @ParameterizedTest(name = "{0} matches {1}: {2}")
  @CsvSource({
    "src/**/*.yml,        src/main/resources/application.yml, true",
    "src/**/*.yml,        src/application.yml,                true",
    "src/**/*.yml,        other/src/application.yml,          false",
    "*.yml,               a/b/c.yml,                          true",
    "*.yml,               c.yml,                              true",
    "*.yml,               c.yaml,                             false",
    "src/main/*,          src/main/a.json,                    true",
    "src/main/*,          src/main/x/a.json,                  false",
    "src/main/**,         src/main/x/a.json,                  true",
    "generated/,          generated/x/app.yml,                true",
    "generated/,          a/generated/app.yml,                true",
    "generated/,          generatedx/app.yml,                 false",
    "legacy/app?.conf,    legacy/app1.conf,                   true",
    "legacy/app?.conf,    legacy/app12.conf,                  false",
    "./pom.xml,           pom.xml,                            true",
    "pom.xml,             module/pom.xml,                     true",
    "a+b/(x).json,        a+b/(x).json,                       true",
  })
  void matchesPathsRelativeToTheRoot(String pattern, String path, boolean expected) {
    assertThat(Glob.of(pattern).matches(path)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"src\\main\\**, src/main/a.yml"})
  void readsBackslashesAsSlashes(String pattern, String path) {
    assertThat(Glob.of(pattern).matches(path)).isTrue();
  }
}
