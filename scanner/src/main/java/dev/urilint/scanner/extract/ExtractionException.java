package dev.urilint.scanner.extract;

/**
 * A file that cannot be read as its format: malformed, too deep, an alias bomb, a DTD. The message
 * is shown to the user as the reason the file was skipped, so it says what and where, never a
 * secret.
 */
public final class ExtractionException extends Exception {

  private static final long serialVersionUID = 1L;

  private final boolean notThisFormat;

  public ExtractionException(String message) {
    this(message, null, false);
  }

  public ExtractionException(String message, Throwable cause) {
    this(message, cause, false);
  }

  private ExtractionException(String message, Throwable cause, boolean notThisFormat) {
    super(message, cause);
    this.notThisFormat = notThisFormat;
  }

  /**
   * The file is not in this extractor's format at all, and no other format urilint reads, so it
   * is left out like a file of an unknown type rather than skipped as broken: a {@code .conf} of
   * Qpid Dispatch or yamllint is not broken HOCON.
   *
   * <pre>{@code
   * throw ExtractionException.notThisFormat("not HOCON");
   * }</pre>
   */
  public static ExtractionException notThisFormat(String why) {
    return new ExtractionException(why, null, true);
  }

  /** Whether {@link #notThisFormat(String)} made this. */
  public boolean isNotThisFormat() {
    return notThisFormat;
  }
}
