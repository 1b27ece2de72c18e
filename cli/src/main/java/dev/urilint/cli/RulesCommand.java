package dev.urilint.cli;

import dev.urilint.lint.RuleId;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code urilint rules}: the catalog, one aligned line per rule: id, default severity, Error Prone
 * check name, summary, documentation page.
 *
 * <pre>{@code
 * $ urilint rules
 * RULE                       SEVERITY  ERROR PRONE                 SUMMARY  DOCUMENTATION
 * malformed-uri              error     MalformedUri                ...
 * }</pre>
 */
@Command(
    name = "rules",
    mixinStandardHelpOptions = true,
    description = "List the rules: id, default severity, Error Prone check name, summary, documentation.")
final class RulesCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  private final Terminal terminal;

  RulesCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    List<RuleId> rules = List.of(RuleId.values());
    int idWidth = "RULE".length();
    int checkWidth = "ERROR PRONE".length();
    int summaryWidth = "SUMMARY".length();
    for (RuleId rule : rules) {
      idWidth = Math.max(idWidth, rule.id().length());
      checkWidth = Math.max(checkWidth, rule.checkName().length());
      summaryWidth = Math.max(summaryWidth, rule.summary().length());
    }
    int severityWidth = "SEVERITY".length();
    Palette palette = new Palette(terminal.colours());
    PrintWriter out = spec.commandLine().getOut();
    out.print(
        palette.bold(
            pad("RULE", idWidth)
                + "  "
                + pad("SEVERITY", severityWidth)
                + "  "
                + pad("ERROR PRONE", checkWidth)
                + "  "
                + pad("SUMMARY", summaryWidth)
                + "  DOCUMENTATION"));
    out.print('\n');
    for (RuleId rule : rules) {
      out.print(palette.bold(pad(rule.id(), idWidth)));
      out.print("  ");
      out.print(palette.severity(rule.defaultSeverity(), pad(rule.defaultSeverity().id(), severityWidth)));
      out.print("  ");
      out.print(pad(rule.checkName(), checkWidth));
      out.print("  ");
      out.print(pad(rule.summary(), summaryWidth));
      out.print("  ");
      out.print(rule.docUrl());
      out.print('\n');
    }
    out.flush();
    return ExitCode.OK.code();
  }

  static String pad(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }
}
