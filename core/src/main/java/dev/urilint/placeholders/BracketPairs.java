package dev.urilint.placeholders;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * For each {@code '{'} and {@code '('} of a string, where its matching close is: one pass with a
 * stack per kind, made the first time a placeholder syntax asks, so nested defaults such as
 * {@code ${A:${B:x}}} and Camel's {@code RAW(a(b)c)} are matched in linear time however many
 * placeholders the string holds.
 *
 * <pre>{@code
 * BracketPairs pairs = new BracketPairs("${A:${B:x}}");
 * pairs.closing(1, '{');   // 10
 * pairs.closing(5, '{');   // 9
 * }</pre>
 */
final class BracketPairs {

  private final String input;
  private int[] closingBrace; // index of the matching '}' for each '{', or -1; computed on demand
  private int[] closingParen;

  BracketPairs(String input) {
    this.input = input;
  }

  /** The index of the close matching the {@code kind} ({@code '{'} or {@code '('}) at {@code open}, or -1. */
  int closing(int open, char kind) {
    int[] table = kind == '{' ? braces() : parens();
    return table[open];
  }

  private int[] braces() {
    if (closingBrace == null) {
      closingBrace = match('{', '}');
    }
    return closingBrace;
  }

  private int[] parens() {
    if (closingParen == null) {
      closingParen = match('(', ')');
    }
    return closingParen;
  }

  private int[] match(char open, char close) {
    int[] table = new int[input.length()];
    Arrays.fill(table, -1);
    ArrayDeque<Integer> stack = new ArrayDeque<>();
    for (int k = 0; k < input.length(); k++) {
      char c = input.charAt(k);
      if (c == open) {
        stack.push(k);
      } else if (c == close && !stack.isEmpty()) {
        table[stack.pop()] = k;
      }
    }
    return table;
  }
}
