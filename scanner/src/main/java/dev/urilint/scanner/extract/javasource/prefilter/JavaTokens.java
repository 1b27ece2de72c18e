package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;

/**
 * The tokens {@link JavaLexer} found in one Java file, as three parallel arrays (kind, start, end
 * offsets into the file's text) so that a file of a million chars costs no object per token.
 * White space and comments are not tokens: they are whatever lies between two tokens.
 *
 * <pre>{@code
 * JavaTokens t = JavaLexer.lex("int a = 1;").orElseThrow();
 * t.kind(0);   // JavaTokens.IDENTIFIER ("int")
 * t.start(2);  // 6, the '='
 * }</pre>
 */
public final class JavaTokens {

  /** A name or a keyword ({@code class}, {@code static}, {@code url}). */
  public static final byte IDENTIFIER = 1;
  /** A string literal, {@code "..."}. */
  public static final byte STRING = 2;
  /** A text block, {@code """...."""}. */
  public static final byte TEXT_BLOCK = 3;
  /** A character literal, {@code ':'}. */
  public static final byte CHAR = 4;
  /** {@code {}. */
  public static final byte OPEN_BRACE = 5;
  /** {@code }}. */
  public static final byte CLOSE_BRACE = 6;
  /** {@code (}. */
  public static final byte OPEN_PAREN = 7;
  /** {@code )}. */
  public static final byte CLOSE_PAREN = 8;
  /** {@code ;}. */
  public static final byte SEMICOLON = 9;
  /** {@code =} (also the first char of {@code ==}: only its place in a declaration matters). */
  public static final byte EQUALS = 10;
  /** {@code @}. */
  public static final byte AT = 11;
  /** A number, or any other operator or separator. */
  public static final byte OTHER = 12;

  private byte[] kinds = new byte[256];
  private int[] starts = new int[256];
  private int[] ends = new int[256];
  private int size;

  JavaTokens() {}

  void add(byte kind, int start, int end) {
    if (size == kinds.length) {
      kinds = Arrays.copyOf(kinds, size * 2);
      starts = Arrays.copyOf(starts, size * 2);
      ends = Arrays.copyOf(ends, size * 2);
    }
    kinds[size] = kind;
    starts[size] = start;
    ends[size] = end;
    size++;
  }

  /** How many tokens. */
  public int size() {
    return size;
  }

  /** The kind of token {@code i}, one of the constants above. */
  public byte kind(int i) {
    return kinds[i];
  }

  /** Offset of token {@code i}'s first char. */
  public int start(int i) {
    return starts[i];
  }

  /** Offset just after token {@code i}'s last char. */
  public int end(int i) {
    return ends[i];
  }

  /** Whether token {@code i} is a string literal or a text block. */
  public boolean isString(int i) {
    return kinds[i] == STRING || kinds[i] == TEXT_BLOCK;
  }

  /** Whether token {@code i} is the identifier or keyword {@code word} of {@code text}. */
  public boolean is(CharSequence text, int i, String word) {
    if (kinds[i] != IDENTIFIER || ends[i] - starts[i] != word.length()) {
      return false;
    }
    for (int k = 0; k < word.length(); k++) {
      if (text.charAt(starts[i] + k) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }
}
