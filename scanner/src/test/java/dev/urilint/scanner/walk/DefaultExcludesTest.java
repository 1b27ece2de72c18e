package dev.urilint.scanner.walk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DefaultExcludesTest {

  @ParameterizedTest
  @ValueSource(strings = {"node_modules", ".gradle", ".git", ".svn", "CVS", ".idea", ".vscode", ".settings"})
  void leavesOutDependenciesVcsAndIdeFoldersWhereverTheyAre(String folder) {
    assertThat(DefaultExcludes.isExcludedFolder(folder)).isTrue();
  }

  /** A folder, the build file beside it (or none), and whether it is build output. */
  @ParameterizedTest
  @CsvSource({
    "target, pom.xml, true",
    "target, build.sbt, true",
    "target, Cargo.toml, true",
    "build, build.gradle, true",
    "build, build.gradle.kts, true",
    "build, settings.gradle, true",
    "build, settings.gradle.kts, true",
    // a Java package com.acme.build, src/main/resources/target/: shipped code
    "build, '', false",
    "target, '', false",
    "target, build.gradle, false",
    "build, pom.xml, false",
    "out, pom.xml, false",
  })
  void buildOutputIsToldByTheBuildFileBesideIt(String folder, String buildFile, boolean output, @TempDir Path dir)
      throws IOException {
    Files.createDirectories(dir.resolve(folder));
    if (!buildFile.isEmpty()) {
      Files.writeString(dir.resolve(buildFile), "");
    }
    assertThat(DefaultExcludes.isBuildOutput(dir.resolve(folder))).isEqualTo(output);
    assertThat(DefaultExcludes.isExcludedFolder(folder)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock", "poetry.lock",
        "composer.lock", "Gemfile.lock", "go.sum", "packages.lock.json", "x-lock.json"
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
