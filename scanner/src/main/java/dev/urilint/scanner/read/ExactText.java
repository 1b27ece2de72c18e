package dev.urilint.scanner.read;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * A file's text together with what turns an edited text back into its bytes: the charset it was
 * read in and the bytes of its byte-order mark. A file is read this way only when its bytes are
 * exactly the encoding of its text (the scanner read it without a doubt: not too large, not
 * binary, every byte decoded, nothing a re-encoding would spell differently), so a writer that
 * changes a few characters changes only their bytes.
 *
 * <pre>{@code
 * ExactText.Read r = ExactText.read(path, ScanRequest.DEFAULT_MAX_FILE_SIZE);
 * if (r instanceof ExactText.Read.Exact e) {
 *   byte[] bytes = e.text().encode(e.text().text().replace("%2520", "%20"));
 * }
 * }</pre>
 *
 * @param text the text the scanner reads (no byte-order mark)
 * @param charset the charset its bytes are in
 * @param bom the bytes of the byte-order mark before it (empty when none)
 * @param bomChar whether the mark was decoded as a character (U+FEFF) rather than skipped as bytes
 * @param bytes the file's bytes as read
 */
public record ExactText(String text, Charset charset, byte[] bom, boolean bomChar, byte[] bytes) {

  /** What {@link #read} gave: the exact text, or why the file may not be rewritten. */
  public sealed interface Read {
    /** @param text the file's exact text */
    record Exact(ExactText text) implements Read {}

    /** @param reason one sentence for the user */
    record Refused(String reason) implements Read {}
  }

  /** {@code newText} as the file's bytes: its mark, then the text in its charset. */
  public byte[] encode(String newText) {
    java.nio.charset.CharsetEncoder encoder =
        charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer body;
    try {
      body = encoder.encode(CharBuffer.wrap(bomChar ? "\uFEFF" + newText : newText));
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("the text has a character " + charset.name() + " cannot write", e);
    }
    byte[] out = Arrays.copyOf(bom, bom.length + body.remaining());
    body.get(out, bom.length, body.remaining());
    return out;
  }

  /** Reads {@code file} as the scanner does, and only when its bytes are exactly its text's. */
  public static Read read(Path file, long maxFileSize) {
    long size;
    try {
      size = Files.size(file);
    } catch (IOException e) {
      return new Read.Refused("cannot be read: " + e.getClass().getSimpleName());
    }
    FileContent content = new FileReader(maxFileSize, false).read(file, size);
    if (content instanceof FileContent.Rejected r) {
      return new Read.Refused(r.reason());
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      return new Read.Refused("cannot be read: " + e.getClass().getSimpleName());
    }
    Path name = file.getFileName();
    return of(bytes, name == null ? "" : name.toString(), ((FileContent.Text) content).text());
  }

  /**
   * The exact text of {@code bytes}, which {@link FileReader} decoded as {@code scanned}; refused
   * when re-encoding the text would not give the same bytes.
   */
  static Read of(byte[] bytes, String fileName, String scanned) {
    SourceEncoding encoding = SourceEncoding.of(fileName, bytes);
    Optional<Charset> used = Optional.empty();
    for (Optional<Charset> c : java.util.List.of(Optional.of(encoding.charset()), encoding.fallback())) {
      if (c.isPresent() && used.isEmpty() && decodes(bytes, encoding.skip(), c.get())) {
        used = c;
      }
    }
    if (used.isEmpty()) {
      return new Read.Refused("its encoding is in doubt; not fixed");
    }
    boolean bomChar = false;
    String decoded = decode(bytes, encoding.skip(), used.get());
    if (decoded.startsWith("\uFEFF")) {
      bomChar = true;
      decoded = decoded.substring(1);
    }
    if (!decoded.equals(scanned)) {
      return new Read.Refused("changed while it was read; not fixed");
    }
    ExactText exact = new ExactText(decoded, used.get(), Arrays.copyOf(bytes, encoding.skip()), bomChar, bytes);
    byte[] again;
    try {
      again = exact.encode(decoded);
    } catch (IllegalArgumentException e) {
      return new Read.Refused("cannot be written back in " + used.get().name() + "; not fixed");
    }
    if (!Arrays.equals(again, bytes)) {
      return new Read.Refused("its " + used.get().name() + " text would not be written back byte for byte; not fixed");
    }
    return new Read.Exact(exact);
  }

  private static boolean decodes(byte[] bytes, int skip, Charset charset) {
    try {
      strict(charset).decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  private static String decode(byte[] bytes, int skip, Charset charset) {
    try {
      return strict(charset).decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString();
    } catch (CharacterCodingException e) {
      throw new IllegalStateException("decoded before", e);
    }
  }

  private static CharsetDecoder strict(Charset charset) {
    return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ExactText e && e.text.equals(text) && e.charset.equals(charset) && Arrays.equals(e.bom, bom)
        && e.bomChar == bomChar && Arrays.equals(e.bytes, bytes);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  @Override
  public String toString() {
    return "ExactText[" + charset.name() + ", " + bytes.length + " bytes]";
  }
}
