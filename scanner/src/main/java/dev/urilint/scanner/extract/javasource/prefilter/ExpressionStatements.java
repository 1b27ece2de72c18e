package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;
import java.util.Set;

/**
 * The plain expression statements of a member body, found from its tokens: a call or an
 * assignment whose target is a dotted name ({@code log.info(...);}, {@code this.x = y;}), written
 * where a statement starts (after {@code ;}, <code>{</code> or <code>}</code>, never inside
 * parentheses, so not in a {@code for} header), at any depth of blocks, lambdas and anonymous
 * classes. Such a statement declares nothing that resolving another statement's types needs (a
 * declaration starts with two names, {@code Type name}, or a {@code <} or {@code [}), and blanking
 * it leaves its block's other statements as they were. So it is with a statement that starts with
 * a keyword ({@code if}, {@code try}, {@code return}: {@link KeywordStatements}), which declares no
 * local a later statement sees. Anything else (a declaration, a statement after {@code if (...)}
 * or {@code else} without braces, a label) is never one.
 *
 * <pre>{@code
 * // void m() { Request.Builder b = new Request.Builder(); log.info("x"); b.url(u); }
 * ExpressionStatements.forEach(text, tokens, open, close, match, (from, to) -> ...);
 * //   once: from = the index of "log", to = the index of its ';'
 * }</pre>
 */
final class ExpressionStatements {

  /** Receives the statements found. */
  interface Sink {
    /**
     * A plain call or assignment, or a statement that starts with a keyword ({@link
     * KeywordStatements}): its first and last token index; whether it is taken.
     */
    boolean statement(int from, int to);

    /**
     * A local variable declared with its type and one initializer ({@code Secret s = new
     * SecretBuilder()...;}, never {@code var}): its first token, its name's, its {@code =}'s and
     * its ';''s index. Resolving a name needs the declaration, so it stays while a kept token
     * names the variable; its initializer can become {@code null} unless {@code constant} (a
     * {@code final} String or primitive, whose value the scanner folds, or a String or
     * CharSequence, whose one value reaches a sink that names it). Whether it is taken
     * (then what lies inside it is not looked at).
     */
    boolean declaration(int from, int name, int equals, int last, boolean constant);
  }

  // A name that starts a statement but is no call or assignment target.
  private static final Set<String> KEYWORDS = Set.of(
      "assert", "break", "case", "catch", "class", "continue", "default", "do", "else", "enum", "final",
      "finally", "for", "if", "instanceof", "interface", "new", "record", "return", "switch", "synchronized",
      "throw", "try", "var", "while", "yield", "abstract", "static", "sealed", "non", "permits");

  private ExpressionStatements() {}

