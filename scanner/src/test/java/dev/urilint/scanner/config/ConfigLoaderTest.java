package dev.urilint.scanner.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {

  @TempDir Path root;

  @Test
  void noFileGivesTheEmptyConfiguration() throws ConfigException {
    assertThat(ConfigLoader.find(root)).isEmpty();
    assertThat(ConfigLoader.loadFrom(root)).isEqualTo(UrilintConfig.empty());
  }

  @Test
  void findsUrilintYml() throws IOException, ConfigException {
    Files.writeString(root.resolve("urilint.yml"), "rules: {non-normalized: off}\n");

    UrilintConfig config = ConfigLoader.loadFrom(root);

    assertThat(config.file()).contains(root.resolve("urilint.yml"));
    assertThat(config.rules()).containsEntry(RuleId.NON_NORMALIZED, "off");
  }

  @Test
  void findsTheHiddenName() throws IOException, ConfigException {
    Files.writeString(root.resolve(".urilint.yml"), "failOn: never\n");

    assertThat(ConfigLoader.loadFrom(root).failOn()).contains(FailOn.NEVER);
  }

  @Test
  void bothNamesAtOnceIsAnError() throws IOException {
    Files.writeString(root.resolve("urilint.yml"), "");
    Files.writeString(root.resolve(".urilint.yml"), "");

    assertThatThrownBy(() -> ConfigLoader.find(root))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("both urilint.yml and .urilint.yml exist");
  }

  @Test
  void errorsNameTheFileAsGiven() throws IOException {
    Path file = root.resolve("urilint.yml");
    Files.writeString(file, "rules:\n  malformed-uri: loud\n");

    assertThatThrownBy(() -> ConfigLoader.load(file))
        .hasMessage(file + ":2:18: invalid severity 'loud' for rule malformed-uri; use error, warning, info or off");
  }

  @Test
  void aMissingExplicitFileIsAnError() {
    Path file = root.resolve("nope.yml");
    assertThatThrownBy(() -> ConfigLoader.load(file)).hasMessage(file + ": no such file");
  }

  @Test
  void aFileThatIsNotUtf8IsAnError() throws IOException {
    Path file = root.resolve("urilint.yml");
    Files.write(file, new byte[] {'a', ':', ' ', (byte) 0xff});
    assertThatThrownBy(() -> ConfigLoader.load(file)).hasMessage(file + ": not valid UTF-8");
  }

  @Test
  void aHugeFileIsNotAConfiguration() throws IOException {
    Path file = root.resolve("urilint.yml");
    Files.writeString(file, "#".repeat((int) ConfigLoader.MAX_FILE_SIZE + 1));
    assertThatThrownBy(() -> ConfigLoader.load(file)).hasMessageContaining("not a urilint configuration");
  }

  @Test
  void theBaselineResolvesAgainstTheFilesFolder() throws IOException, ConfigException {
    Path file = root.resolve("urilint.yml");
    Files.writeString(file, "baseline: urilint-baseline.json\n");
    assertThat(ConfigLoader.load(file).baseline()).contains(root.toAbsolutePath().resolve("urilint-baseline.json"));
  }
}
