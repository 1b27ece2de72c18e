package dev.urilint.scanner.read;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Reads a file for scanning, refusing what is not a text config file: too large, binary, not in
 * its encoding, unreadable. The encoding is the one the file's format defines ({@link
 * SourceEncoding}: a byte-order mark, an XML declaration, ISO-8859-1 for {@code .properties} that
 * are not UTF-8, else UTF-8). Never reads more than {@code maxFileSize + 1} bytes, so a 200 MB file costs
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
    Path name = file.getFileName();
    return decode(bytes, name == null ? "" : name.toString());
  }

  /**
   * Why a text already in memory (an editor's buffer) is not scanned: it would be larger than the
   * limit as a UTF-8 file on disk.
   */
  public Optional<FileContent.Rejected> checkSize(CharSequence text) {
    long bytes = 0;
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      // A surrogate pair is one 4-byte code point: 2 bytes for each of its halves.
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
    }
    return bytes > maxFileSize ? Optional.of(tooLarge(bytes)) : Optional.empty();
  }

  /** Decodes bytes already in memory as UTF-8, with the same checks (binary, encoding). */
  public FileContent decode(byte[] bytes) {
    return decode(bytes, "");
  }

  /**
   * Decodes bytes already in memory the way the format of {@code fileName} defines
   * ({@link SourceEncoding}), with the same checks (binary, encoding).
   */
  public FileContent decode(byte[] bytes, String fileName) {
    SourceEncoding encoding;
    try {
      encoding = SourceEncoding.of(fileName, bytes);
    } catch (UnsupportedCharsetException e) {
      return new FileContent.Rejected(
          "declares the encoding '" + printable(e.getCharsetName()) + "', which this Java runtime cannot decode");
    }
    if (!encoding.declared()) {
      int probe = Math.min(bytes.length, BINARY_PROBE);
      for (int i = 0; i < probe; i++) {
        if (bytes[i] == 0) {
          return new FileContent.Rejected("binary file (NUL byte at offset " + i + "); not scanned");
        }
      }
    }
    Optional<String> text = decode(bytes, encoding.skip(), encoding.charset());
    if (text.isEmpty() && encoding.fallback().isPresent()) {
      text = decode(bytes, encoding.skip(), encoding.fallback().get());
    }
    if (text.isEmpty()) {
      return new FileContent.Rejected(
          "not valid " + encoding.charset().name() + " at byte " + firstError(bytes, encoding)
              + (encoding.charset().equals(StandardCharsets.UTF_8)
                  ? "; urilint reads UTF-8 unless a byte-order mark or an XML declaration names another encoding"
                  : ""));
    }
    String decoded = text.get();
    // A byte-order mark is not content: dropping it keeps columns the same as in an editor. (A
    // declared UTF-8 mark is skipped as bytes; this catches a mark behind a declaration's charset.)
    if (!decoded.isEmpty() && decoded.charAt(0) == '\uFEFF') {
      decoded = decoded.substring(1);
    }
    return new FileContent.Text(decoded, hashContent ? Optional.of(sha256(bytes)) : Optional.empty());
  }

  private static Optional<String> decode(byte[] bytes, int skip, Charset charset) {
    CharsetDecoder decoder =
        charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      return Optional.of(decoder.decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  private static int firstError(byte[] bytes, SourceEncoding encoding) {
    CharsetDecoder decoder =
        encoding.charset().newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, encoding.skip(), bytes.length - encoding.skip());
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    decoder.decode(in, out, true);
    return in.position();
  }

  // A charset name comes from the file: keep it short and printable in a skip reason.
  private static String printable(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length() && b.length() < 40; i++) {
      char c = s.charAt(i);
      b.append(c >= 0x20 && c < 0x7F ? c : '?');
    }
    return b.toString();
  }

  private FileContent.Rejected tooLarge(long size) {
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
