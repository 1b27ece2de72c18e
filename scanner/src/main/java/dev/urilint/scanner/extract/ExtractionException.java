package dev.urilint.scanner.extract;

/**
 * A file that cannot be read as its format: malformed, too deep, an alias bomb, a DTD. The message
 * is shown to the user as the reason the file was skipped, so it says what and where, never a
 * secret.
 */
public final class ExtractionException extends Exception {

  private static final long serialVersionUID = 1L;

  public ExtractionException(String message) {
    super(message);
  }

  public ExtractionException(String message, Throwable cause) {
    super(message, cause);
  }
}
