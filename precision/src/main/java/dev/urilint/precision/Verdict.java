package dev.urilint.precision;

import java.util.Optional;

/**
 * The judgement of one finding on real code, after reading the line it points at.
 *
 * <pre>{@code
 * Verdict.parse("DEB");   // Optional[DEB]
 * }</pre>
 */
enum Verdict {
  /** A true finding: the string is used as a URI and the rule is right about it. Must stay reported. */
  TP,
  /** Defensible either way: the rule is right about the string, but the code does not (or may not) use it as one. */
  DEB,
  /** A false alarm, judged and kept so that it is counted as false rather than as new. */
  FP;

  static Optional<Verdict> parse(String s) {
    for (Verdict v : values()) {
      if (v.name().equals(s)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }
}
