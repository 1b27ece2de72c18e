package dev.urilint.scanner.extract.properties;

import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.LineIndex;

/**
 * The character source of {@link PropertiesExtractor}: walks one logical line of a properties
 * file, joining {@code \}-continued natural lines and decoding escapes, and remembers where each
 * returned char's source text starts.
 */
final class LogicalLineReader {

  /** Returned by {@link #read()} at the end of the logical line. */
  static final int END = -1;

  private final String text;
  private int pos;
  private int offset;
  private boolean escaped;

  LogicalLineReader(String text) {
    this.text = text;
  }

  /**
   * Skips blank and comment lines and leading white space; true when positioned on the first
   * character of a key/value line.
   */
  boolean startNaturalLine() {
    int n = text.length();
    while (pos < n) {
      char c = text.charAt(pos);
      if (PropertiesExtractor.isWhite(c) || c == '\n' || c == '\r') {
        pos++;
      } else if (c == '#' || c == '!') {
        while (pos < n && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
          pos++;
        }
      } else {
        return true;
      }
    }
    return false;
  }

  /** The next logical char, or {@link #END} after consuming the line terminator. */
  int read() throws ExtractionException {
    int n = text.length();
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '\n' || c == '\r') {
        skipTerminator();
        return END;
      }
      offset = pos;
      pos++;
      if (c != '\\') {
        escaped = false;
        return c;
      }
      if (pos == n) {
        return END;
      }
      char d = text.charAt(pos);
      if (d == '\n' || d == '\r') {
        skipTerminator();
        while (pos < n && PropertiesExtractor.isWhite(text.charAt(pos))) {
          pos++;
        }
        continue;
      }
      pos++;
      escaped = true;
      switch (d) {
        case 't':
          return '\t';
        case 'n':
          return '\n';
        case 'r':
          return '\r';
        case 'f':
          return '\f';
        case 'u':
          return unicodeEscape();
        default:
          return d;
      }
    }
    return END;
  }

  private int unicodeEscape() throws ExtractionException {
    int value = 0;
    for (int i = 0; i < 4; i++) {
      int digit = pos < text.length() ? Character.digit(text.charAt(pos), 16) : -1;
      if (digit < 0) {
        throw new ExtractionException(
            "malformed \\uXXXX escape at line " + LineIndex.of(text).line(offset)
                + ": four hex digits expected");
      }
      value = value * 16 + digit;
      pos++;
    }
    return value;
  }

  private void skipTerminator() {
    char c = text.charAt(pos++);
    if (c == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
      pos++;
    }
  }

  /** Skips unescaped white space (continuations included). */
  void skipWhite() throws ExtractionException {
    while (true) {
      int mark = pos;
      int c = read();
      if (c == END || escaped || !PropertiesExtractor.isWhite(c)) {
        pos = mark;
        return;
      }
    }
  }

  /** File offset where the last char's source text starts. */
  int offset() {
    return offset;
  }

  /** Whether the last char came from an escape (and so is never a separator). */
  boolean escaped() {
    return escaped;
  }

  /** The read position, to {@link #reset(int)} to; also the end offset of the last char read. */
  int mark() {
    return pos;
  }

  void reset(int mark) {
    pos = mark;
  }
}
