package dev.urilint.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs an external program for the integration tests (the packaged launcher, git, pre-commit),
 * with a time limit, and captures its output.
 *
 * <pre>{@code
 * ProcessRun.Result r = ProcessRun.in(dir).env(Map.of("NO_COLOR", "1")).run("git", "status");
 * }</pre>
 */
final class ProcessRun {

  /** What the program did; {@code output} is standard output and error interleaved. */
  record Result(int exitCode, String output) {}

  private final Path directory;
  private final Map<String, String> env;
  private final String input;

  private ProcessRun(Path directory, Map<String, String> env, String input) {
    this.directory = directory;
    this.env = env;
    this.input = input;
  }

  static ProcessRun in(Path directory) {
    return new ProcessRun(directory, Map.of(), "");
  }

  ProcessRun env(Map<String, String> variables) {
    return new ProcessRun(directory, variables, input);
  }

  ProcessRun input(String text) {
    return new ProcessRun(directory, env, text);
  }

  Result run(String... command) throws IOException, InterruptedException {
    return run(List.of(command));
  }

  Result run(List<String> command) throws IOException, InterruptedException {
    Path log = Files.createTempFile("urilint-it", ".log");
    try {
      ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
      builder.redirectOutput(log.toFile());
      builder.environment().putAll(env);
      // The launcher finds the JDK that runs the tests.
      builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
      Process process = builder.start();
      try (var stdin = process.getOutputStream()) {
        stdin.write(input.getBytes(StandardCharsets.UTF_8));
      }
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new AssertionError("timed out: " + command);
      }
      return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /** Whether {@code program} is on the PATH. */
  static boolean onPath(String program) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  /** A system property the failsafe configuration sets, as a path. */
  static Path property(String name) {
    String value = System.getProperty(name);
    if (value == null) {
      throw new IllegalStateException(name + " is not set; run this test through 'mvn verify' (failsafe)");
    }
    return Path.of(value).toAbsolutePath().normalize();
  }
}
