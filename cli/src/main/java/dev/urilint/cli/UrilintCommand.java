package dev.urilint.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code urilint}: the top-level command; it only dispatches to its subcommands. */
@Command(
    name = "urilint",
    mixinStandardHelpOptions = true,
    versionProvider = UrilintCommand.Version.class,
    description = "Catches malformed and insecure URIs before they ship (RFC 3986).",
    synopsisSubcommandLabel = "COMMAND",
    subcommands = {
      CheckCommand.class,
      LintCommand.class,
      ValidateCommand.class,
      ResolveCommand.class,
      NormalizeCommand.class,
      ExplainCommand.class,
      RulesCommand.class,
      LspCommand.class
    },
    footer = {
      "",
      "Exit codes:",
      "  0  nothing at or above the failure threshold",
      // Kept under 80 columns: picocli wraps a longer footer line to the left margin.
      "  1  findings at or above it (for validate, resolve, normalize: an invalid",
      "     input)",
      "  2  usage or I/O error",
      "Run 'urilint COMMAND --help' for a command's options."
    })
final class UrilintCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "missing command");
  }

  /** The version from the jar's manifest ({@code Implementation-Version}). */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = UrilintCommand.class.getPackage().getImplementationVersion();
      return new String[] {"urilint " + (version == null ? "(development build)" : version)};
    }
  }
}
