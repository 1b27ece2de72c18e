package dev.urilint.maven;

import dev.urilint.scanner.config.FailOn;
import org.apache.maven.plugin.MojoExecutionException;

/** Parses {@code failOn}: {@code error}, {@code warning}, {@code info} or {@code never}, as the CLI does. */
final class FailThreshold {

  private FailThreshold() {}

  static FailOn parse(String value) throws MojoExecutionException {
    if (value == null) {
      return FailOn.NEVER;
    }
    java.util.Optional<FailOn> failOn = FailOn.byId(value);
    if (failOn.isEmpty()) {
      throw new MojoExecutionException(
          "Invalid failOn '"
              + value
              + "' (urilint.failOn): use error, warning, info or never");
    }
    return failOn.get();
  }
}
