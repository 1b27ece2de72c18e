package dev.urilint.scanner.walk;

import java.nio.file.Path;

/**
 * A file the walk selected for scanning.
 *
 * @param file the file on disk
 * @param displayPath relative to the scan root, {@code /}-separated (as reports show it)
 * @param size its size in bytes when the walk saw it
 */
public record WalkedFile(Path file, String displayPath, long size) {}
