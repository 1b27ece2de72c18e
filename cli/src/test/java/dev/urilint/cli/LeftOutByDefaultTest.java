package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code check} leaves out of a folder by default, and says so: build output by the build's
 * own layout (not every folder named {@code build} or {@code target}) and lock files, counted in
 * the summary; a lock file named on the command line is read.
 */
class LeftOutByDefaultTest {

  @TempDir Path project;

  @BeforeEach
  void aMavenModuleWithShippedFoldersNamedBuildAndTarget() throws IOException {
    write("pom.xml", "<project/>\n");
    write("target/classes/app.properties", "db=https://admin:Hunter2@db.example.com/\n");
    write("src/main/resources/target/app.properties", "db=https://admin:Hunter2@db.example.com/\n");
    write("src/main/java/com/acme/build/Config.java",
        "package com.acme.build;\nclass Config { String u = \"https://admin:Hunter2@db.example.com/\"; }\n");
    write("web/package-lock.json",
        "{\"packages\": {\"node_modules/x\": {\"resolved\": \"https://deploy:Hunter2@npm.acme.example/x/-/x-1.0.0.tgz\"}}}\n");
  }

  @Test
  void shippedCodeInFoldersNamedBuildOrTargetIsScannedAndWhatIsLeftOutIsCounted() {
    CliRun.Outcome o = CliRun.plain().inDirectory(project).execute("check");

    assertThat(o.out())
        .contains("src/main/resources/target/app.properties:1:")
        .contains("src/main/java/com/acme/build/Config.java:2:")
        .doesNotContain("target/classes")
        .doesNotContain("package-lock.json:")
        .contains("0 files skipped, 0 suppressed, 0 baselined; left out: 1 build output folder, 1 lock file\n")
        .doesNotContain("Hunter2");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void aLockFileNamedOnTheCommandLineIsRead() {
    CliRun.Outcome o = CliRun.plain().inDirectory(project).execute("check", "web/package-lock.json");

    assertThat(o.out()).contains("web/package-lock.json:1:").contains("[credentials-in-uri]")
        .doesNotContain("left out").doesNotContain("Hunter2");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  private void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
