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
  void coversWhatAWalkOfItsPathsWouldReadEvenWhenTheFileIsGone() {
    // A module of a multi-module build: its own folder less its child module (an exclude), as the
    // Maven plugin asks; the answer decides which baseline entries are this module's.
    FileWalker parent = new FileWalker(root, List.of(), List.of("child/**"), true);
    List<Path> paths = List.of(root);

    assertThat(parent.covers(paths, "app.yml")).isTrue();
    assertThat(parent.covers(paths, "deleted/long/ago.yml")).isTrue();
    assertThat(parent.covers(paths, "child/src/app.yml")).isFalse();
    assertThat(new FileWalker(root, List.of(), List.of(), true).covers(List.of(root.resolve("child")), "app.yml")).isFalse();
    assertThat(new FileWalker(root, List.of(), List.of(), true).covers(List.of(root.resolve("child")), "child/app.yml")).isTrue();
    assertThat(new FileWalker(root, List.of("**/*.yml"), List.of(), true).covers(paths, "a.properties")).isFalse();
  }

  @Test
  void leavesOutJavaSourcesWhenAsked() {
    assertThat(walk(List.of(), List.of(), false, List.of(root))).doesNotContain("src/main/java/App.java");
  }

  @Test
  void takesExplicitFilesEvenInsideExcludedFoldersAndLockFiles() {
    // A package-lock.json whose resolved URL carries a password was dropped in silence when named.
    assertThat(
            walk(List.of(), List.of(), true,
                List.of(root.resolve("target/classes/application.yml"), root.resolve("web/package-lock.json"),
                    root.resolve("pom.xml"), root.resolve("src/../pom.xml"))))
        .containsExactly("pom.xml", "target/classes/application.yml", "web/package-lock.json");
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
    FileWalker.FolderVisitor visitor = walker.new FolderVisitor(root, new FileWalker.Found(new LinkedHashMap<>(), skipped, new ArrayList<>(), new ArrayList<>()));

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

  private List<String> skipped(WalkResult result) {
    return result.skipped().stream().map(s -> s.path() + ": " + s.reason()).toList();
  }

  private static boolean run(Path dir, String... command) throws Exception {
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    return p.waitFor() == 0;
  }

  @Test
  void aLinkToTheFileSystemRootIsReportedNotWalked() throws IOException {
    // Followed, it walked /proc and /sys until the scan was killed.
    Files.createSymbolicLink(root.resolve("src/main/everything"), Path.of("/"));

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

    assertThat(skipped(result))
        .containsExactly("src/main/everything: symbolic link that leads out of the scanned folder; not followed");
    assertThat(result.files()).hasSize(6);
  }

  @Test
  void buildOutputIsLeftOutByTheBuildsLayoutAndCountedWithTheLockFiles() throws IOException {
    // A folder named build or target was left out wherever it was: shipped code went unread
    // and the run said "0 files skipped".
    for (String f : List.of(
        "src/main/java/com/acme/build/Config.java", "src/main/resources/target/app.properties",
        "gradle-app/build.gradle.kts", "gradle-app/build/resources/app.properties", "gradle-app/yarn.lock",
        "gradle-app/pnpm-lock.yaml")) {
      Files.createDirectories(root.resolve(f).getParent());
      Files.writeString(root.resolve(f), "x");
    }

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

    assertThat(result.files()).extracting(WalkedFile::displayPath)
        .contains("src/main/java/com/acme/build/Config.java", "src/main/resources/target/app.properties")
        .noneMatch(p -> p.startsWith("target/") || p.startsWith("gradle-app/build/") || p.endsWith("lock.json")
            || p.endsWith("lock.yaml"));
    // yarn.lock is no format urilint reads: not counted, as it would not be read if named.
    assertThat(result.leftOut()).isEqualTo(new LeftOut(List.of("gradle-app/build", "target"),
        List.of("gradle-app/pnpm-lock.yaml", "web/package-lock.json")));
    assertThat(result.skipped()).isEmpty();
  }

  @Test
  void pathsNamedThroughLinksOutOfTheTreeAreLeftOutAndLinksInsideAreReadAtTheirTargets(@TempDir Path home)
      throws IOException {
    // The pre-commit fix hook names files: "sub/linked/app.properties" through a linked folder
    // was read and rewritten outside the tree, and a linked file replaced by a regular file.
    Files.writeString(home.resolve("app.properties"), "x");
    Files.createDirectories(root.resolve("sub"));
    Files.createSymbolicLink(root.resolve("sub/linked"), home);
    Files.createSymbolicLink(root.resolve("sub/out.properties"), home.resolve("app.properties"));
    Files.createSymbolicLink(root.resolve("sub/app.yml"), root.resolve("src/main/resources/application.yml"));
    Files.createSymbolicLink(root.resolve("sub/logo.yml"), root.resolve("src/main/resources/logo.png"));

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(
        root.resolve("sub/linked/app.properties"), root.resolve("sub/linked"), root.resolve("sub/out.properties"),
        root.resolve("sub/app.yml"), root.resolve("sub/logo.yml"), home.resolve("app.properties")));

    assertThat(skipped(result))
        .containsExactlyInAnyOrder(
            "sub/linked/app.properties: " + LinkBoundary.NAMED_OUTSIDE,
            "sub/linked: " + LinkBoundary.NAMED_OUTSIDE,
            "sub/out.properties: " + LinkBoundary.NAMED_OUTSIDE,
            "sub/logo.yml: symbolic link to src/main/resources/logo.png, which this scan does not read; not read");
    assertThat(result.skipped()).extracting(SkippedFile::lost).containsOnly(false);
    // A file named outside the tree is the user's own choice, read as named.
    assertThat(result.files()).extracting(WalkedFile::displayPath)
        .containsExactlyInAnyOrder("src/main/resources/application.yml", home.resolve("app.properties").toRealPath().toString());
    assertThat(result.files()).extracting(WalkedFile::file).noneMatch(Files::isSymbolicLink);
  }

  @Test
  void linksOutOfTheTreeAreNotReadAndLinksInsideAreReadOnce(@TempDir Path home) throws IOException {
    // A linked ~/.git-credentials or /etc folder was read and its passwords printed.
    Path credentials = Files.writeString(home.resolve("credentials.yml"), "url: https://admin:Hunter2@db.example.com/");
    Files.createDirectories(home.resolve("etc"));
    Files.writeString(home.resolve("etc/app.yml"), "x");
    Files.createSymbolicLink(root.resolve("web/credentials.yml"), credentials);
    Files.createSymbolicLink(root.resolve("web/etc"), home.resolve("etc"));
    Files.createSymbolicLink(root.resolve("web/shared"), root.resolve("src/main/resources"));
    Files.createSymbolicLink(root.resolve("web/app.yml"), root.resolve("src/main/resources/application.yml"));

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

    // A folder or file reached again through a link inside the tree was scanned and reported
    // twice: it is read once, at its own path, and the link is named.
    assertThat(skipped(result))
        .containsExactlyInAnyOrder(
            "web/credentials.yml: symbolic link that leads out of the scanned folder; not followed",
            "web/etc: symbolic link that leads out of the scanned folder; not followed",
            "web/shared: " + LinkBoundary.INSIDE,
            "web/app.yml: " + LinkBoundary.INSIDE);
    assertThat(result.files())
        .extracting(WalkedFile::displayPath)
        .contains("src/main/resources/application.yml")
        .noneMatch(p -> p.contains("credentials") || p.startsWith("web/etc") || p.startsWith("web/shared")
            || p.equals("web/app.yml"));
    assertThat(result.skipped()).extracting(SkippedFile::lost).containsOnly(false);
  }

  @Test
  void danglingLinksFifosAndDeviceLinksMetInTheWalkAreReported() throws Exception {
    Files.createSymbolicLink(root.resolve("web/gone.yml"), root.resolve("web/removed.yml"));
    Files.createSymbolicLink(root.resolve("web/gone-folder"), root.resolve("removed"));
    Files.createSymbolicLink(root.resolve("src/main/resources/null.properties"), Path.of("/dev/null"));
    boolean fifo = run(root, "mkfifo", "web/pipe.yml");

    WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

    List<String> expected = new ArrayList<>(List.of(
        "src/main/resources/null.properties: not a regular file (a FIFO, device or socket); not read",
        "web/gone-folder: dangling symbolic link: its target does not exist; not read",
        "web/gone.yml: dangling symbolic link: its target does not exist; not read"));
    if (fifo) {
      expected.add("web/pipe.yml: not a regular file (a FIFO, device or socket); not read");
    }
    assertThat(skipped(result)).containsExactlyElementsOf(expected);
    assertThat(result.files()).hasSize(6);
  }

  @Test
  void theWalkIsBoundedInDepthAndSaysWhereItStopped() throws IOException {
    Path deep = root.resolve("a/b/c/d/e/f");
    Files.createDirectories(deep);
    Files.writeString(deep.resolve("app.yml"), "x");

    WalkResult result = new FileWalker(root, List.of(), List.of(), true, new WalkLimits(5, 1_000)).walk(List.of(root));

    assertThat(skipped(result)).containsExactly("a/b/c/d/e: below the depth limit of 5 folders; not walked");
    assertThat(result.skipped()).extracting(SkippedFile::lost).containsExactly(true);
  }

  @Test
  void theWalkIsBoundedInEntriesAndSaysWhereItStopped() {
    WalkResult result = new FileWalker(root, List.of(), List.of(), true, new WalkLimits(64, 5)).walk(List.of(root));

    assertThat(result.skipped()).hasSize(1);
    assertThat(result.skipped().get(0).reason()).isEqualTo("the walk stopped at 5 entries; this and what follows were not read");
    assertThat(result.skipped().get(0).lost()).isTrue();
  }

  @Test
  void aFolderBeyondPathMaxIsReportedNotDropped() throws Exception {
    // No absolute path may pass PATH_MAX (4096 on Linux), so the tree is built in two halves: a
    // folder whose absolute path is under it, then a relative path below it; the JDK stats
    // absolute paths, so the folder where the path passes PATH_MAX fails.
    String name = "d".repeat(200);
    Path half = root.resolve("deep");
    for (int i = 0; i < 12; i++) {
      half = half.resolve(name);
    }
    Files.createDirectories(half);
    String rest = String.join("/", java.util.Collections.nCopies(10, name));
    try {
      org.junit.jupiter.api.Assumptions.assumeTrue(
          run(half, "sh", "-c", "mkdir -p " + rest + " && echo x > " + rest + "/app.yml"),
          "cannot build a path over PATH_MAX");

      WalkResult result = new FileWalker(root, List.of(), List.of(), true).walk(List.of(root));

      assertThat(result.skipped()).hasSize(1);
      SkippedFile lost = result.skipped().get(0);
      assertThat(lost.path()).startsWith("deep/" + name + "/");
      assertThat(lost.reason()).isEqualTo("cannot be read: File name too long");
      assertThat(lost.lost()).isTrue();
    } finally {
      run(root, "rm", "-rf", "deep");   // @TempDir cannot delete what it cannot stat
    }
  }
}
