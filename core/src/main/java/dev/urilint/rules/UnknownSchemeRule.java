package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.scheme.Dialect;
import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.scheme.TypoDistance;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A scheme that is not registered or commonly used but is one typo away from a well-known one:
 * {@code htps://}, {@code htp://}, {@code hhttp://}, {@code htttps://}, {@code fle:///},
 * {@code ftpp://}, {@code jbdc:postgresql:}.
 *
 * <p>RFC 3986 §3.1: "Each URI begins with a scheme name that refers to a specification for
 * assigning identifiers within that scheme." A misspelt scheme refers to no specification: the
 * string is still a valid URI, so nothing fails until a client finds no handler for it at run
 * time.
 *
 * <p>A typo is one letter inserted, dropped, replaced, or two neighbours swapped
 * (Damerau–Levenshtein distance 1). To stay quiet on words that happen to precede a colon ({@code
 * fine:}, {@code mile:3}), the rest must have the shape of the scheme it resembles: a hierarchical
 * scheme needs a {@code /} after the colon, {@code jdbc} a subprotocol and a colon, {@code mailto}
 * an {@code @}. Schemes the scheme registry knows ({@code dev.urilint.scheme.SchemeRegistry}) are never reported, nor schemes shorter than three
 * letters. The fix replaces the scheme when one suggestion is clearly best: a dropped or doubled
 * letter beats a swap, which beats any other typo ({@code htp} is {@code http}, not {@code ftp}).
 */
public final class UnknownSchemeRule implements Rule {

  // What must follow the colon of a typo of target: "/" must start the rest of a hierarchical
  // scheme, ":" ("jdbc:postgresql:") and "@" (an address) must occur in it, and anything will do
  // for the others ("classpath:app.yml").
  private static boolean fits(Scheme target, String rest) {
    if (target.hierarchical()) {
      return rest.startsWith("/");
    }
    if (target.dialect() == Dialect.JDBC) {
      return rest.indexOf(':') >= 0;
    }
    if (target.name().equals("mailto")) {
      return rest.indexOf('@') >= 0;
    }
    return !rest.isEmpty();
  }

  private record Suggestion(String scheme, int rank) {}

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.UNCOMMON_SCHEME);
  }

  @Override
  public RuleId id() {
    return RuleId.UNKNOWN_SCHEME;
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (candidate.reference().isPresent() && isKnown(candidate.scheme())) {
      return List.of(); // most strings: a parsed URI with a known scheme (or none)
    }
    Optional<Span> schemeSpan = schemeSpan(candidate);
    if (schemeSpan.isEmpty() || schemeSpan.get().length() < 3 || candidate.isTemplated(schemeSpan.get())) {
      return List.of();
    }
    if (isHttp(candidate.input(), schemeSpan.get())) {
      return List.of(); // most strings: decided without copying the scheme
    }
    String scheme =
        candidate.reference().isPresent()
            ? candidate.scheme()
            : candidate.text(schemeSpan.get()).toLowerCase(Locale.ROOT);
    if (SchemeRegistry.isKnown(scheme)) {
      return List.of();
    }
    String rest = candidate.input().substring(schemeSpan.get().end() + 1);
    List<Suggestion> suggestions = suggestions(scheme, rest);
    if (suggestions.isEmpty()) {
      return List.of();
    }
    int best = suggestions.get(0).rank();
    boolean unique = suggestions.size() == 1 || suggestions.get(1).rank() > best;
    String meant = suggestions.get(0).scheme();
    String message =
        String.format(
            "scheme '%s' in '%s' is not a known scheme but one typo away from %s: did you mean"
                + " '%s'? (RFC 3986 §3.1)",
            candidate.text(schemeSpan.get()), candidate.shown(), names(suggestions), meant);
    Optional<Fix> fix =
        unique
            ? Optional.of(Fix.unsafe(schemeSpan.get(), meant, "write the scheme as '" + meant + "'"))
            : Optional.empty();
    return List.of(new Finding(id(), id().defaultSeverity(), message, schemeSpan.get(), fix));
  }

  private static boolean isKnown(String scheme) {
    return scheme.length() < 3 || SchemeRegistry.isKnown(scheme);
  }

  private static boolean isHttp(String input, Span scheme) {
    return (scheme.length() == 4 || scheme.length() == 5 && (input.charAt(4) | 0x20) == 's')
        && input.regionMatches(true, 0, "http", 0, 4);
  }

  // The parsed scheme; for a string that is not a URI, a scheme followed by "//" still counts.
  private static Optional<Span> schemeSpan(Candidate candidate) {
    if (candidate.reference().isPresent()) {
      return candidate.reference().get().schemeSpan();
    }
    String s = candidate.input();
    int i = 0;
    while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) && s.charAt(i) < 128
        || i > 0 && "+-.".indexOf(s.charAt(i)) >= 0)) {
      i++;
    }
    return i > 0 && Character.isLetter(s.charAt(0)) && s.startsWith("://", i)
        ? Optional.of(new Span(0, i))
        : Optional.empty();
  }

  // Targets one typo away whose shape fits, best first (stable: the registry's order breaks ties).
  private static List<Suggestion> suggestions(String scheme, String rest) {
    List<Suggestion> out = new ArrayList<>();
    for (Scheme target : SchemeRegistry.typoTargets()) {
      if (fits(target, rest) && TypoDistance.isOneTypo(scheme, target.name())) {
        out.add(new Suggestion(target.name(), rank(scheme, target.name())));
      }
    }
    out.sort((a, b) -> Integer.compare(a.rank(), b.rank()));
    return out;
  }

  // 0: a letter dropped or doubled next to its twin; 1: two neighbours swapped; 2: anything else.
  private static int rank(String typo, String meant) {
    if (typo.length() != meant.length()) {
      String longer = typo.length() > meant.length() ? typo : meant;
      String shorter = longer == typo ? meant : typo;
      int i = 0;
      while (i < shorter.length() && shorter.charAt(i) == longer.charAt(i)) {
        i++;
      }
      char extra = longer.charAt(i);
      boolean twin = i > 0 && longer.charAt(i - 1) == extra || i + 1 < longer.length() && longer.charAt(i + 1) == extra;
      return twin ? 0 : 2;
    }
    int diff = 0;
    for (int i = 0; i < typo.length(); i++) {
      diff += typo.charAt(i) != meant.charAt(i) ? 1 : 0;
    }
    return diff == 2 ? 1 : 2;
  }

  private static String names(List<Suggestion> suggestions) {
    List<String> names = new ArrayList<>();
    for (Suggestion s : suggestions) {
      names.add("'" + s.scheme() + "'");
    }
    return String.join(" and ", names);
  }
}
