package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.Extractors;
import dev.urilint.scanner.walk.DefaultExcludes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The file names urilint reads are declared once, by its extractors; the pre-commit hook's {@code
 * files:} pattern must pass exactly those (pre-commit applies it with Python's {@code re.search}
 * to the path, which Java's {@code find} matches for this pattern), and every copy of the pattern
 * in the docs and the sample project is the hook's.
 */
class PreCommitFilesPatternTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @ParameterizedTest
  @ValueSource(
      strings = {
        // read
        "application.properties", "config/application.yml", "k8s/deployment.yaml", "values.YAML",
        "docker-compose.yml", "package.json", "pom.xml", "Cargo.toml", "src/main/resources/application.conf",
        ".env", "app/.env", ".env.production", "deploy/app.env", "src/main/java/a/Client.java",
        // not read
        ".envrc", "README.md", "logo.png", "Dockerfile", "settings.hocon", "notes.txt", "env", "a.environment",
        "config.yml.bak", ".env/README.md",
      })
  void theHookPassesExactlyTheFilesTheExtractorsRead(String path) throws IOException {
    Pattern files = Pattern.compile(hookPattern());
    String name = path.substring(path.lastIndexOf('/') + 1);

    assertThat(files.matcher(path).find()).as(path).isEqualTo(Extractors.standard().mayAccept(name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"package-lock.json", "web/npm-shrinkwrap.json", "pnpm-lock.yaml", "x.lock.json"})
  void lockFilesPassThePatternButUrilintLeavesThemOut(String path) throws IOException {
    String name = path.substring(path.lastIndexOf('/') + 1);

    assertThat(Pattern.compile(hookPattern()).matcher(path).find()).isTrue();
    assertThat(DefaultExcludes.isLockFile(name) || !Extractors.standard().mayAccept(name)).isTrue();
  }

  @Test
  void everyCopyOfThePatternIsTheHooks() throws IOException {
    String hook = hookPattern();
    for (String doc : List.of("README.md", "docs/pre-commit.md", "sample-project/.pre-commit-config.yaml")) {
      List<String> copies = filesLines(Files.readString(ROOT.resolve(doc), StandardCharsets.UTF_8));
      assertThat(copies).as(doc).isNotEmpty().allSatisfy(p -> assertThat(p).as(doc).isEqualTo(hook));
    }
  }

  private static String hookPattern() throws IOException {
    List<String> patterns = filesLines(Files.readString(ROOT.resolve(".pre-commit-hooks.yaml"), StandardCharsets.UTF_8));
    // urilint and urilint-fix read the same files.
    assertThat(patterns).hasSize(2).containsOnly(patterns.get(0));
    return patterns.get(0);
  }

  // The single-quoted values of "files:" keys.
  private static List<String> filesLines(String text) {
    return text.lines()
        .map(String::strip)
        .filter(l -> l.startsWith("files: '") && l.endsWith("'"))
        .map(l -> l.substring("files: '".length(), l.length() - 1))
        .toList();
  }
}
