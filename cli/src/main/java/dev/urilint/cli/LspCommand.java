package dev.urilint.cli;

import dev.urilint.lsp.Stdio;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code urilint lsp}: the language server, speaking the Language Server Protocol on standard
 * input and output until the editor says {@code exit}. Nothing but protocol messages is written to
 * standard output; logs go to the editor's log or standard error.
 *
 * <pre>{@code
 * $ urilint lsp          # started by the editor, see docs/editors.md
 * }</pre>
 */
@Command(
    name = "lsp",
    mixinStandardHelpOptions = true,
    description = {
      "Run the language server over standard input and output (for editors: docs/editors.md).",
      "Reads urilint.yml of the editor's workspace folder; the editor's settings override it."
    })
final class LspCommand implements Callable<Integer> {

  // Editors' generic clients often pass it; stdio is the only transport.
  @Option(names = "--stdio", description = "Speak over standard input and output (the default and only transport).")
  boolean stdio;

  private final Terminal terminal;

  LspCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    return Stdio.run(
        terminal.in(), new FileOutputStream(FileDescriptor.out), terminal.workingDirectory());
  }
}
