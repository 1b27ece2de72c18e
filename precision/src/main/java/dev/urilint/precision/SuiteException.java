package dev.urilint.precision;

/**
 * The suite cannot run as asked: a missing checkout, a checkout at another commit, an expectation
 * file that does not parse, a failed scan. The command prints the message and exits with 2.
 */
final class SuiteException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  SuiteException(String message) {
    super(message);
  }

  SuiteException(String message, Throwable cause) {
    super(message, cause);
  }
}
