package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ModuleFilesTest {

  private static final Path ROOT = Path.of("/repo").toAbsolutePath();

  @Test
  void theAggregatorScansItsWholeFolderLessItsChildrenAndBuildOutput() {
    ModuleFiles files =
        ModuleFiles.of(ROOT, ROOT, List.of("core", "cli/pom.xml", "../sibling"), List.of(ROOT.resolve("target")));

    // Root files (.env, docker-compose.yml, k8s/) are in the walk; each child scans its own folder.
    assertThat(files.paths()).containsExactly(ROOT);
    assertThat(files.excludes()).containsExactly("core/**", "cli/**", "target/**");
  }

  @Test
  void aChildModulesPatternsAreRelativeToTheBuildRoot() {
    Path child = ROOT.resolve("services/orders");
    ModuleFiles files =
        ModuleFiles.of(
            ROOT,
            child,
            List.of("api"),
            List.of(child.resolve("target"), child.resolve("target/classes"), Path.of("/elsewhere/out")));

    assertThat(files.paths()).containsExactly(child);
    assertThat(files.excludes())
        .containsExactly("services/orders/api/**", "services/orders/target/**", "services/orders/target/classes/**");
  }

  @Test
  void aModuleWithoutChildrenLeavesOutOnlyItsBuildOutput() {
    ModuleFiles files = ModuleFiles.of(ROOT, ROOT, List.of(" ", "."), List.of(Path.of("build-out")));

    assertThat(files.excludes()).containsExactly("build-out/**");
  }
}
