package dev.urilint.scanner.baseline;

/**
 * A baseline file that cannot be used: unreadable, not JSON, or not a urilint baseline. A
 * configuration error: front ends report it as such (exit code 2, {@code MojoExecutionException}).
 */
public final class InvalidBaselineException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public InvalidBaselineException(String message, Throwable cause) {
    super(message, cause);
  }

  public InvalidBaselineException(String message) {
    super(message);
  }
}
