package dev.urilint.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Parameters;

/**
 * A batch command whose items are URI strings ({@code validate}, {@code normalize}, {@code lint}):
 * {@code urilint lint 'https://example.org/a b'} or one per line with {@code --stdin}.
 */
abstract class UriBatchCommand extends BatchCommand {

  @Parameters(paramLabel = "URI", description = "Strings to ${COMMAND-NAME}.")
  List<String> uris = new ArrayList<>();

  UriBatchCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  final List<String> arguments() {
    return uris;
  }

  @Override
  final String itemName() {
    return "URI";
  }
}
