package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Test code is decided on the path inside the project, never on the folders above it: a checkout
 * that CI keeps under a folder named {@code tests}, scanned from above or by its absolute path,
 * read every production file as test code, so a password in shipped configuration passed.
 */
class ProjectPathsTest {

  @TempDir Path tmp;

  /**
   * Where the markers are (a {@code .git}, a {@code pom.xml}), where the scan starts, and the path
   * of {@code srv/ci/tests/app/src/main/resources/app.properties} inside its project.
   */
  @ParameterizedTest(name = "{3}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          srv/ci/tests/app/.git | srv/ci          | src/main/resources/app.properties                  | a repository under a folder named tests
          srv/ci/tests/app/.git | srv/ci/tests/app/src/main | src/main/resources/app.properties        | a scan of a folder inside the repository
          srv/ci/tests/app/pom.xml | srv/ci/tests/app | src/main/resources/app.properties             | no repository: the build at the scan root
          srv/ci/tests/app/pom.xml | srv/ci       | tests/app/src/main/resources/app.properties        | no repository, no build at or above the root: the scan root
          srv/ci/tests/app/pom.xml | srv/ci/tests/app/src | src/main/resources/app.properties         | no repository: the outermost build above the root
          """)
  void aFilesPathIsTakenInsideItsProject(String marker, String scanRoot, String expected, String why) throws IOException {
    Path file = tmp.resolve("srv/ci/tests/app/src/main/resources/app.properties");
    Files.createDirectories(file.getParent());
    Files.writeString(file, "x=1\n", StandardCharsets.UTF_8);
    Path markerPath = tmp.resolve(marker);
    if (marker.endsWith(".git")) {
      Files.createDirectories(markerPath);
    } else {
      Files.writeString(markerPath, "<project/>", StandardCharsets.UTF_8);
    }
    Path root = tmp.resolve(scanRoot);

    String inside = new ProjectPaths(root).of(file, root.relativize(file).toString());

    assertThat(inside).isEqualTo(expected);
  }

  @Test
  void aPasswordInAProductionFileOfACheckoutUnderTestsIsReported() throws IOException {
    Path app = tmp.resolve("srv/ci/tests/app");
    Files.createDirectories(app.resolve(".git"));
    Path config = app.resolve("src/main/resources/application.properties");
    Files.createDirectories(config.getParent());
    Files.writeString(config, "db.url=https://deploy:Tq7xW2mKp9RzLc@db.acme.io/app\nsite.url=https://acme.io/a b\n",
        StandardCharsets.UTF_8);

    ScanResult fromAbove = new Scanner().scan(ScanRequest.of(tmp.resolve("srv/ci")));
    ScanResult byItsPath = new Scanner().scan(ScanRequest.of(tmp).withPaths(java.util.List.of(app)));

    assertThat(fromAbove.findings()).extracting(f -> f.rule().id()).containsExactly("credentials-in-uri", "malformed-uri");
    assertThat(byItsPath.findings()).extracting(f -> f.rule().id()).containsExactly("credentials-in-uri", "malformed-uri");
    assertThat(fromAbove.testFilesLimited()).isZero();
  }

  @Test
  void aTestResourceScannedFromInsideItsFolderIsStillTestCode() throws IOException {
    Path module = tmp.resolve("app");
    Files.writeString(Files.createDirectories(module).resolve("pom.xml"), "<project/>", StandardCharsets.UTF_8);
    Path resource = module.resolve("src/test/resources/application.properties");
    Files.createDirectories(resource.getParent());
    Files.writeString(resource, "x.url=https://example.com/a b\n", StandardCharsets.UTF_8);

    ScanResult result = new Scanner().scan(ScanRequest.of(module.resolve("src/test/resources")));

    assertThat(result.findings()).isEmpty();
    assertThat(result.testFilesLimited()).isEqualTo(1);
  }
}
