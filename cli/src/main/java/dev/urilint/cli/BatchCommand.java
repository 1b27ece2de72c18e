package dev.urilint.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * A command that answers one line per item, for items given as arguments or, with {@code
 * --stdin}, one per line of standard input: {@code validate}, {@code resolve}, {@code normalize},
 * {@code lint}. Other tools drive the batch mode, so the answers keep the input's order and count
 * (an empty input line gets its answer too), and they are written in large buffered writes that are
 * flushed whenever the input has nothing more ready, so a tool that sends one line at a time and
 * waits gets its answer at once.
 */
abstract class BatchCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--stdin",
      description = "Read one item per line from standard input (UTF-8; LF or CRLF) and answer one line per input line, in order.")
  boolean stdin;

  private final Terminal terminal;

  BatchCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  /** One output line and whether it counts against the exit code. */
  record Answer(String line, boolean failed) {}

  /** The items given as arguments, each as it would read as one line of {@code --stdin}. */
  abstract List<String> arguments();

  /** What the items are called in messages, e.g. {@code "URI"}. */
  abstract String itemName();

  /** The answer for one item; never throws for a bad item, it answers it. */
  abstract Answer answer(String item);

  @Override
  public final Integer call() throws IOException {
    List<String> items = arguments();
    if (stdin && !items.isEmpty()) {
      throw new ParameterException(
          spec.commandLine(), "give arguments or use --stdin, not both");
    }
    if (!stdin && items.isEmpty()) {
      throw new ParameterException(
          spec.commandLine(), "missing " + itemName() + "; give one or more, or use --stdin");
    }
    PrintWriter out = spec.commandLine().getOut();
    boolean failed = false;
    if (stdin) {
      LineReader lines = new LineReader(terminal.in());
      for (String line = lines.next(); line != null; line = lines.next()) {
        failed |= write(out, answer(line));
        if (!lines.ready()) {
          out.flush();
        }
      }
    } else {
      for (String item : items) {
        failed |= write(out, answer(item));
      }
    }
    out.flush();
    return ExitCode.of(failed).code();
  }

  // '\n', not println: the batch protocol is LF on every platform.
  private static boolean write(PrintWriter out, Answer answer) {
    out.write(answer.line());
    out.write('\n');
    return answer.failed();
  }
}
