package dev.urilint.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/**
 * Runs {@code urilint} in-process the way {@link Main} does, with a given standard input,
 * environment and working directory, and captures what it prints.
 *
 * <pre>{@code
 * CliRun.Outcome o = CliRun.withInput("a\nb\n").run("validate", "--stdin");
 * assertThat(o.exitCode()).isZero();
 * }</pre>
 */
final class CliRun {

  /** What one run did. */
  record Outcome(int exitCode, String out, String err) {}

  private final String input;
  private final Map<String, String> env;
  private final boolean interactive;
  private final Path workingDirectory;

  private CliRun(String input, Map<String, String> env, boolean interactive, Path workingDirectory) {
    this.input = input;
    this.env = env;
    this.interactive = interactive;
    this.workingDirectory = workingDirectory;
  }

  static CliRun withInput(String input) {
    return new CliRun(input, Map.of(), false, Path.of(""));
  }

  static CliRun plain() {
    return withInput("");
  }

  static Outcome run(String... args) {
    return plain().execute(args);
  }

  CliRun inDirectory(Path directory) {
    return new CliRun(input, env, interactive, directory);
  }

  /** As if standard output were a terminal, with {@code env} as the environment. */
  CliRun onTerminal(Map<String, String> environment) {
    return new CliRun(input, environment, true, workingDirectory);
  }

  Outcome execute(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    Terminal terminal =
        new Terminal(
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), env, interactive, workingDirectory);
    int code = Main.commandLine(terminal, new PrintWriter(out), new PrintWriter(err)).execute(args);
    return new Outcome(code, out.toString(), err.toString());
  }
}
