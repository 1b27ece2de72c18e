package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.HashSet;
import java.util.Set;

/**
 * The names of a file's fields and {@code final} locals whose value can write a scheme's first
 * colon: the scanner folds a constant into the strings that use it ({@code BASE + "/x"} is {@code
 * https://a/x} when {@code BASE = "https://a/"}), so code that names one matters as much as a
 * literal would. A variable whose initializer has such a literal, or names such a variable ({@code
 * B = A + "//x"}), to a fixed point.
 *
 * <pre>{@code
 * // class A { static final String BASE = "https://a/"; static final String X = BASE + "x"; }
 * SchemeConstants.of(text, tokens, bodies);   // [BASE, X]
 * }</pre>
 */
final class SchemeConstants {

  private SchemeConstants() {}

  /** The names of the file's variables whose value can write a scheme's colon. */
  static Set<String> of(String text, JavaTokens tokens, MemberBodies bodies) {
    TokenRanges fields = TokenRanges.union(bodies.fields(), finalLocals(text, tokens, bodies.match()));
    Set<String> constants = new HashSet<>();
    boolean[] done = new boolean[fields.size()];
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int f = 0; f < fields.size(); f++) {
        if (!done[f] && schemeValue(text, tokens, fields.from(f), fields.to(f), constants)) {
          done[f] = true;
          grew = true;
          for (int i = fields.from(f); i < fields.to(f); i++) {
            if (tokens.kind(i) == JavaTokens.IDENTIFIER && tokens.kind(i + 1) == JavaTokens.EQUALS) {
              constants.add(text.substring(tokens.start(i), tokens.end(i)));
            }
          }
        }
      }
    }
    return constants;
  }

  // Every `final ... name = ...` outside the fields (a final local, a resource), from `final` to
  // the ';' or ')' that ends it; a final parameter has no '=' and is none.
  private static TokenRanges finalLocals(String text, JavaTokens tokens, int[] match) {
    TokenRanges out = new TokenRanges();
    int n = tokens.size();
    int last = -1;
    for (int i = 0; i < n; i++) {
      if (i <= last || !tokens.is(text, i, "final")) {
        continue;
      }
      int k = i + 1;
      boolean equals = false;
      while (k < n) {
        byte kind = tokens.kind(k);
        if (kind == JavaTokens.SEMICOLON || kind == JavaTokens.CLOSE_PAREN || kind == JavaTokens.CLOSE_BRACE
            || kind == JavaTokens.OPEN_BRACE && !equals) {
          break;
        }
        equals |= kind == JavaTokens.EQUALS;
        k = kind == JavaTokens.OPEN_PAREN || kind == JavaTokens.OPEN_BRACE ? match[k] + 1 : k + 1;
      }
      if (equals) {
        out.add(i, Math.min(k, n - 1));
        last = k;
      }
    }
    return out;
  }

  // Whether tokens [from, to) hold a literal that can write a scheme's colon or name such a constant.
  private static boolean schemeValue(String text, JavaTokens tokens, int from, int to, Set<String> constants) {
    for (int i = from; i < to; i++) {
      byte k = tokens.kind(i);
      if ((k == JavaTokens.STRING || k == JavaTokens.TEXT_BLOCK || k == JavaTokens.CHAR)
          && SchemeColonLiterals.mayWriteSchemeColon(text, tokens.start(i), tokens.end(i), k)
          || k == JavaTokens.IDENTIFIER && !constants.isEmpty() && constants.contains(text.substring(tokens.start(i), tokens.end(i)))) {
        return true;
      }
    }
    return false;
  }
}
