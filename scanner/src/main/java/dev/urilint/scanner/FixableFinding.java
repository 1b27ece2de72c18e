package dev.urilint.scanner;

import dev.urilint.lint.Fix;
import dev.urilint.scanner.extract.ExtractedValue;

/**
 * A reported finding with a fix, and the value (or the slice of a value) whose characters the
 * fix's span indexes: what the fix engine maps back to the file ({@link
 * ExtractedValue#sourceOffset}, the mapping {@code --show-source} masks secrets by).
 *
 * @param finding the finding as reports show it
 * @param value the string the rules checked, with the file offset of each character
 * @param fix core's fix, its span in {@code value}'s characters
 */
public record FixableFinding(ReportedFinding finding, ExtractedValue value, Fix fix) {}