  /**
   * Every plain expression statement and declared local's initializer between the body braces at
   * token {@code open} and {@code close}; the sink says whether it took one (then what lies inside
   * it is not looked at) or left it (then the blocks inside it, a lambda's, are read too).
   */
  static void forEach(String text, JavaTokens tokens, int open, int close, int[] match, Sink sink) {
    // The open brackets around the token: braces whose statements are read, parentheses whose
    // contents are expressions (a for header's ';' starts no statement).
    int[] enclosing = new int[16];
    boolean[] typeBodyNext = new boolean[16];
    int depth = 0;
    enclosing[0] = open;
    int i = open + 1;
    while (i < close) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.OPEN_BRACE && typeBodyNext[depth]) {
        // A class body (local or anonymous) is kept whole: its fields are names that resolving
        // its methods' statements needs.
        typeBodyNext[depth] = false;
        i = match[i] + 1;
        continue;
      }
      if (k == JavaTokens.OPEN_BRACE || k == JavaTokens.OPEN_PAREN) {
        if (++depth == enclosing.length) {
          enclosing = Arrays.copyOf(enclosing, depth * 2);
          typeBodyNext = Arrays.copyOf(typeBodyNext, depth * 2);
        }
        enclosing[depth] = i;
        typeBodyNext[depth] = false;
        i++;
        continue;
      }
      if (k == JavaTokens.CLOSE_BRACE || k == JavaTokens.CLOSE_PAREN) {
        depth--;
        i++;
        continue;
      }
      if (k == JavaTokens.SEMICOLON) {
        typeBodyNext[depth] = false;
      } else if (k == JavaTokens.IDENTIFIER && (tokens.is(text, i, "new") || tokens.is(text, i, "class")
          || tokens.is(text, i, "interface") || tokens.is(text, i, "enum") || tokens.is(text, i, "record"))) {
        typeBodyNext[depth] = true;
      }
      if (k == JavaTokens.IDENTIFIER && tokens.kind(enclosing[depth]) == JavaTokens.OPEN_BRACE
          && startsStatement(tokens, i)) {
        int keyword = KeywordStatements.end(text, tokens, match, i, close);
        if (keyword > 0 && sink.statement(i, keyword)) {
          i = keyword + 1;
          continue;
        }
      }
      boolean finalLocal = k == JavaTokens.IDENTIFIER && tokens.is(text, i, "final");
      if (k == JavaTokens.IDENTIFIER && tokens.kind(enclosing[depth]) == JavaTokens.OPEN_BRACE
          && startsStatement(tokens, i) && (finalLocal || !KEYWORDS.contains(text.substring(tokens.start(i), tokens.end(i))))) {
        int end = finalLocal ? -1 : end(text, tokens, i, close, match);
        if (end > 0 && sink.statement(i, end)) {
          i = end + 1;
          continue;
        }
        int equals = end > 0 ? -1 : declarationEquals(text, tokens, finalLocal ? i + 1 : i, close);
        end = equals > 0 ? statementEnd(text, tokens, equals + 1, close, match) : -1;
        // A final local's initializer is a constant's value when it is a String or a primitive; a
        // String or CharSequence local assigned once carries its value to a sink that names it
        // (the scanner's JavaTypes.assignedOnce), final or not.
        boolean constant = equals > 0
            && (finalLocal && SchemeConstants.isConstantType(text, tokens, equals - 2)
                || tokens.is(text, equals - 2, "String") || tokens.is(text, equals - 2, "CharSequence"));
        if (end > equals + 1 && sink.declaration(i, equals - 1, equals, end, constant)) {
          i = end + 1;
          continue;
        }
      }
      i++;
    }
  }

  private static boolean startsStatement(JavaTokens tokens, int i) {
    byte before = tokens.kind(i - 1);
    return before == JavaTokens.SEMICOLON || before == JavaTokens.OPEN_BRACE || before == JavaTokens.CLOSE_BRACE;
  }

  // The index of the ';' that ends the statement at `start`, or -1 if it is no plain one.
  private static int end(String text, JavaTokens tokens, int start, int close, int[] match) {
    int i = start;
    boolean name = true; // expecting a name (true) or a '.' (false) in the target
    while (true) {
      if (i >= close) {
        return -1;
      }
      byte k = tokens.kind(i);
      if (name && k == JavaTokens.IDENTIFIER) {
        name = false;
      } else if (!name && k == JavaTokens.OTHER && text.charAt(tokens.start(i)) == '.' && tokens.end(i) - tokens.start(i) == 1) {
        name = true;
      } else if (!name && (k == JavaTokens.OPEN_PAREN || k == JavaTokens.EQUALS && tokens.kind(i + 1) != JavaTokens.EQUALS)) {
        break;
      } else {
        return -1;
      }
      i++;
    }
    return statementEnd(text, tokens, i, close, match);
  }

  // The '=' of a local declaration `Type name = ...` starting at `start` (a type of names, dots,
  // type arguments and brackets, then the name), or -1.
  private static int declarationEquals(String text, JavaTokens tokens, int start, int close) {
    if (tokens.is(text, start, "var")) {
      return -1;
    }
    for (int i = start; i < close; i++) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.EQUALS) {
        boolean named = i - 2 >= start && tokens.kind(i - 1) == JavaTokens.IDENTIFIER
            && (tokens.kind(i - 2) == JavaTokens.IDENTIFIER || isChar(text, tokens, i - 2, '>') || isChar(text, tokens, i - 2, ']'));
        return named && tokens.kind(i + 1) != JavaTokens.EQUALS ? i : -1;
      }
      if (k != JavaTokens.IDENTIFIER && !(k == JavaTokens.OTHER && isTypeChar(text.charAt(tokens.start(i))))) {
        return -1;
      }
    }
    return -1;
  }

  private static boolean isTypeChar(char c) {
    return c == '.' || c == '<' || c == '>' || c == ',' || c == '?' || c == '[' || c == ']' || c == '&';
  }

  private static boolean isChar(String text, JavaTokens tokens, int i, char c) {
    return tokens.kind(i) == JavaTokens.OTHER && text.charAt(tokens.start(i)) == c;
  }

  // The index of the ';' at depth 0 from `i`, or -1 at a ',' (another declarator) or '}' first.
  private static int statementEnd(String text, JavaTokens tokens, int i, int close, int[] match) {
    while (i < close) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.SEMICOLON) {
        return i;
      }
      if (k == JavaTokens.CLOSE_BRACE || k == JavaTokens.OTHER && text.charAt(tokens.start(i)) == ',') {
        return -1;
      }
      i = k == JavaTokens.OPEN_BRACE || k == JavaTokens.OPEN_PAREN ? match[i] + 1 : i + 1;
    }
    return -1;
  }
}
