package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Optional;

/**
 * A single-pass Java lexer that finds what the prefilter needs: identifiers, string literals, text
 * blocks, character literals, braces, parentheses, semicolons, {@code =} and {@code @}; comments and
 * white space are skipped, every other char is an {@link JavaTokens#OTHER} token. No regular
 * expression, no backtracking: each char is looked at once or twice.
 *
 * <p>It reads the text javac lexes, Unicode escapes already translated ({@link JavaPrefilter}
 * translates them first, JLS 3.3), and answers "unsure" (empty) rather than guess: an unterminated
 * comment, string, text block or character literal, or a line break inside a string. Such a file
 * is parsed whole, as if there were no prefilter.
 *
 * <pre>{@code
 * JavaLexer.lex("URI u = URI.create(\"http://a\"); // x").orElseThrow().size();   // 10
 * JavaLexer.lex("String q = \"abc;");                                            // Optional.empty()
 * }</pre>
 */
public final class JavaLexer {

  private final String text;
  private final int n;
  private final JavaTokens tokens = new JavaTokens();

  private JavaLexer(String text) {
    this.text = text;
    this.n = text.length();
  }

  /** The tokens of {@code text}, or empty when the lexer is unsure (see the class comment). */
  public static Optional<JavaTokens> lex(String text) {
    JavaLexer lexer = new JavaLexer(text);
    return lexer.run() ? Optional.of(lexer.tokens) : Optional.empty();
  }

  private boolean run() {
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      int next;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
        i++;
        continue;
      } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
        i = lineEnd(i + 2);
        continue;
      } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
        int close = text.indexOf("*/", i + 2);
        if (close < 0) {
          return false;
        }
        i = close + 2;
        continue;
      } else if (c == '"') {
        next = text.startsWith("\"\"\"", i) ? textBlock(i) : quoted(i, '"');
        if (next < 0) {
          return false;
        }
        tokens.add(text.startsWith("\"\"\"", i) ? JavaTokens.TEXT_BLOCK : JavaTokens.STRING, i, next);
      } else if (c == '\'') {
        next = quoted(i, '\'');
        if (next < 0) {
          return false;
        }
        tokens.add(JavaTokens.CHAR, i, next);
      } else if (c >= '0' && c <= '9') {
        next = identifierEnd(i + 1);
        tokens.add(JavaTokens.OTHER, i, next);
      } else if (isIdentifierStart(c, i)) {
        next = identifierEnd(i + Character.charCount(text.codePointAt(i)));
        tokens.add(JavaTokens.IDENTIFIER, i, next);
      } else {
        next = i + 1;
        tokens.add(single(c), i, next);
      }
      i = next;
    }
    return true;
  }

  private static byte single(char c) {
    return switch (c) {
      case '{' -> JavaTokens.OPEN_BRACE;
      case '}' -> JavaTokens.CLOSE_BRACE;
      case '(' -> JavaTokens.OPEN_PAREN;
      case ')' -> JavaTokens.CLOSE_PAREN;
      case ';' -> JavaTokens.SEMICOLON;
      case '=' -> JavaTokens.EQUALS;
      case '@' -> JavaTokens.AT;
      default -> JavaTokens.OTHER;
    };
  }

  private boolean isIdentifierStart(char c, int i) {
    if (c < 0x80) {
      return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$';
    }
    return Character.isJavaIdentifierStart(text.codePointAt(i));
  }

  private int identifierEnd(int i) {
    while (i < n) {
      char c = text.charAt(i);
      if (c < 0x80) {
        if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$')) {
          return i;
        }
        i++;
      } else {
        int cp = text.codePointAt(i);
        if (!Character.isJavaIdentifierPart(cp)) {
          return i;
        }
        i += Character.charCount(cp);
      }
    }
    return i;
  }

  private int lineEnd(int i) {
    while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    return i;
  }

  // A string or char literal from its opening quote: the offset after its closing quote, or -1
  // when a line ends (or the file does) before it.
  private int quoted(int open, char quote) {
    int i = open + 1;
    while (i < n) {
      char c = text.charAt(i);
      if (c == quote) {
        return i + 1;
      }
      if (c == '\n' || c == '\r' || c == '\\' && i + 1 < n && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')) {
        return -1;
      }
      i += c == '\\' ? 2 : 1;
    }
    return -1;
  }

  // A text block from its opening """: the offset after the first unescaped """, or -1.
  private int textBlock(int open) {
    int i = open + 3;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == '"' && text.startsWith("\"\"\"", i)) {
        return i + 3;
      } else {
        i++;
      }
    }
    return -1;
  }
}
