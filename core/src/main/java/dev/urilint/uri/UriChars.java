package dev.urilint.uri;

/**
 * RFC 3986's character classes for code outside the engine: the rules, the scanner and the
 * scheme syntaxes ask here instead of writing {@code c >= 'a' && c <= 'z'} again. Each answer is
 * one load from the engine's own table, so they agree with the parser by construction; every
 * class is US-ASCII only (a non-ASCII character is in none).
 *
 * <pre>{@code
 * UriChars.isAlpha('é');        // false: ALPHA is ASCII
 * UriChars.isHexDigit('F');     // true
 * UriChars.isSchemeChar('+');   // true: "svn+ssh"
 * UriChars.isUnreserved('~');   // true
 * }</pre>
 */
public final class UriChars {

  private UriChars() {}

  /** {@code ALPHA}: an ASCII letter. */
  public static boolean isAlpha(char c) {
    return Chars3986.ALPHA.contains(c);
  }

  /** {@code DIGIT}: {@code 0-9}. */
  public static boolean isDigit(char c) {
    return Chars3986.DIGIT.contains(c);
  }

  /** {@code HEXDIG}: {@code 0-9}, {@code A-F}, {@code a-f}. */
  public static boolean isHexDigit(char c) {
    return Chars3986.HEXDIG.contains(c);
  }

  /** {@code unreserved}: {@code ALPHA / DIGIT / "-" / "." / "_" / "~"}. */
  public static boolean isUnreserved(int c) {
    return c >= 0 && c < 128 && Chars3986.UNRESERVED.contains((char) c);
  }

  /** A {@code scheme} character after the first: {@code ALPHA / DIGIT / "+" / "-" / "."}. */
  public static boolean isSchemeChar(char c) {
    return Chars3986.SCHEME.contains(c);
  }

  /** {@code sub-delims}: {@code !$&'()*+,;=}. */
  public static boolean isSubDelim(char c) {
    return Chars3986.SUB_DELIMS.contains(c);
  }

  /** {@code pchar} without pct-encoded: {@code unreserved / sub-delims / ":" / "@"}. */
  public static boolean isPchar(char c) {
    return Chars3986.PCHAR.contains(c);
  }
}
