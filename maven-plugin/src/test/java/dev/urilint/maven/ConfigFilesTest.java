package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ConfigFilesTest {

  @TempDir Path root;

  @Test
  void withoutAFileEverySettingIsUnset() throws Exception {
    Path module = Files.createDirectories(root.resolve("child"));
    assertThat(ConfigFiles.load(null, module, root).file()).isEmpty();
  }

  @Test
  void aModuleUsesTheNearestFileUpToTheTopOfTheBuild() throws Exception {
    Path module = Files.createDirectories(root.resolve("child"));
    Files.writeString(root.resolve("urilint.yml"), "rules:\n  non-normalized: off\n");

    assertThat(ConfigFiles.load(null, module, root).rules()).containsEntry(RuleId.NON_NORMALIZED, "off");
  }

  @Test
  void aFileInTheModuleWinsOverTheTopOne() throws Exception {
    Path module = Files.createDirectories(root.resolve("child"));
    Files.writeString(root.resolve("urilint.yml"), "rules:\n  non-normalized: off\n");
    Files.writeString(module.resolve(".urilint.yml"), "rules:\n  insecure-scheme: error\n");

    assertThat(ConfigFiles.load(null, module, root).rules())
        .containsEntry(RuleId.INSECURE_SCHEME, "error")
        .doesNotContainKey(RuleId.NON_NORMALIZED);
  }

  @Test
  void aBrokenFileIsAConfigurationErrorNamingTheParameterAndTheLine() throws Exception {
    Files.writeString(root.resolve("urilint.yml"), "rules:\n  no-such-rule: off\n");

    assertThatThrownBy(() -> ConfigFiles.load(null, root, root))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("configFile")
        .hasMessageContaining("urilint.yml")
        .hasMessageContaining("2");
  }

  @Test
  void theConfigFileParameterNamesTheFileDirectly() throws Exception {
    Path file = Files.writeString(root.resolve("custom.yml"), "allowedHosts:\n  - intranet.corp\n");

    assertThat(ConfigFiles.load(file.toFile(), root, root).allowedHosts()).containsExactly("intranet.corp");
  }
}
