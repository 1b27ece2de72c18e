package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;

/**
 * Sorted, disjoint ranges of token indexes, each {@code [from, to]} inclusive: the tokens the
 * prefilter blanks (a body's inside, a statement) or makes {@code null} (an initializer).
 *
 * <pre>{@code
 * TokenRanges r = new TokenRanges();
 * r.add(3, 9);
 * r.from(0);   // 3
 * }</pre>
 */
final class TokenRanges {

  private int[] froms = new int[16];
  private int[] tos = new int[16];
  private boolean[] nulls = new boolean[16];
  private int size;

  /** Adds {@code [from, to]}, which must come after every range added before; empty ones are dropped. */
  void add(int from, int to) {
    add(from, to, false);
  }

  /** Adds {@code [from, to]} to be written as {@code null}. */
  void addNull(int from, int to) {
    add(from, to, true);
  }

  private void add(int from, int to, boolean toNull) {
    if (to < from) {
      return;
    }
    if (size == froms.length) {
      froms = Arrays.copyOf(froms, size * 2);
      tos = Arrays.copyOf(tos, size * 2);
      nulls = Arrays.copyOf(nulls, size * 2);
    }
    froms[size] = from;
    tos[size] = to;
    nulls[size] = toNull;
    size++;
  }

  /** Whether range {@code r} is written as {@code null} rather than blanked. */
  boolean isNull(int r) {
    return nulls[r];
  }

  int size() {
    return size;
  }

  int from(int r) {
    return froms[r];
  }

  int to(int r) {
    return tos[r];
  }
}
