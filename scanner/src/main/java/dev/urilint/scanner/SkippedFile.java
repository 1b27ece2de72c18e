package dev.urilint.scanner;

/**
 * A file the scanner did not scan, and why ("XML declares a DOCTYPE; DTDs are not processed",
 * "larger than 10485760 bytes", "not valid UTF-8 at byte 1234", "symlink loop").
 *
 * @param path relative to the scan root, {@code /}-separated
 * @param reason one sentence for the user
 */
public record SkippedFile(String path, String reason) {}
