package dev.urilint.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which part of the build a module scans: its whole base directory, less what belongs to someone
 * else. Child modules' directories are left to the child (each module scans its own, so a file is
 * reported once), the module's build output is a copy of its sources, and the scanner's default
 * excludes ({@code target/}, {@code node_modules/}, VCS and IDE folders, lock files) apply as in
 * every walk. The root of a multi-module build thus scans the root files ({@code .env}, {@code
 * docker-compose.yml}, {@code k8s/*.yaml}, {@code .github/}) once.
 *
 * <pre>{@code
 * ModuleFiles files = ModuleFiles.of(Path.of("/repo"), Path.of("/repo"), List.of("core", "cli"),
 *     List.of(Path.of("/repo/target")));
 * files.paths();      // [/repo]
 * files.excludes();   // [core/**, cli/**, target/**]
 * }</pre>
 *
 * @param paths what to walk: the module's base directory
 * @param excludes glob patterns relative to the build root for the folders the module leaves out
 */
record ModuleFiles(List<Path> paths, List<String> excludes) {

  ModuleFiles {
    paths = List.copyOf(paths);
    excludes = List.copyOf(excludes);
  }

  /**
   * @param root the top of the build, against which patterns are matched
   * @param moduleDir the module's base directory
   * @param modules the {@code <module>} entries of the POM and of all its profiles: a folder or a
   *     POM file, relative to {@code moduleDir}
   * @param buildOutput the module's build folders (build directory, class output); those outside
   *     the module are ignored
   */
  static ModuleFiles of(Path root, Path moduleDir, Collection<String> modules, Collection<Path> buildOutput) {
    Set<Path> leftOut = new LinkedHashSet<>();
    for (String module : modules) {
      if (module != null && !module.isBlank()) {
        leftOut.add(moduleFolder(moduleDir, module.trim()));
      }
    }
    for (Path out : buildOutput) {
      if (out != null) {
        leftOut.add(moduleDir.resolve(out).toAbsolutePath().normalize());
      }
    }
    List<String> excludes = new ArrayList<>();
    for (Path folder : leftOut) {
      // A module that lives outside this one ("../sibling") is not in this walk anyway.
      if (folder.startsWith(moduleDir) && !folder.equals(moduleDir) && folder.startsWith(root)) {
        excludes.add(root.relativize(folder).toString().replace(File.separatorChar, '/') + "/**");
      }
    }
    return new ModuleFiles(List.of(moduleDir), excludes);
  }

  // Maven accepts a folder ("core") or a POM file ("core/pom-core.xml") as a module.
  private static Path moduleFolder(Path moduleDir, String module) {
    Path p = moduleDir.resolve(module).toAbsolutePath().normalize();
    String name = p.getFileName() == null ? "" : p.getFileName().toString();
    return name.endsWith(".xml") && p.getParent() != null ? p.getParent() : p;
  }
}
