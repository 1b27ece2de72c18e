package dev.urilint.maven;

import dev.urilint.scanner.config.ConfigException;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.config.UrilintConfig;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * Finds and reads the {@code urilint.yml} that applies to a module: the {@code configFile}
 * parameter, else the nearest {@code urilint.yml}/{@code .urilint.yml} from the module up to the
 * top of the build.
 */
final class ConfigFiles {

  private ConfigFiles() {}

  static UrilintConfig load(File configFile, Path moduleDir, Path root) throws MojoExecutionException {
    try {
      if (configFile != null) {
        return ConfigLoader.load(configFile.toPath().toAbsolutePath());
      }
      for (Path dir = moduleDir; dir != null && dir.startsWith(root); dir = dir.getParent()) {
        Optional<Path> found = ConfigLoader.find(dir);
        if (found.isPresent()) {
          return ConfigLoader.load(found.get());
        }
      }
      return UrilintConfig.empty();
    } catch (ConfigException e) {
      throw new MojoExecutionException("Invalid urilint configuration (configFile): " + e.getMessage(), e);
    }
  }
}
