package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The README's example diagnostics are the sample project's golden files, which {@code
 * sample-project/verify-sample.sh} compares with what each front end really prints: a change of
 * message shows up in both or the build says which one is stale.
 */
class ReadmeExamplesTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Error Prone (`mvn compile`                | errorprone.txt",
        "Maven plugin (`mvn verify`                | maven-plugin.txt",
        "Command line (`urilint check              | cli.txt",
      })
  void eachDiagnosticBlockEqualsTheSampleProjectsGoldenFile(String heading, String golden) throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    String expected = Files.readString(ROOT.resolve("sample-project/expected").resolve(golden), StandardCharsets.UTF_8);

    assertThat(codeBlockAfter(readme, heading)).as("README block under '%s' vs sample-project/expected/%s", heading, golden)
        .isEqualTo(expected);
  }

  // The first ``` block after the line that starts with heading, without its fences.
  private static String codeBlockAfter(String markdown, String heading) {
    int at = markdown.indexOf("\n" + heading);
    assertThat(at).as("README has a paragraph starting with '%s'", heading).isNotNegative();
    int open = markdown.indexOf("\n```\n", at);
    int close = markdown.indexOf("\n```\n", open + 5);
    return markdown.substring(open + 5, close + 1);
  }
}
