package dev.urilint.scanner.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares text with a golden file under {@code src/test/resources}. Run the tests with {@code
 * -Durilint.updateGoldens=true} to rewrite the golden files after an intended change, then review
 * the diff.
 */
public final class Golden {

  private static final Path RESOURCES = Path.of("src/test/resources");

  private Golden() {}

  /** Asserts that {@code actual} equals the golden file {@code relativePath}. */
  public static void assertMatches(String actual, String relativePath) throws IOException {
    Path file = RESOURCES.resolve(relativePath);
    if (Boolean.getBoolean("urilint.updateGoldens")) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    String howToUpdate =
        "; if the change is intended (a rule or message changed), regenerate with"
            + " mvn -B -o -pl scanner -am verify -Dtest='*Golden*,*ReportWriterTest'"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Durilint.updateGoldens=true and review the diff";
    assertThat(file).as("golden file %s is missing%s", file, howToUpdate).exists();
    assertThat(actual)
        .as("golden file %s differs%s", relativePath, howToUpdate)
        .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }
}
