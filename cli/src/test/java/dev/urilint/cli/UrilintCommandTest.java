package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class UrilintCommandTest {

  @Test
  void helpListsEveryCommandAndTheExitCodes() {
    CliRun.Outcome o = CliRun.run("--help");

    assertThat(o.exitCode()).isZero();
    assertThat(o.out())
        .contains("validate", "resolve", "lint", "rules")
        .contains("  0  nothing at or above the failure threshold\n", "  2  usage or I/O error\n");
  }

  @Test
  void noCommandIsAUsageError() {
    CliRun.Outcome o = CliRun.run();

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("urilint: missing command\nRun 'urilint --help' for usage.\n");
    assertThat(o.out()).isEmpty();
  }

  @Test
  void anUnknownCommandIsAUsageErrorWithoutAStackTrace() {
    CliRun.Outcome o = CliRun.run("frobnicate");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err())
        .isEqualTo(
            "urilint: unknown command 'frobnicate'; the commands are check, lint, validate, resolve, normalize, explain, rules, lsp\n"
                + "Run 'urilint --help' for usage.\n");
  }

  @Test
  void anExtraArgumentIsShownMasked() {
    CliRun.Outcome o = CliRun.run("rules", "https://bob:hunter2@example.com/");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).contains("bob:****@example.com").doesNotContain("hunter2");
  }

  @Test
  void helpContinuationLinesAreIndentedUnderTheirText() {
    for (String command : List.of("--help", "check --help", "lint --help", "resolve --help", "explain --help")) {
      String[] lines = CliRun.run(command.split(" ")).out().split("\n");
      boolean exitCodes = false;
      for (String line : lines) {
        exitCodes = exitCodes ? !line.startsWith("Run ") : line.equals("Exit codes:");
        if (exitCodes && !line.equals("Exit codes:")) {
          assertThat(line).as(command + ": an exit-code line").startsWith("  ");
        }
        assertThat(line.length()).as(command + ": <" + line + ">").isLessThanOrEqualTo(80);
      }
    }
  }

  @Test
  void versionNamesTheTool() {
    CliRun.Outcome o = CliRun.run("--version");

    assertThat(o.exitCode()).isZero();
    assertThat(o.out()).startsWith("urilint ");
  }

  @Test
  void anUnknownOptionOfASubcommandPointsToThatSubcommandsHelp() {
    CliRun.Outcome o = CliRun.run("rules", "--frobnicate");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("urilint: Unknown option: '--frobnicate'\nRun 'urilint rules --help' for usage.\n");
  }
}
