package dev.urilint.candidate;

import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * What a message may show of a string: its secrets masked ({@link #masked()}), shortened to at
 * most {@value #SHOWN_LIMIT} characters for {@link #shown()} ("head…tail", so that many findings
 * on one huge string stay linear in size), and where the masked regions are, so that a finding
 * that touches one quotes nothing of it. Immutable; built once per string that has a secret.
 *
 * <pre>{@code
 * MaskedRendering.quote("https://app:hunter2@db.example.net/");   // "https://app:****@db.example.net/"
 * MaskedRendering.shorten("x".repeat(1000)).length();                    // 200
 * }</pre>
 */
public final class MaskedRendering {

  /** Longest string {@link #shown()} returns. */
  public static final int SHOWN_LIMIT = 200;

  private final String masked;
  private final List<Span> maskedSpans;
  private final BitSet secretChars; // never handed out: secretChars() gives a read-only view
  private final int[] shifts; // shifts[k]: how much shorter the masked string is before region k
  private final boolean holdsQuote;

  private MaskedRendering(String masked, List<Span> maskedSpans, BitSet secretChars, boolean holdsQuote) {
    this.masked = masked;
    this.holdsQuote = holdsQuote;
    this.maskedSpans = maskedSpans;
    this.secretChars = secretChars;
    this.shifts = new int[maskedSpans.size() + 1];
    for (int i = 0; i < maskedSpans.size(); i++) {
      shifts[i + 1] = shifts[i] + maskedSpans.get(i).length() - Masking.MASK.length();
    }
  }

  /**
   * What a message shows of any other text (a fix's result, a repaired string): its secrets
   * masked, shortened. Builds no regions or character set: only a candidate's own rendering needs
   * them.
   */
  public static String quote(String text) {
    return shorten(Masking.mask(text));
  }

  /** The rendering of {@code text} whose secrets are already known. */
  static MaskedRendering of(String text, List<SecretSpans.Secret> secrets) {
    List<Span> spans = List.copyOf(Masking.merged(secrets));
    BitSet chars = new BitSet();
    for (Span s : spans) {
      for (int i = s.start(); i < s.end(); i++) {
        chars.set(text.charAt(i));
        // A rule names a character by its decoded form too ("decode %7E to '~'"): the '~' of a
        // password written as %7E is a character of the password.
        if (text.charAt(i) == '%' && i + 2 < s.end()) {
          int hi = Character.digit(text.charAt(i + 1), 16);
          int lo = Character.digit(text.charAt(i + 2), 16);
          if (hi >= 0 && lo >= 0) {
            chars.set(hi * 16 + lo);
          }
        }
      }
    }
    return new MaskedRendering(Masking.mask(text, secrets), spans, chars, text.indexOf('\'') >= 0);
  }

  /**
   * Whether the string holds a single quote: then a message's quotes cannot be told from the
   * string's own, and what a message quotes of it cannot be read apart from its wording.
   */
  public boolean holdsQuote() {
    return holdsQuote;
  }

  /** The whole string, secrets masked. */
  public String masked() {
    return masked;
  }

  /** {@link #masked()}, shortened to at most {@link #SHOWN_LIMIT} characters. */
  public String shown() {
    return shorten(masked);
  }

  /** The regions masking hides (secrets that are not placeholders), in order, merged. */
  public List<Span> maskedSpans() {
    return maskedSpans;
  }

  /** The characters masking hides, as a set: what a message must not name. */
  public IntPredicate secretChars() {
    return secretChars::get;
  }

  /**
   * Whether {@code span} overlaps a region masking hides (an empty span: lies inside one). A
   * binary search: a megabyte string has thousands of findings and secrets.
   */
  public boolean touchesSecret(Span span) {
    // The last region starting before the span's end (at or before an empty span).
    int last = lastStartingAtOrBefore(span.length() == 0 ? span.start() : span.end() - 1);
    return last >= 0 && maskedSpans.get(last).end() > span.start();
  }

  // The index of the last region starting at or before `index`, or -1: a binary search.
  private int lastStartingAtOrBefore(int index) {
    int lo = 0;
    int hi = maskedSpans.size() - 1;
    int last = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (maskedSpans.get(mid).start() <= index) {
        last = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return last;
  }

  /**
   * Where {@code index} of the string falls in {@link #masked()}: an index inside a masked region
   * is the start of its mask. A message names positions of the masked string it quotes, since one
   * counted in the string tells the length of every password before it. A binary search.
   */
  public int shownIndex(int index) {
    int last = lastStartingAtOrBefore(index);
    if (last < 0) {
      return index;
    }
    Span region = maskedSpans.get(last);
    // Every region before `last` shrank to the mask: the shift is counted from their lengths.
    int shift = shifts[last];
    return index < region.end()
        ? region.start() - shift
        : index - shift - (region.length() - Masking.MASK.length());
  }

  /** {@code text} cut to at most {@link #SHOWN_LIMIT} characters, its start and end kept. */
  public static String shorten(String text) {
    if (text.length() <= SHOWN_LIMIT) {
      return text;
    }
    return text.substring(0, SHOWN_LIMIT - 61) + "…" + text.substring(text.length() - 60);
  }
}
