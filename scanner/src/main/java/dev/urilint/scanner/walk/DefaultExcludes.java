package dev.urilint.scanner.walk;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a folder walk leaves out unless asked: build output, dependency folders, VCS metadata and
 * lock files. Lock files hold thousands of registry URLs that no one edits by hand; build folders
 * hold copies of the sources.
 *
 * <p>Build output is told by the build's own layout, not by a folder's name alone: a folder named
 * {@code target} or {@code build} may be shipped code (a Java package {@code com.acme.build},
 * {@code src/main/resources/target/}). {@code target} is build output beside a {@code pom.xml}
 * (Maven), a {@code build.sbt} (sbt) or a {@code Cargo.toml} (Cargo); {@code build} beside a
 * {@code build.gradle}, {@code build.gradle.kts}, {@code settings.gradle} or {@code
 * settings.gradle.kts} (Gradle).
 *
 * <pre>{@code
 * DefaultExcludes.isExcludedFolder("node_modules");          // true
 * DefaultExcludes.isBuildOutput(module.resolve("target"));   // true when module holds a pom.xml
 * DefaultExcludes.isLockFile("package-lock.json");           // true
 * }</pre>
 */
public final class DefaultExcludes {

  /** Folder names never entered during a walk, wherever they are. */
  public static final Set<String> FOLDERS =
      Set.of(
          "node_modules", ".gradle",
          // version control
          ".git", ".hg", ".svn", ".bzr", "CVS",
          // IDE metadata: paths and settings of one developer's machine
          ".idea", ".vscode", ".settings");

  /** Per build output folder name, the build files beside which it is a build's output. */
  public static final Map<String, List<String>> BUILD_OUTPUT =
      Map.of(
          "target", List.of("pom.xml", "build.sbt", "Cargo.toml"),
          "build", List.of("build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"));

  /** File names that are lock files of a package manager. */
  public static final Set<String> LOCK_FILES =
      Set.of(
          "package-lock.json",
          "npm-shrinkwrap.json",
          "yarn.lock",
          "pnpm-lock.yaml",
          "bun.lock",
          "deno.lock",
          "Cargo.lock",
          "poetry.lock",
          "Pipfile.lock",
          "uv.lock",
          "composer.lock",
          "Gemfile.lock",
          "go.sum",
          "packages.lock.json",
          "gradle.lockfile",
          "flake.lock",
          "mix.lock",
          "pubspec.lock",
          "Podfile.lock");

  private DefaultExcludes() {}

  /** Whether a folder with this name is left out of a walk wherever it is (build output is not: {@link #isBuildOutput}). */
  public static boolean isExcludedFolder(String name) {
    return FOLDERS.contains(name);
  }

  /**
   * Whether {@code folder} is the output folder of the build beside it: named {@code target} or
   * {@code build}, next to the file of a build that writes there ({@link #BUILD_OUTPUT}).
   */
  public static boolean isBuildOutput(Path folder) {
    Path name = folder.getFileName();
    Path parent = folder.toAbsolutePath().getParent();
    if (name == null || parent == null) {
      return false;
    }
    for (String buildFile : BUILD_OUTPUT.getOrDefault(name.toString(), List.of())) {
      if (Files.isRegularFile(parent.resolve(buildFile))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a file with this name is a lock file: left out of a folder walk (and counted as left
   * out), read when named explicitly.
   */
  public static boolean isLockFile(String name) {
    // NuGet's and other tools' generated manifests: foo.lock.json, bar-lock.json.
    String lower = name.toLowerCase(Locale.ROOT);
    return LOCK_FILES.contains(name) || lower.endsWith(".lock.json") || lower.endsWith("-lock.json");
  }
}
