package dev.urilint.scanner.read;

import java.util.Optional;

/**
 * The outcome of reading one file: its text, or why it is not scanned.
 *
 * <pre>{@code
 * FileContent c = reader.read(file, size);
 * if (c instanceof FileContent.Text t) {
 *   scan(t.text());
 * } else if (c instanceof FileContent.Rejected r) {
 *   skip(r.reason());
 * }
 * }</pre>
 */
public sealed interface FileContent {

  /**
   * The file decoded as UTF-8, without a byte-order mark.
   *
   * @param text the content
   * @param sha256 hex SHA-256 of the bytes on disk, when asked for (the incremental cache keys on
   *     it)
   */
  record Text(String text, Optional<String> sha256) implements FileContent {}

  /** @param reason one sentence for the user, e.g. {@code not valid UTF-8 at byte 1234} */
  record Rejected(String reason) implements FileContent {}
}
