package dev.urilint.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Help.Ansi;

/**
 * What a command may know about the process it runs in: standard input, the environment, whether a
 * person watches (a terminal), and the working directory. Commands get it from {@link
 * CommandFactory} instead of reaching for {@code System.in} or {@code System.getenv}, so tests run
 * them in-process with their own input.
 *
 * <pre>{@code
 * Terminal t = new Terminal(new ByteArrayInputStream(bytes), Map.of(), false, Path.of("."));
 * t.ansi();   // Ansi.OFF: not a terminal
 * }</pre>
 *
 * @param in standard input, read by the {@code --stdin} batch modes
 * @param env the environment ({@code NO_COLOR}, {@code TERM})
 * @param interactive whether standard output is a terminal ({@code System.console() != null})
 * @param workingDirectory where relative paths and the config file are looked up
 * @param errInteractive whether standard error is a terminal: a progress line may be drawn there
 *     ({@link ProgressLine})
 */
public record Terminal(
    InputStream in, Map<String, String> env, boolean interactive, Path workingDirectory, boolean errInteractive) {

  public Terminal {
    env = Map.copyOf(env);
    workingDirectory = workingDirectory.toAbsolutePath().normalize();
  }

  /** A process whose standard error is no terminal (a test, a pipe): no progress line. */
  public Terminal(InputStream in, Map<String, String> env, boolean interactive, Path workingDirectory) {
    this(in, env, interactive, workingDirectory, false);
  }

  /** The real process: {@code System.in}, {@code System.getenv()}, {@code System.console()}. */
  public static Terminal system() {
    boolean console = System.console() != null;
    return new Terminal(System.in, System.getenv(), console, Path.of(""), stderrIsATerminal(console));
  }

  // The JDK tells only whether standard input and output are a terminal. On Linux the link of
  // file descriptor 2 names the device: a pseudo-terminal or a console, never a pipe or a file
  // (what CI and tests give). Elsewhere, the console stands for it.
  private static boolean stderrIsATerminal(boolean console) {
    try {
      String device = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return console;
    }
  }

  /**
   * Colours only for a person at a terminal, and never when {@code NO_COLOR} is set to anything
   * (https://no-color.org) or {@code TERM=dumb}.
   */
  public boolean colours() {
    String noColor = env.get("NO_COLOR");
    return interactive && (noColor == null || noColor.isEmpty()) && !"dumb".equals(env.get("TERM"));
  }

  /** picocli's ANSI switch matching {@link #colours()}. */
  public Ansi ansi() {
    return colours() ? Ansi.ON : Ansi.OFF;
  }
}
