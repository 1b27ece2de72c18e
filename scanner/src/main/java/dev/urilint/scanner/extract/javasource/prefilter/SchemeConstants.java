package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names of a file's fields and {@code final} locals whose value can write a scheme's first
 * colon: the scanner folds a constant into the strings that use it ({@code BASE + "/x"} is {@code
 * https://a/x} when {@code BASE = "https://a/"}), so code that names one matters as much as a
 * literal would. A variable whose initializer has such a literal, or names such a variable ({@code
 * B = A + "//x"}), to a fixed point, reached in time linear in the declarations' tokens.
 *
 * <pre>{@code
 * // class A { static final String BASE = "https://a/"; static final String X = BASE + "x"; }
 * SchemeConstants.of(text, tokens, bodies);   // [BASE, X]
 * }</pre>
 */
final class SchemeConstants {

  // The types of a constant variable (JLS 4.12.4), by the name written before the variable's.
  private static final String[] TYPES = {
      "String", "char", "int", "long", "short", "byte", "boolean", "float", "double"};

  private SchemeConstants() {}

  /**
   * The names of the file's variables whose value can write a scheme's colon. One pass over the
   * declarations, then each declaration learned at most once: a declaration waits on the names
   * its initializer reads, and learning a name wakes those that read it. A fixed point of passes
   * over every declaration learned one constant per pass of a chain written last-first (20,000
   * constants: 27 s).
   */
  static Set<String> of(String text, JavaTokens tokens, MemberBodies bodies) {
    TokenRanges fields = TokenRanges.union(bodies.fields(), finalLocals(text, tokens, bodies.match()));
    Set<String> constants = new HashSet<>();
    Map<String, List<Integer>> readers = new HashMap<>();
    boolean[] done = new boolean[fields.size()];
    ArrayDeque<Integer> learned = new ArrayDeque<>();
    for (int f = 0; f < fields.size(); f++) {
      if (!stringOrPrimitive(text, tokens, bodies.match(), fields.from(f), fields.to(f))) {
        done[f] = true;
      } else if (schemeLiteral(text, tokens, fields.from(f), fields.to(f))) {
        done[f] = true;
        learned.add(f);
      } else {
        for (int i = fields.from(f); i < fields.to(f); i++) {
          if (tokens.kind(i) == JavaTokens.IDENTIFIER) {
            readers.computeIfAbsent(text.substring(tokens.start(i), tokens.end(i)), k -> new ArrayList<>()).add(f);
          }
        }
      }
    }
    while (!learned.isEmpty()) {
      int f = learned.poll();
      for (int i = fields.from(f); i < fields.to(f); i++) {
        if (tokens.kind(i) == JavaTokens.IDENTIFIER && tokens.kind(i + 1) == JavaTokens.EQUALS
            && constants.add(text.substring(tokens.start(i), tokens.end(i)))) {
          for (int reader : readers.getOrDefault(text.substring(tokens.start(i), tokens.end(i)), List.of())) {
            if (!done[reader]) {
              done[reader] = true;
              learned.add(reader);
            }
          }
        }
      }
    }
    return constants;
  }

  /**
   * Whether the declaration [from, to] declares a {@code String} or a primitive: only such a
   * variable is a constant (JLS 4.12.4) that the scanner folds, so a {@code final ConnectionFactory
   * f = make("tcp://h")} passes nothing on to the code that names {@code f}. The type is the token
   * before the first declarator's name ({@code String}, {@code java.lang.String}, {@code char});
   * {@code var}, arrays and generic types are none.
   */
  private static boolean stringOrPrimitive(String text, JavaTokens tokens, int[] match, int from, int to) {
    int i = from;
    while (i < to) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.OPEN_PAREN || k == JavaTokens.OPEN_BRACE) {
        i = match[i] + 1; // an annotation's arguments
        continue;
      }
      if (k == JavaTokens.IDENTIFIER && tokens.kind(i + 1) == JavaTokens.EQUALS) {
        if (i == from) {
          return false;
        }
        return isConstantType(text, tokens, i - 1);
      }
      i++;
    }
    return false;
  }

  /** Whether token {@code i} names the type of a constant variable: {@code String} or a primitive. */
  static boolean isConstantType(String text, JavaTokens tokens, int i) {
    for (String type : TYPES) {
      if (tokens.is(text, i, type)) {
        return true;
      }
    }
    return false;
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

  // Whether tokens [from, to) hold a literal that can write a scheme's colon or part of a secret.
  private static boolean schemeLiteral(String text, JavaTokens tokens, int from, int to) {
    for (int i = from; i < to; i++) {
      byte k = tokens.kind(i);
      if ((k == JavaTokens.STRING || k == JavaTokens.TEXT_BLOCK || k == JavaTokens.CHAR)
          && (SchemeColonLiterals.mayWriteSchemeColon(text, tokens.start(i), tokens.end(i), k)
              || SecretLiterals.mayWriteSecret(text, tokens.start(i), tokens.end(i), k))) {
        return true;
      }
    }
    return false;
  }
}
