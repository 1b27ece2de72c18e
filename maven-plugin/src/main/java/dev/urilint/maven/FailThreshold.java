package dev.urilint.maven;

import dev.urilint.lint.Severity;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;

/** Parses {@code failOn}: a severity, or {@code never} (empty). */
final class FailThreshold {

  private FailThreshold() {}

  static Optional<Severity> parse(String value) throws MojoExecutionException {
    if (value == null || "never".equalsIgnoreCase(value.trim())) {
      return Optional.empty();
    }
    Optional<Severity> severity = Severity.byId(value);
    if (severity.isEmpty()) {
      throw new MojoExecutionException(
          "Invalid failOn '"
              + value
              + "' (urilint.failOn): use error, warning, info or never");
    }
    return severity;
  }
}
