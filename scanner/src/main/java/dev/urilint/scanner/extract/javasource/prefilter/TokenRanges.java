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

  /**
   * The ranges of {@code outer} and those of {@code inner} that lie in none of them, in order;
   * a range of {@code inner} either lies in one of {@code outer} or overlaps none (both are
   * balanced token groups).
   */
  static TokenRanges union(TokenRanges outer, TokenRanges inner) {
    TokenRanges out = new TokenRanges();
    int a = 0;
    int b = 0;
    while (a < outer.size || b < inner.size) {
      if (b == inner.size || a < outer.size && outer.froms[a] <= inner.froms[b]) {
        out.add(outer.froms[a], outer.tos[a], outer.nulls[a]);
        while (b < inner.size && inner.tos[b] <= outer.tos[a]) {
          b++; // inside the outer range just taken
        }
        a++;
      } else {
        out.add(inner.froms[b], inner.tos[b], inner.nulls[b]);
        b++;
      }
    }
    return out;
  }
}
