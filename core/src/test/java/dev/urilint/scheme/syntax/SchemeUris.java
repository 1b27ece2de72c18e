package dev.urilint.scheme.syntax;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;

/** Test fixture: the {@link SchemeUri} the scheme-syntax rule would hand a checker. */
final class SchemeUris {

  private SchemeUris() {}

  static SchemeUri of(String input) {
    Candidate candidate = Candidate.of(input, Context.locator());
    return new SchemeUri(input, candidate.reference().orElseThrow(), candidate.placeholders());
  }
}
