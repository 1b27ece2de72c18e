package dev.urilint.scanner;

/**
 * A file the scanner did not scan, and why ("larger than the limit of 10485760 bytes", "not valid
 * UTF-8 at byte 1234", "invalid XML at line 3, column 7").
 *
 * <pre>{@code
 * new SkippedFile("config/app.yml", "cannot be read: permission denied").lost();   // true
 * }</pre>
 *
 * @param path relative to the scan root, {@code /}-separated
 * @param reason one sentence for the user
 * @param lost whether findings may have been lost: the file's content was not checked. A run fails
 *     on a lost file as on an error finding ({@link dev.urilint.scanner.config.FailOn#fails(ScanResult)}),
 *     since a file urilint cannot read is a file nobody checked. False only for a symbolic link
 *     that points back to a folder above it: that folder is walked anyway.
 */
public record SkippedFile(String path, String reason, boolean lost) {

  /** A file whose content was not checked. */
  public SkippedFile(String path, String reason) {
    this(path, reason, true);
  }
}
