package dev.urilint.cli;

/**
 * The exit codes, the same for every command (docs/cli.md lists them).
 *
 * <pre>{@code
 * return ExitCode.of(failures > 0).code();
 * }</pre>
 */
public enum ExitCode {
  /** Nothing at or above the failure threshold. */
  OK(0),
  /** Findings at or above the failure threshold; for the URI commands, an invalid input. */
  FINDINGS(1),
  /** A usage error (bad option, missing argument) or an I/O error (missing file, unwritable output). */
  USAGE_OR_IO(2);

  private final int code;

  ExitCode(int code) {
    this.code = code;
  }

  /** The process exit status. */
  public int code() {
    return code;
  }

  /** {@link #FINDINGS} when {@code failed}, else {@link #OK}. */
  public static ExitCode of(boolean failed) {
    return failed ? FINDINGS : OK;
  }
}
