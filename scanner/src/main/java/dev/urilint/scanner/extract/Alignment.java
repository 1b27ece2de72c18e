package dev.urilint.scanner.extract;

/**
 * Last-resort mapping of a decoded value onto its raw source range, used only when a
 * format-specific decoder disagrees with the library's own decoding (an edge of the format the
 * decoder does not model). Each value char is matched greedily to the next equal raw char; a char
 * with no equal raw char (from an escape) sits where the previous match ended. Offsets never go
 * backwards and never leave {@code [from, to]}, so positions stay near the truth.
 */
public final class Alignment {

  private Alignment() {}

  public static ValueBuilder align(String value, CharSequence text, int from, int to) {
    ValueBuilder out = new ValueBuilder();
    int raw = from;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      int found = -1;
      for (int j = raw; j < to; j++) {
        if (text.charAt(j) == c) {
          found = j;
          break;
        }
      }
      if (found >= 0) {
        out.append(c, found);
        raw = found + 1;
      } else {
        out.append(c, Math.min(raw, to));
      }
    }
    return out;
  }
}
