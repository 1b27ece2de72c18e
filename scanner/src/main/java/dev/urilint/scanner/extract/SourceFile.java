package dev.urilint.scanner.extract;

import java.nio.file.Path;

/**
 * One file's decoded text, handed to an {@link Extractor}.
 *
 * @param path the file on disk
 * @param displayPath the path as reports show it: relative to the scan root, {@code /}-separated
 * @param text the whole content, decoded as UTF-8 (the scanner rejects invalid UTF-8 before this)
 */
public record SourceFile(Path path, String displayPath, String text) {}
