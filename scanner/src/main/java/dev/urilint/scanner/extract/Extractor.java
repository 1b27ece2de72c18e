package dev.urilint.scanner.extract;

import dev.urilint.placeholders.SourceFormat;
import java.util.List;

/**
 * Finds the string values of one file format, each with exact positions. One implementation per
 * format; none of them opens a connection, follows an include, or resolves an external entity.
 */
public interface Extractor {

  /** Whether this extractor reads {@code file} (by name, and for ambiguous names by content). */
  boolean accepts(SourceFile file);

  /**
   * Every string value of {@code file}, in document order. Comments are not values.
   *
   * @throws ExtractionException when the file cannot be read as this format; the message says
   *     why and the scanner skips the file
   */
  List<ExtractedValue> extract(SourceFile file) throws ExtractionException;

  /**
   * Whether the values are strings in program code, whose sinks take URIs rather than RFC 6570
   * templates ({@code URI.create("https://a/{id}")} throws): the scanner then reports a {@code
   * {id}} as malformed. Config values may be templates and are not code.
   */
  default boolean isCode() {
    return false;
  }

  /**
   * The format of {@code file} as far as placeholders go: which syntaxes its readers expand
   * ({@link SourceFormat}, core's one table), so a password that is only a {@code $NAME} is
   * templated in a {@code .env} file and the literal password in a {@code .properties} file.
   */
  default SourceFormat format(SourceFile file) {
    return SourceFormat.UNKNOWN;
  }

  /**
   * Whether a {@code ${name}} in a value is filled from the key {@code name} of the same file:
   * Spring's properties and YAML, HOCON substitutions, a {@code .env} file's expansion. The
   * scanner then reads a password written that way as the literal it is ({@link
   * SameFilePlaceholders}).
   */
  default boolean fillsOwnPlaceholders() {
    return false;
  }

  /**
   * The format's comments, where a {@code urilint:ignore} directive counts. A format without
   * comments (and an extractor that does not say) has none: a directive in a value never
   * suppresses.
   */
  default CommentSyntax comments() {
    return CommentSyntax.NONE;
  }
}
