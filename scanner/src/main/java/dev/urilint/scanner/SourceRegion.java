package dev.urilint.scanner;

/**
 * A region of a file in the report's coordinates (1-based lines, 1-based columns in chars): where
 * a finding sits ({@link FindingPosition}), or where a secret of a value is written in its file,
 * which a source line must hide however the value was encoded there ({@code \u0040} in JSON,
 * {@code &#64;} in XML, a continuation line in properties, a Java concatenation), since masking
 * the line by its own text cannot see a password the format spelled differently.
 *
 * <pre>{@code
 * // config.json:  {"url": "https://bob:hunter\u0032@h/"}
 * new SourceRegion(1, 22, 1, 35);   // covers "hunter\u0032" on line 1
 * }</pre>
 *
 * @param line 1-based line where the region starts
 * @param column 1-based column of its first character
 * @param endLine 1-based line where it ends
 * @param endColumn 1-based column just after it
 */
public record SourceRegion(int line, int column, int endLine, int endColumn) {}
