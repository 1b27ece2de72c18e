package dev.urilint.candidate;

import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.List;

/**
 * The secrets of a candidate: {@link SecretSpans#inValue} of the string as written (it is one
 * URI), without the "passwords" a placeholder's own delimiters make up.
 *
 * <pre>{@code
 * String input = "http://localhost:@port@/repo";
 * CandidateSecrets.of(SecretSpans.inValue(input), List.of(new Span(17, 23)), uri);
 * // no userinfo password: the '@'s are a Maven token's delimiters
 * }</pre>
 */
final class CandidateSecrets {

  private CandidateSecrets() {}

  /**
   * The secrets {@code found} in the input by {@link SecretSpans#inValue}, given its {@code
   * placeholders} and its neutralized parse {@code uri} (null when it did not parse).
   */
  static List<SecretSpans.Secret> of(List<SecretSpans.Secret> found, List<Span> placeholders, UriReference uri) {
    if (found.isEmpty()) {
      return List.of();
    }
    return placeholders.isEmpty() ? List.copyOf(found) : withoutTemplatedDelimiters(found, uri);
  }

  // "http://localhost:@port@/repo": the '@'s of a Maven token are no userinfo delimiter. Read
  // without its placeholders the authority has no userinfo, so a "password" the raw text shows
  // inside it is not one.
  private static List<SecretSpans.Secret> withoutTemplatedDelimiters(List<SecretSpans.Secret> found, UriReference uri) {
    if (uri == null || !uri.hasAuthority() || uri.userinfoSpan().isPresent()) {
      return List.copyOf(found);
    }
    Span authority = uri.authoritySpan().orElseThrow();
    return found.stream()
        .filter(s -> s.kind() != SecretSpans.Kind.USERINFO_PASSWORD
            || s.span().start() < authority.start() || s.span().end() > authority.end())
        .toList();
  }
}
