package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
    assertThat(o.err()).startsWith("urilint: Unmatched argument at index 0: 'frobnicate'").doesNotContain("\tat ");
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
