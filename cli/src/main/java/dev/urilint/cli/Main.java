package dev.urilint.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The {@code urilint} entry point (the jar's {@code Main-Class}).
 *
 * <pre>{@code
 * java -jar urilint.jar validate 'http://example.com/a b'
 * }</pre>
 */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    // Big buffers, no autoflush: the batch modes answer millions of lines; they flush themselves.
    PrintWriter out = writer(FileDescriptor.out);
    PrintWriter err = writer(FileDescriptor.err);
    int status;
    try {
      status = commandLine(Terminal.system(), out, err).execute(args);
    } catch (OutOfMemoryError e) {
      // An Error passes picocli's handlers; one line, never a stack trace.
      out.flush();
      err.println("urilint: out of memory; give the JVM more (JAVA_TOOL_OPTIONS=-Xmx2g) or scan fewer files at once");
      status = ExitCode.USAGE_OR_IO.code();
    }
    out.flush();
    err.flush();
    System.exit(status);
  }

  /** The configured command line, for {@link #main} and for tests that capture its output. */
  static CommandLine commandLine(Terminal terminal, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new UrilintCommand(), new CommandFactory(terminal));
    cli.setOut(out);
    cli.setErr(err);
    // "@token@" is a placeholder syntax urilint checks, not an argument file to expand.
    cli.setExpandAtFiles(false);
    cli.setColorScheme(CommandLine.Help.defaultColorScheme(terminal.ansi()));
    ErrorHandler errors = new ErrorHandler(terminal);
    cli.setParameterExceptionHandler(errors);
    cli.setExecutionExceptionHandler(errors);
    return cli;
  }

  private static PrintWriter writer(FileDescriptor fd) {
    return new PrintWriter(
        new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fd), StandardCharsets.UTF_8), 1 << 16),
        false);
  }
}
