package dev.urilint.uri;

import static dev.urilint.uri.Chars3986.PCHAR;
import static dev.urilint.uri.Chars3986.SEGMENT_NZ_NC;

/**
 * The five path forms of RFC 3986 §3.3 and their segments. Each production returns the index
 * where the path stops; the caller decides whether the character there ({@code "?"}, {@code "#"},
 * the end) may follow.
 */
final class Paths {

  private Paths() {}

  /**
   * <pre>
   * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
   * </pre>
   *
   * Together the five forms admit any sequence of {@code pchar} and {@code "/"}.
   */
  static long path(String s, int i, int end) {
    if (i < end && s.charAt(i) == '/') {
      return pathAbempty(s, i, end);
    }
    long r = segment(s, i, end);
    return Match.failed(r) ? r : pathAbempty(s, (int) r, end);
  }

  /** {@code path-abempty = *( "/" segment )}. */
  static long pathAbempty(String s, int i, int end) {
    int p = i;
    while (p < end && s.charAt(p) == '/') {
      long r = segment(s, p + 1, end);
      if (Match.failed(r)) {
        return r;
      }
      p = (int) r;
    }
    return p;
  }

  /** {@code path-absolute = "/" [ segment-nz *( "/" segment ) ]}: no {@code "//"} at the start. */
  static long pathAbsolute(String s, int i, int end) {
    if (i >= end || s.charAt(i) != '/') {
      return Match.fail(i, GrammarRule.PATH_ABSOLUTE);
    }
    if (i + 1 < end && s.charAt(i + 1) == '/') {
      return Match.fail(i + 1, GrammarRule.PATH_ABSOLUTE);
    }
    return pathAbempty(s, i, end);
  }

  /** {@code path-noscheme = segment-nz-nc *( "/" segment )}. */
  static long pathNoscheme(String s, int i, int end) {
    long r = segmentNzNc(s, i, end);
    if (Match.failed(r)) {
      return r;
    }
    int p = (int) r;
    if (p < end && s.charAt(p) == ':') {
      return Match.fail(p, GrammarRule.SEGMENT_NZ_NC);
    }
    return pathAbempty(s, p, end);
  }

  /** {@code path-rootless = segment-nz *( "/" segment )}. */
  static long pathRootless(String s, int i, int end) {
    long r = segmentNz(s, i, end);
    return Match.failed(r) ? r : pathAbempty(s, (int) r, end);
  }

  /** {@code path-empty = 0<pchar>}: matches the empty string. */
  static long pathEmpty(String s, int i, int end) {
    return i;
  }

  /** {@code segment = *pchar}. */
  static long segment(String s, int i, int end) {
    return PercentEncoded.skip(s, i, end, PCHAR);
  }

  /** {@code segment-nz = 1*pchar}. */
  static long segmentNz(String s, int i, int end) {
    long r = segment(s, i, end);
    return r == i ? Match.fail(i, GrammarRule.SEGMENT_NZ) : r;
  }

  /**
   * {@code segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )}: a segment without
   * a colon, so that a relative path's first segment cannot be mistaken for a scheme.
   */
  static long segmentNzNc(String s, int i, int end) {
    long r = PercentEncoded.skip(s, i, end, SEGMENT_NZ_NC);
    if (r == i) {
      return Match.fail(i, GrammarRule.SEGMENT_NZ_NC);
    }
    return r;
  }

  /** {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"}: exactly one. */
  static long pchar(String s, int i, int end) {
    if (i < end && s.charAt(i) == '%') {
      return PercentEncoded.pctEncoded(s, i, end);
    }
    return i < end && PCHAR.contains(s.charAt(i)) ? i + 1 : Match.fail(i, GrammarRule.PCHAR);
  }
}
