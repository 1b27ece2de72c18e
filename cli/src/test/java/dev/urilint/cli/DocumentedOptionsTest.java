package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * docs/cli.md's table of {@code urilint check} options names every option the command has, and
 * nothing else: it had left out five, so a user reading the docs did not know them. Each option
 * added to the command fails this test until it is documented.
 */
class DocumentedOptionsTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void theCheckOptionsTableListsEveryOptionOfCheckAndNoOther() throws IOException {
    assertThat(documented("## `urilint check` options")).isEqualTo(real("check"));
  }

  private static Set<String> real(String subcommand) {
    Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), Map.of(), false, ROOT);
    PrintWriter sink = new PrintWriter(new StringWriter());
    CommandLine command = Main.commandLine(terminal, sink, sink).getSubcommands().get(subcommand);
    Set<String> names = new TreeSet<>();
    for (OptionSpec o : command.getCommandSpec().options()) {
      if (o.usageHelp() || o.versionHelp()) {
        continue;
      }
      names.add(o.longestName());
    }
    return names;
  }

  // The `--options` in the first column of the table under `heading`.
  private static Set<String> documented(String heading) throws IOException {
    String doc = Files.readString(ROOT.resolve("docs/cli.md"), StandardCharsets.UTF_8);
    int at = doc.indexOf("\n" + heading + "\n");
    assertThat(at).as("docs/cli.md has a section " + heading).isNotNegative();
    Set<String> names = new TreeSet<>();
    boolean inTable = false;
    for (String line : doc.substring(at + heading.length() + 2).split("\n", -1)) {
      if (line.startsWith("|")) {
        inTable = true;
        String first = line.substring(1, line.indexOf('|', 1));
        for (String word : first.split("[`/ ]+")) {
          if (word.length() > 2 && word.startsWith("--") && Character.isLetter(word.charAt(2))) {
            names.add(word.replaceAll("[^-a-z].*$", ""));
          }
        }
      } else if (inTable) {
        break;
      }
    }
    return names;
  }
}
