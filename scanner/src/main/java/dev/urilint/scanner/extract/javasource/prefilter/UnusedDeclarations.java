package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The declarations that write nothing that matters and declare no name another kept token
 * writes: member declarations that end with a {@code ;} (fields, methods without a body,
 * annotation elements) and the locals of a kept body declared with one initializer. The scanner
 * looks a variable up only by a name JavaParser reads, so such a declaration resolves nothing, and
 * JavaParser need not read it. A local declares its one name; a member, the identifiers outside
 * its brackets followed by {@code =}, {@code ,}, {@code ;} or {@code [}: every declarator's name,
 * and some that are none ({@code Map<K, V>}), which only keeps more.
 *
 * <pre>{@code
 * // class A { static final Logger LOG = make(); String u = "http://a"; void m() { f(u); } }
 * UnusedDeclarations.of(text, tokens, match, from, members, locals, dropped, relevance);   // LOG's
 * }</pre>
 */
final class UnusedDeclarations {

  private UnusedDeclarations() {}

  /** The locals of the kept bodies, in source order: each one's range and its name's index. */
  static final class Locals {
    private final TokenRanges ranges = new TokenRanges();
    private int[] names = new int[16];

    /** Adds the local declared over tokens {@code [from, last]} with its name at {@code name}. */
    void add(int from, int name, int last) {
      if (ranges.size() == names.length) {
        names = Arrays.copyOf(names, names.length * 2);
      }
      names[ranges.size()] = name;
      ranges.add(from, last);
    }
  }

  /**
   * The ranges of {@code members} and {@code locals} to leave out, given the ranges already left
   * out after token {@code from} (the imports' end). A declaration lies outside every range left
   * out, or holds it (an annotation's arguments, an initializer made {@code null}).
   */
  static TokenRanges of(
      String text, JavaTokens tokens, int[] match, int from, TokenRanges members, Locals locals, TokenRanges dropped,
      Relevance relevance) {
    TokenRanges out = new TokenRanges();
    if (members.size() == 0 && locals.ranges.size() == 0) {
      return out;
    }
    Set<String> declared = new HashSet<>();
    for (int d = 0; d < members.size(); d++) {
      forEachName(text, tokens, match, members.from(d), members.to(d), i -> declared.add(word(text, tokens, i)));
    }
    for (int d = 0; d < locals.ranges.size(); d++) {
      declared.add(word(text, tokens, locals.names[d]));
    }
    Map<String, int[]> writes = NameSet.of(declared).writes(text, tokens, from, dropped);
    int m = 0;
    int l = 0;
    while (m < members.size() || l < locals.ranges.size()) {
      boolean member = l == locals.ranges.size() || m < members.size() && members.from(m) < locals.ranges.from(l);
      int first = member ? members.from(m) : locals.ranges.from(l);
      int last = member ? members.to(m) : locals.ranges.to(l);
      Map<String, Integer> own = new HashMap<>();
      if (member) {
        forEachName(text, tokens, match, first, last, i -> own.merge(word(text, tokens, i), 1, Integer::sum));
        m++;
      } else {
        own.put(word(text, tokens, locals.names[l]), 1);
        l++;
      }
      boolean used = false;
      for (Map.Entry<String, Integer> e : own.entrySet()) {
        int[] n = writes.get(e.getKey());
        used |= n != null && n[0] > e.getValue();
      }
      if (!used && !relevance.matters(first, last + 1)) {
        out.add(first, last);
      }
    }
    return out;
  }

  private interface NameToken {
    void at(int i);
  }

  // The declared names of the member declaration [from, to]: see the class comment.
  private static void forEachName(String text, JavaTokens tokens, int[] match, int from, int to, NameToken sink) {
    int i = from;
    while (i < to) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.OPEN_PAREN || k == JavaTokens.OPEN_BRACE) {
        i = match[i] + 1;
        continue;
      }
      if (k == JavaTokens.IDENTIFIER) {
        byte next = tokens.kind(i + 1);
        char c = text.charAt(tokens.start(i + 1));
        if (next == JavaTokens.EQUALS || next == JavaTokens.SEMICOLON || next == JavaTokens.OTHER && (c == ',' || c == '[')) {
          sink.at(i);
        }
      }
      i++;
    }
  }

  private static String word(String text, JavaTokens tokens, int i) {
    return text.substring(tokens.start(i), tokens.end(i));
  }
}
