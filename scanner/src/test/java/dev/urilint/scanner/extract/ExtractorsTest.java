package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExtractorsTest {

  private final Extractors extractors = Extractors.standard();

  @ParameterizedTest
  @CsvSource({
    "application.properties, PropertiesExtractor",
    "application.yml, YamlExtractor",
    "k8s/deploy.YAML, YamlExtractor",
    "tsconfig.json, JsonExtractor",
    "package-lock.json, JsonExtractor",
    "npm-shrinkwrap.json, JsonExtractor",
    "pom.xml, XmlExtractor",
    "beans.xml, XmlExtractor",
    ".env, EnvExtractor",
    "prod.env, EnvExtractor",
    ".env.local, EnvExtractor",
    "Cargo.toml, TomlExtractor",
    "Cargo.lock, -",
    "Client.java, JavaExtractor",
    "application.conf, HoconExtractor",
    "README.md, -",
    "yarn.lock, -",
  })
  void picksTheExtractorByName(String name, String expected) {
    SourceFile file = new SourceFile(Path.of(name), name, "a = \"x\"\n");
    assertThat(extractors.forFile(file).map(e -> e.getClass().getSimpleName()).orElse("-"))
        .isEqualTo(expected);
    assertThat(extractors.mayAccept(Path.of(name).getFileName().toString()))
        .isEqualTo(!expected.equals("-"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "app.conf   | a { url = \"http://x\" }    | HoconExtractor",
        "nginx.conf | a = 1                       | -",
        "site.conf  | server {\\n listen 80;\\n}  | -",
      })
  void picksHoconOnlyForConfFilesThatLookLikeIt(String name, String content, String expected) {
    SourceFile file = new SourceFile(Path.of(name), name, content.replace("\\n", "\n"));
    assertThat(extractors.forFile(file).map(e -> e.getClass().getSimpleName()).orElse("-"))
        .isEqualTo(expected);
    assertThat(extractors.mayAccept(name)).isTrue();
  }
}
