package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Set;

/**
 * Where a statement that starts with a keyword ends, found from its tokens: {@code if} with its
 * {@code else} chain, {@code for}, {@code while}, {@code do}, {@code switch}, {@code try} with its
 * {@code catch} and {@code finally} blocks, {@code synchronized}, and {@code return}, {@code
 * throw}, {@code assert}, {@code break}, {@code continue}. Such a statement declares no name that
 * a later statement of its block can see as a local (a pattern variable's flow scope is not read
 * by the scanner either), so it can go as a whole when nothing in it matters. The answer is -1
 * whenever the shape is not plainly one of these: a label, a local class, {@code yield}, and a
 * {@code while} with an empty body (the tail of a {@code do} statement, never a statement of its
 * own to the lexer's eye).
 *
 * <pre>{@code
 * // void m() { if (a) { log("x"); } else if (b) run(); else { stop(); } done(); }
 * KeywordStatements.end(text, tokens, match, ifIndex, close);   // the index of stop's '}'
 * }</pre>
 */
final class KeywordStatements {

  // Statements nested deeper than this without braces are kept; javac itself gives up long before.
  private static final int MAX_NESTING = 32;

  private static final String[] KEYWORDS = {
      "if", "for", "while", "do", "switch", "try", "synchronized", "return", "throw", "assert", "break", "continue"};

  private static final Set<String> NOT_PLAIN = Set.of(
      "class", "interface", "enum", "record", "yield", "case", "default", "else", "catch", "finally");

  private final String text;
  private final JavaTokens tokens;
  private final int[] match;
  private final int close;

  private KeywordStatements(String text, JavaTokens tokens, int[] match, int close) {
    this.text = text;
    this.tokens = tokens;
    this.match = match;
    this.close = close;
  }

  /**
   * The index of the last token of the keyword statement at token {@code i}, inside a block that
   * closes at token {@code close}; -1 if token {@code i} starts none or its end is not plain.
   */
  static int end(String text, JavaTokens tokens, int[] match, int i, int close) {
    KeywordStatements s = new KeywordStatements(text, tokens, match, close);
    if (tokens.kind(i) != JavaTokens.IDENTIFIER) {
      return -1;
    }
    if (tokens.is(text, i, "while")) {
      int body = s.afterParens(i + 1);
      if (body < 0 || body >= close || tokens.kind(body) == JavaTokens.SEMICOLON) {
        return -1; // maybe a do statement's tail
      }
    }
    return s.isKeyword(i) ? s.statement(i, 0) : -1;
  }

  private boolean isKeyword(int i) {
    for (String k : KEYWORDS) {
      if (tokens.is(text, i, k)) {
        return true;
      }
    }
    return false;
  }

  // The last token of the statement at `i` (any statement), or -1.
  private int statement(int i, int depth) {
    if (i < 0 || i >= close || depth > MAX_NESTING) {
      return -1;
    }
    byte k = tokens.kind(i);
    if (k == JavaTokens.OPEN_BRACE) {
      return match[i];
    }
    if (k != JavaTokens.IDENTIFIER) {
      return k == JavaTokens.CLOSE_BRACE || k == JavaTokens.CLOSE_PAREN ? -1 : untilSemicolon(i);
    }
    if (tokens.is(text, i, "if")) {
      return ifStatement(i, depth);
    }
    if (tokens.is(text, i, "for") || tokens.is(text, i, "while") || tokens.is(text, i, "synchronized")) {
      return statement(afterParens(i + 1), depth + 1);
    }
    if (tokens.is(text, i, "switch")) {
      int body = afterParens(i + 1);
      return body > 0 && body < close && tokens.kind(body) == JavaTokens.OPEN_BRACE ? match[body] : -1;
    }
    if (tokens.is(text, i, "do")) {
      return doStatement(i, depth);
    }
    if (tokens.is(text, i, "try")) {
      return tryStatement(i);
    }
    if (NOT_PLAIN.contains(text.substring(tokens.start(i), tokens.end(i))) || i + 1 < close && isChar(i + 1, ':')) {
      return -1; // a local class, a yield, a label: not read here
    }
    return untilSemicolon(i); // return, throw, an expression statement or a declaration
  }

  // if (...) S [else if (...) S]... [else S]: the else chain is followed in a loop, not recursion.
  private int ifStatement(int i, int depth) {
    int at = i;
    while (true) {
      int last = statement(afterParens(at + 1), depth + 1);
      if (last < 0 || last + 1 >= close || !tokens.is(text, last + 1, "else")) {
        return last;
      }
      if (last + 2 < close && tokens.is(text, last + 2, "if")) {
        at = last + 2;
      } else {
        return statement(last + 2, depth + 1);
      }
    }
  }

  // do S while (...);
  private int doStatement(int i, int depth) {
    int last = statement(i + 1, depth + 1);
    if (last < 0 || last + 2 >= close || !tokens.is(text, last + 1, "while")) {
      return -1;
    }
    int end = afterParens(last + 2);
    return end > 0 && end < close && tokens.kind(end) == JavaTokens.SEMICOLON ? end : -1;
  }

  // try [(...)] {...} [catch (...) {...}]... [finally {...}]
  private int tryStatement(int i) {
    int j = i + 1;
    if (j < close && tokens.kind(j) == JavaTokens.OPEN_PAREN) {
      j = match[j] + 1;
    }
    if (j >= close || tokens.kind(j) != JavaTokens.OPEN_BRACE) {
      return -1;
    }
    int last = match[j];
    while (last + 2 < close && tokens.is(text, last + 1, "catch") && tokens.kind(last + 2) == JavaTokens.OPEN_PAREN) {
      int block = match[last + 2] + 1;
      if (block >= close || tokens.kind(block) != JavaTokens.OPEN_BRACE) {
        return -1;
      }
      last = match[block];
    }
    if (last + 2 < close && tokens.is(text, last + 1, "finally") && tokens.kind(last + 2) == JavaTokens.OPEN_BRACE) {
      last = match[last + 2];
    }
    return last;
  }

  // The index after the parenthesized group at `i`, or -1 if none opens there.
  private int afterParens(int i) {
    return i > 0 && i < close && tokens.kind(i) == JavaTokens.OPEN_PAREN ? match[i] + 1 : -1;
  }

  // The ';' that ends the statement at `i` (brackets skipped), or -1 if its block closes first.
  private int untilSemicolon(int i) {
    while (i < close) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.SEMICOLON) {
        return i;
      }
      if (k == JavaTokens.CLOSE_BRACE || k == JavaTokens.CLOSE_PAREN) {
        return -1;
      }
      i = k == JavaTokens.OPEN_BRACE || k == JavaTokens.OPEN_PAREN ? match[i] + 1 : i + 1;
    }
    return -1;
  }

  private boolean isChar(int i, char c) {
    return tokens.kind(i) == JavaTokens.OTHER && text.charAt(tokens.start(i)) == c;
  }
}
