package dev.urilint.cli;

/**
 * A problem the user can fix, reported as {@code urilint: message} with exit code 2: a missing or
 * unreadable path, a bad configuration file, an output file that cannot be written.
 *
 * <pre>{@code
 * throw new UserError("no such file or directory: config/app.yml");
 * }</pre>
 */
final class UserError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  UserError(String message) {
    super(message, null, false, false);
  }
}
