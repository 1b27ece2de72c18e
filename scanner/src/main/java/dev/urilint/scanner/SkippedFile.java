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
 *     since a file urilint cannot read is a file nobody checked. False for a symbolic link that
 *     points back to a folder above it (that folder is walked anyway) and for a file read as plain
 *     text
 * @param readAsText the file's parser rejected it and it was read as plain text for passwords in
 *     URIs (a Helm template that is YAML only once rendered): listed beside the skipped files as a
 *     note, but not skipped, and counted apart in every summary
 */
public record SkippedFile(String path, String reason, boolean lost, boolean readAsText) {

  /** A file whose content was not checked. */
  public SkippedFile(String path, String reason) {
    this(path, reason, true, false);
  }

  /** A file not scanned, {@code lost} or not. */
  public SkippedFile(String path, String reason, boolean lost) {
    this(path, reason, lost, false);
  }

  /** A file its parser rejected, read as plain text for passwords in URIs: not lost. */
  public static SkippedFile readAsText(String path, String reason) {
    return new SkippedFile(path, reason, false, true);
  }
}
