package dev.urilint.scanner.walk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a symbolic link leads out of the folder being walked. A link to {@code /} would walk
 * {@code /proc} and {@code /sys} without end; a link to {@code /etc} or to a home folder's {@code
 * .git-credentials} would read and print files the user never named. Only links are resolved (one
 * {@code lstat} per entry to tell), so a plain tree costs nothing more.
 *
 * <pre>{@code
 * LinkBoundary b = LinkBoundary.of(root);
 * b.leaves(root.resolve("etc-link"));   // true for a link to /etc
 * }</pre>
 */
final class LinkBoundary {

  /** The reason a link out of the walked folder is skipped. */
  static final String OUTSIDE = "symbolic link that leads out of the scanned folder; not followed";

  /**
   * The reason a path named below the folder urilint runs in (a file the pre-commit hook passes)
   * is skipped when a symbolic link on the way leads out of that folder.
   */
  static final String NAMED_OUTSIDE =
      "a symbolic link on the way leads out of the folder urilint runs in; not read, not fixed";

  private final Path realStart;

  private LinkBoundary(Path realStart) {
    this.realStart = realStart;
  }

  /** The boundary of the folder {@code start} (itself possibly a link the user named). */
  static LinkBoundary of(Path start) throws IOException {
    return new LinkBoundary(start.toRealPath());
  }

  /** The reason a link to what the walk reads at its own path is skipped. */
  static final String INSIDE =
      "symbolic link to a file or folder inside the scanned folder, which is read at its own path; not read twice";

  /**
   * Whether {@code path}, met in the walk, is a symbolic link whose target lies inside the walked
   * folder: the walk reaches the target at its own path, and reading it again through the link
   * would report every finding twice.
   */
  boolean staysInside(Path path) {
    if (!Files.isSymbolicLink(path)) {
      return false;
    }
    try {
      return path.toRealPath().startsWith(realStart);
    } catch (IOException | SecurityException e) {
      return false;
    }
  }

  /**
   * Whether {@code path}, met in the walk, is a symbolic link whose target lies outside the
   * walked folder. A path that is no link stays inside (its folder was checked when entered); a
   * link whose target cannot be resolved is treated as leaving.
   */
  boolean leaves(Path path) {
    if (!Files.isSymbolicLink(path)) {
      return false;
    }
    try {
      return !path.toRealPath().startsWith(realStart);
    } catch (IOException | SecurityException e) {
      return true;
    }
  }
}
