package dev.urilint.scanner.fix;

import dev.urilint.scanner.read.ExactText;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;

/**
 * Writes a fixed text over its file: in the file's own charset, with its byte-order mark, only
 * when the file still holds the bytes the text was read from, through a temporary file in the
 * same folder that takes the file's permissions and then replaces it atomically (a reader sees
 * the old file or the new one, never half of one). A symbolic link is never written through: the
 * move would replace the link by a regular file.
 *
 * <pre>{@code
 * FixWriter.write(path, exact, plan.fixed());
 * }</pre>
 */
public final class FixWriter {

  private FixWriter() {}

  /**
   * Replaces {@code file}'s content by {@code fixed}.
   *
   * @param read what the file held when it was read
   * @throws IOException when the file changed since it was read, or cannot be written
   */
  public static void write(Path file, ExactText read, String fixed) throws IOException {
    byte[] bytes = read.encode(fixed);
    if (Files.isSymbolicLink(file)) {
      // The move below would put a regular file in the link's place; a file is written through
      // its own path only (the walk hands over the link's target).
      throw new IOException("a symbolic link; a file is written through its own path only, not fixed");
    }
    if (!Arrays.equals(Files.readAllBytes(file), read.bytes())) {
      throw new IOException("changed since it was read; not fixed");
    }
    Path folder = file.toAbsolutePath().getParent();
    Path temporary = Files.createTempFile(folder, "." + file.getFileName() + ".", ".urilint-fix");
    try {
      Files.write(temporary, bytes);
      PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
      if (posix != null) {
        Files.setPosixFilePermissions(temporary, posix.readAttributes().permissions());
      }
      try {
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  /** For tests: the permissions of {@code file} as {@code rwxr-x---}, or empty off POSIX. */
  static String permissions(Path file) throws IOException {
    PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
    return posix == null ? "" : PosixFilePermissions.toString(posix.readAttributes().permissions());
  }
}
