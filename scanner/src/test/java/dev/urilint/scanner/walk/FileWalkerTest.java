package dev.urilint.scanner.walk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.SkippedFile;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileWalkerTest {

  @TempDir Path root;

  @BeforeEach
  void tree() throws IOException {
    for (String f :
        List.of(
            "pom.xml",
            "src/main/resources/application.yml",
            "src/main/resources/logo.png",
            "src/main/java/App.java",
            "src/test/resources/test.properties",
            "target/classes/application.yml",
            "node_modules/x/package.json",
            ".git/config.json",
            "web/package-lock.json",
            "web/package.json",
            "generated/api.json")) {
      Path p = root.resolve(f);
      Files.createDirectories(p.getParent());
      Files.writeString(p, "x");
    }
  }

  private List<String> walk(List<String> includes, List<String> excludes, boolean java, List<Path> paths) {
    return new FileWalker(root, includes, excludes, java).walk(paths).files().stream()
        .map(WalkedFile::displayPath)
        .toList();
  }

  @Test
  void walksSupportedFilesInPathOrderWithTheDefaultExcludes() {
    assertThat(walk(List.of(), List.of(), true, List.of(root)))
        .containsExactly(
            "generated/api.json",
            "pom.xml",
            "src/main/java/App.java",
            "src/main/resources/application.yml",
            "src/test/resources/test.properties",
            "web/package.json");
  }

  @Test
  void appliesIncludesAndExcludesRelativeToTheRoot() {
    assertThat(walk(List.of("src/**", "pom.xml"), List.of("generated/", "**/*.java"), true, List.of(root)))
        .containsExactly(
            "pom.xml", "src/main/resources/application.yml", "src/test/resources/test.properties");
  }

  @Test
  void leavesOutJavaSourcesWhenAsked() {
    assertThat(walk(List.of(), List.of(), false, List.of(root))).doesNotContain("src/main/java/App.java");
  }

  @Test
  void takesExplicitFilesEvenInsideExcludedFoldersButNeverLockFiles() {
    assertThat(
            walk(List.of(), List.of(), true,
                List.of(root.resolve("target/classes/application.yml"), root.resolve("web/package-lock.json"),
                    root.resolve("pom.xml"), root.resolve("src/../pom.xml"))))
        .containsExactly("pom.xml", "target/classes/application.yml");
  }

  @Test
  void reportsAMissingPath() {
    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root.resolve("nope.yml")));

    assertThat(result.files()).isEmpty();
    assertThat(result.skipped()).extracting(s -> s.path() + ": " + s.reason()).containsExactly("nope.yml: does not exist");
  }

  @Test
  void resolvesRelativePathsAgainstTheWorkingDirectoryLikeACommandLine() {
    Path relativeRoot = Path.of("").toAbsolutePath().relativize(root);

    WalkResult result = new FileWalker(relativeRoot, List.of(), List.of(), true).walk(List.of(relativeRoot.resolve("pom.xml")));

    assertThat(result.files()).extracting(WalkedFile::displayPath).containsExactly("pom.xml");
  }

  @Test
  void reportsASymlinkLoopWithoutFollowingIt() throws IOException {
    Files.createSymbolicLink(root.resolve("src/main/back"), root.resolve("src"));

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

    assertThat(result.skipped())
        .extracting(s -> s.path() + ": " + s.reason())
        .containsExactly("src/main/back: symbolic link loop: it points back to a folder above it; not followed");
    assertThat(result.files()).hasSize(6);
  }

  @Test
  void aFolderThatFailsWhileListedIsReportedAndTheWalkGoesOn() throws IOException {
    // What the JDK does when a folder vanishes or a /proc entry fails mid-listing: it calls
    // postVisitDirectory with the error, which SimpleFileVisitor rethrew, ending the whole walk.
    List<SkippedFile> skipped = new ArrayList<>();
    FileWalker walker = new FileWalker(root, List.of(), List.of(), true);
    FileWalker.FolderVisitor visitor = walker.new FolderVisitor(root, new LinkedHashMap<>(), skipped);

    FileVisitResult next = visitor.postVisitDirectory(root.resolve("web"), new IOException("Input/output error"));

    assertThat(next).isEqualTo(FileVisitResult.CONTINUE);
    assertThat(skipped)
        .extracting(s -> s.path() + ": " + s.reason() + " " + s.lost())
        .containsExactly("web: cannot be walked: IOException: Input/output error true");
  }

  @Test
  void aSymlinkLoopLosesNothingSinceItsTargetIsWalked() throws IOException {
    Files.createSymbolicLink(root.resolve("src/main/back"), root.resolve("src"));

    assertThat(new FileWalker(root, List.of(), List.of(), true).walk(List.of(root)).skipped())
        .extracting(SkippedFile::lost)
        .containsExactly(false);
  }

  @Test
  void aFifoNamedOnTheCommandLineIsReportedNotOpened() throws Exception {
    Path fifo = root.resolve("pipe.yml");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(fifo));

    assertThat(result.files()).isEmpty();
    assertThat(result.skipped())
        .extracting(s -> s.path() + ": " + s.reason())
        .containsExactly("pipe.yml: not a regular file (a FIFO, device or socket); not read");
  }
}
