package dev.urilint.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads standard input one item per line for the {@code --stdin} batch modes.
 *
 * <p>Only {@code \n} ends a line and one {@code \r} before it is dropped (CRLF input), unlike
 * {@link java.io.BufferedReader#readLine()}, which also breaks at a lone {@code \r}: a string
 * under test may hold a bare carriage return, and it must stay one item so that the answer keeps
 * one line per input line. Bytes that are not UTF-8 read as U+FFFD, which no URI accepts.
 *
 * <pre>{@code
 * LineReader lines = new LineReader(System.in);
 * for (String line; (line = lines.next()) != null; ) { ... }
 * }</pre>
 */
final class LineReader {

  private final Reader reader;
  private final char[] buffer = new char[8192];
  private int position;
  private int limit;
  private final StringBuilder line = new StringBuilder();

  LineReader(InputStream in) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    this.reader = new InputStreamReader(in, decoder);
  }

  /** The next line without its terminator, or {@code null} at the end of the input. */
  String next() throws IOException {
    line.setLength(0);
    boolean any = false;
    while (true) {
      if (position == limit) {
        limit = reader.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          return any ? finish() : null;
        }
      }
      any = true;
      int start = position;
      while (position < limit && buffer[position] != '\n') {
        position++;
      }
      line.append(buffer, start, position - start);
      if (position < limit) {
        position++; // the '\n'
        return finish();
      }
    }
  }

  /**
   * Whether a next line may be read without blocking. The batch modes flush their answers when it
   * is false, so a tool that writes one line and waits for its answer is never left waiting, while
   * a large piped input is answered in large writes.
   */
  boolean ready() throws IOException {
    return position < limit || reader.ready();
  }

  private String finish() {
    int length = line.length();
    if (length > 0 && line.charAt(length - 1) == '\r') {
      line.setLength(length - 1);
    }
    return line.toString();
  }
}
