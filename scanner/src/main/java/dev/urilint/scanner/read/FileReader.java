package dev.urilint.scanner.read;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Reads a file for scanning, refusing what is not a text config file: too large, binary, not
 * UTF-8, unreadable. Never reads more than {@code maxFileSize + 1} bytes, so a 200 MB file costs
 * nothing.
 *
 * <pre>{@code
 * FileContent c = new FileReader(ScanRequest.DEFAULT_MAX_FILE_SIZE, false).read(path, Files.size(path));
 * }</pre>
 */
public final class FileReader {

  /** How far into a file a NUL byte marks it as binary (what git and grep look at). */
  public static final int BINARY_PROBE = 8192;

  private final long maxFileSize;
  private final boolean hashContent;

  /**
   * @param maxFileSize larger files are rejected unread
   * @param hashContent whether to compute each file's SHA-256 (only the incremental cache needs it)
   */
  public FileReader(long maxFileSize, boolean hashContent) {
    this.maxFileSize = maxFileSize;
    this.hashContent = hashContent;
  }

  /** Reads {@code file}; {@code knownSize} is its size as the walk saw it. Never throws. */
  public FileContent read(Path file, long knownSize) {
    if (knownSize > maxFileSize) {
      return tooLarge(knownSize);
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      // The file may have grown since the walk: read one byte past the limit to notice.
      bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxFileSize + 1));
    } catch (AccessDeniedException e) {
      return new FileContent.Rejected("cannot be read: permission denied");
    } catch (NoSuchFileException e) {
      return new FileContent.Rejected("cannot be read: it disappeared during the scan");
    } catch (IOException e) {
      return new FileContent.Rejected("cannot be read: " + e.getClass().getSimpleName());
    }
    if (bytes.length > maxFileSize) {
      return tooLarge(bytes.length);
    }
    return decode(bytes);
  }

  /** Decodes bytes already in memory with the same checks (binary, UTF-8). */
  public FileContent decode(byte[] bytes) {
    int probe = Math.min(bytes.length, BINARY_PROBE);
    for (int i = 0; i < probe; i++) {
      if (bytes[i] == 0) {
        return new FileContent.Rejected("binary file (NUL byte at offset " + i + "); not scanned");
      }
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      return new FileContent.Rejected(
          "not valid UTF-8 at byte " + in.position() + "; urilint reads UTF-8 files only");
    }
    result = decoder.flush(out);
    if (result.isError()) {
      return new FileContent.Rejected(
          "not valid UTF-8 at byte " + in.position() + "; urilint reads UTF-8 files only");
    }
    out.flip();
    // A byte-order mark is not content: dropping it keeps columns the same as in an editor.
    if (out.hasRemaining() && out.get(0) == '\uFEFF') {
      out.position(1);
    }
    return new FileContent.Text(
        out.toString(), hashContent ? Optional.of(sha256(bytes)) : Optional.empty());
  }

  private FileContent tooLarge(long size) {
    return new FileContent.Rejected(
        "larger than the limit of " + maxFileSize + " bytes (" + size + " bytes); not read");
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
