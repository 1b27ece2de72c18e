package dev.urilint.precision;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The command line tool a suite runs, for the suites that measure it as a user runs it (precision
 * and recall): {@code --cli cli/target/urilint.jar}, the reactor's own build unless told otherwise.
 */
final class MeasuredJar {

  @Option(names = "--cli", paramLabel = "JAR", description = "the urilint jar to measure (default: cli/target/urilint.jar)")
  Path cli = Path.of("cli", "target", "urilint.jar");
}
