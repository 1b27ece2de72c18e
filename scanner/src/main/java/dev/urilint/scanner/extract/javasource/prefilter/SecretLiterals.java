package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.lint.TextUris;
import dev.urilint.source.JavaLiteral;
import java.util.Optional;

/**
 * The literals that can write part of a secret in text: a string that is not plainly a URI gets a
 * rule when it holds a URI with a secret ({@code dev.urilint.sinks.StringRole#TEXT}: XML in a text
 * block, a log message with a JDBC URL), and such a secret needs a literal that {@link
 * TextUris#mayWritePartOfASecret} accepts. Code with none of them (and nothing else that matters)
 * holds no such string.
 *
 * <pre>{@code
 * SecretLiterals.mayWriteSecret("f(\"to jdbc:pg://app:pw@db\")", 2, 26, JavaTokens.STRING);  // true
 * SecretLiterals.mayWriteSecret("f(\"id={}\")", 2, 10, JavaTokens.STRING);                   // false
 * }</pre>
 */
final class SecretLiterals {

  private SecretLiterals() {}

  /**
   * Whether the literal {@code text[start, end)} (quotes included) can write part of a secret; a
   * literal with an escape is read as javac decodes it ({@link JavaLiteral}), one that does not
   * decode counts as able, and so does a char literal {@code '@'}, {@code '='} or
   * one with an escape.
   */
  static boolean mayWriteSecret(String text, int start, int end, byte kind) {
    if (kind == JavaTokens.CHAR) {
      char c = text.charAt(start + 1);
      return c == '@' || c == '=' || c == '\\';
    }
    // One look before any copy: most literals hold neither char nor an escape.
    boolean marked = false;
    boolean escaped = false;
    for (int i = start + 1; i < end - 1; i++) {
      char c = text.charAt(i);
      marked |= c == '@' || c == '=';
      escaped |= c == '\\';
    }
    if (escaped) {
      Optional<JavaLiteral> decoded = JavaLiteral.of(text, start, end);
      return decoded.isEmpty() || TextUris.mayWritePartOfASecret(decoded.get().value());
    }
    // Without an escape the chars are the value's (a text block's indentation and delimiters
    // change no '@' and no name before a '=').
    return marked && TextUris.mayWritePartOfASecret(text.substring(start + 1, end - 1));
  }
}
