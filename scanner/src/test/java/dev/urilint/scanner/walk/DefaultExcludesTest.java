package dev.urilint.scanner.walk;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DefaultExcludesTest {

  @ParameterizedTest
  @ValueSource(strings = {"target", "build", "node_modules", ".git", ".svn", "CVS", ".idea", ".vscode", ".settings"})
  void leavesOutBuildOutputDependenciesVcsAndIdeFolders(String folder) {
    assertThat(DefaultExcludes.isExcludedFolder(folder)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock", "poetry.lock",
        "composer.lock", "Gemfile.lock", "go.sum"
      })
  void knowsTheLockFilesOfCommonPackageManagers(String name) {
    assertThat(DefaultExcludes.isLockFile(name)).isTrue();
  }

  @ParameterizedTest
  @CsvSource({"src", "resources", "targets", "package.json", "lock.yaml"})
  void keepsEverythingElse(String name) {
    assertThat(DefaultExcludes.isExcludedFolder(name)).isFalse();
    assertThat(DefaultExcludes.isLockFile(name)).isFalse();
  }
}
