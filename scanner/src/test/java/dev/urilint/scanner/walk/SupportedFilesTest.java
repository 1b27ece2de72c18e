package dev.urilint.scanner.walk;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SupportedFilesTest {

  @ParameterizedTest(name = "{0} (java={1}): {2}")
  @CsvSource({
    "application.properties, true,  true",
    "application.yml,        true,  true",
    "values.YAML,            true,  true",
    "package.json,           true,  true",
    "pom.xml,                true,  true",
    "Cargo.toml,             true,  true",
    "application.conf,       true,  true",
    ".env,                   true,  true",
    ".env.production,        true,  true",
    "app.env,                true,  true",
    ".envrc,                 true,  false",
    "Main.java,              true,  true",
    "Main.java,              false, false",
    "logo.png,               true,  false",
    "README.md,              true,  false",
    "Dockerfile,             true,  false",
    "package-lock.json,      true,  true",
    "x.lock.json,            true,  true",
    "settings.hocon,         true,  false",
  })
  void selectsConfigFormatsAndJavaByName(String name, boolean java, boolean expected) {
    assertThat(SupportedFiles.isCandidate(name, java)).isEqualTo(expected);
  }
}
