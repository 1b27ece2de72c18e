package dev.urilint.cli;

import dev.urilint.scanner.report.Printable;
import dev.urilint.secrets.Masking;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * Turns every failure into one clear line on standard error and exit code 2, never a stack trace:
 * a bad option ({@code urilint: --fail-on: 'sometimes' is not one of ...}), a missing file, an
 * unreadable config. An unexpected exception is a bug: it says so, and {@code URILINT_DEBUG=1}
 * shows the stack trace.
 */
final class ErrorHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {

  private final Terminal terminal;

  ErrorHandler(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println("urilint: " + Masking.mask(unknownCommand(ex).orElse(ex.getMessage())));
    String name = cmd.getCommandSpec().qualifiedName();
    err.println("Run '" + name + " --help' for usage.");
    err.flush();
    return ExitCode.USAGE_OR_IO.code();
  }

  // "urilint frobnicate": a word where a command belongs is an unknown command, not picocli's
  // "Unmatched argument at index 0".
  private static Optional<String> unknownCommand(ParameterException ex) {
    CommandLine cmd = ex.getCommandLine();
    if (!(ex instanceof UnmatchedArgumentException unmatched)
        || cmd.getParent() != null
        || cmd.getSubcommands().isEmpty()
        || unmatched.getUnmatched().isEmpty()) {
      return Optional.empty();
    }
    String word = unmatched.getUnmatched().get(0);
    if (word.startsWith("-")) {
      return Optional.empty();
    }
    Set<String> commands = new LinkedHashSet<>();
    for (CommandLine sub : cmd.getSubcommands().values()) {
      if (!sub.getCommandSpec().usageMessage().hidden()) {
        commands.add(sub.getCommandName());
      }
    }
    return Optional.of("unknown command '" + word + "'; the commands are " + String.join(", ", commands));
  }

  @Override
  public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
    PrintWriter err = cmd.getErr();
    cmd.getOut().flush();
    if (ex instanceof ParameterException pe) {
      return handleParseException(pe, parseResult.originalArgs().toArray(String[]::new));
    }
    if (ex instanceof UserError) {
      // Its arguments are quoted masked where it is built; masked again as running text for
      // anything a library put in it (a file name in an I/O message).
      err.println("urilint: " + Printable.escape(Masking.mask(ex.getMessage())));
    } else {
      err.println("urilint: internal error: " + Masking.mask(String.valueOf(ex)) + " (please report it; set URILINT_DEBUG=1 for details)");
      if (terminal.env().containsKey("URILINT_DEBUG")) {
        StringWriter trace = new StringWriter();
        ex.printStackTrace(new PrintWriter(trace));
        err.print(trace);
      }
    }
    err.flush();
    return ExitCode.USAGE_OR_IO.code();
  }
}
