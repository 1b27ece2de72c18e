package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArtifactUriTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "src/main/resources/application.yml, src/main/resources/application.yml",
    "config/my app.yml,                  config/my%20app.yml",
    "a:b.yml,                            a%3Ab.yml",
    "x/100%.json,                        x/100%25.json",
    "données/é.yml,                      donn%C3%A9es/%C3%A9.yml",
    "a#b?c.yml,                          a%23b%3Fc.yml",
  })
  void encodesARelativePathAsARelativeUriReference(String path, String uri) {
    assertThat(ArtifactUri.of(path)).isEqualTo(uri);
  }
}
