package dev.urilint.scanner;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A file's path inside its project, which is what decides whether it is test code ({@link
 * dev.urilint.source.TestCode}): never the folders above the project. A checkout in {@code
 * /srv/ci/tests/app}, scanned as {@code tests/app} from {@code /srv/ci} or by its absolute path,
 * holds production code in {@code src/main/}; the {@code tests} above it is where CI keeps it.
 *
 * <p>The project is the file's repository (the nearest folder above it holding {@code .git}, a
 * folder or, for a worktree or submodule, a file); without one, the outermost folder at or above
 * the scan root that holds a build file ({@code pom.xml}, {@code build.gradle(.kts)}, {@code
 * settings.gradle(.kts)}); without one, the scan root. So a scan of a module's {@code src/test}
 * folder still reads {@code src/test/...}, and a folder the scan root holds is never cut away.
 *
 * <pre>{@code
 * // /srv/ci/tests/app/.git exists; the scan root is /srv/ci
 * paths.of(Path.of("/srv/ci/tests/app/src/main/resources/app.properties"), "tests/app/src/main/resources/app.properties");
 * // "src/main/resources/app.properties"
 * }</pre>
 *
 * <p>One per scan; each folder is asked about once (the answers are kept for the scan's folders).
 */
final class ProjectPaths {

  private static final List<String> BUILD_FILES =
      List.of("pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts");

  private final Path scanProject;
  private final Map<Path, Optional<Path>> repositories = new ConcurrentHashMap<>();

  /** The paths of a scan whose root is {@code scanRoot}. */
  ProjectPaths(Path scanRoot) {
    Path root = scanRoot.toAbsolutePath().normalize();
    Path outermost = root;
    for (Path dir = root; dir != null; dir = dir.getParent()) {
      if (holdsBuildFile(dir)) {
        outermost = dir;
      }
    }
    this.scanProject = outermost;
  }

  /**
   * {@code file}'s path inside its project, {@code /}-separated; {@code displayPath} (the path the
   * reports show) when the file lies outside the project found for it.
   */
  String of(Path file, String displayPath) {
    Path abs = file.toAbsolutePath().normalize();
    Path dir = abs.getParent();
    if (dir == null) {
      return displayPath;
    }
    Path project = repositories.computeIfAbsent(dir, ProjectPaths::repositoryOf).orElse(scanProject);
    if (!abs.startsWith(project)) {
      return displayPath;
    }
    String inside = project.relativize(abs).toString().replace('\\', '/');
    return inside.isEmpty() ? displayPath : inside;
  }

  // The nearest folder at or above `dir` that holds .git.
  private static Optional<Path> repositoryOf(Path dir) {
    for (Path d = dir; d != null; d = d.getParent()) {
      if (Files.exists(d.resolve(".git"))) {
        return Optional.of(d);
      }
    }
    return Optional.empty();
  }

  private static boolean holdsBuildFile(Path dir) {
    for (String name : BUILD_FILES) {
      if (Files.isRegularFile(dir.resolve(name))) {
        return true;
      }
    }
    return false;
  }
}
