package dev.urilint.scanner.walk;

import java.util.Set;

/**
 * What a folder walk leaves out unless asked: build output, dependency folders, VCS metadata and
 * lock files. Lock files hold thousands of registry URLs that no one edits by hand; build folders
 * hold copies of the sources.
 *
 * <pre>{@code
 * DefaultExcludes.isExcludedFolder("node_modules");   // true
 * DefaultExcludes.isLockFile("package-lock.json");    // true
 * }</pre>
 */
public final class DefaultExcludes {

  /** Folder names never entered during a walk. */
  public static final Set<String> FOLDERS =
      Set.of(
          "target", "build", "node_modules", ".gradle",
          // version control
          ".git", ".hg", ".svn", ".bzr", "CVS",
          // IDE metadata: paths and settings of one developer's machine
          ".idea", ".vscode", ".settings");

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

  /** Whether a folder with this name is left out of a walk. */
  public static boolean isExcludedFolder(String name) {
    return FOLDERS.contains(name);
  }

  /** Whether a file with this name is a lock file (left out even when named explicitly). */
  public static boolean isLockFile(String name) {
    return LOCK_FILES.contains(name);
  }
}
