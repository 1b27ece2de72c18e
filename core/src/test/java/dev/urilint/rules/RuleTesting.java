package dev.urilint.rules;

import dev.urilint.lint.Finding;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Renders a rule's findings on one string compactly, so tables can state them. */
final class RuleTesting {

  private RuleTesting() {}

  /** Each finding as {@code spanText} (or {@code @index} for an empty span), joined by {@code |}; "-" for none. */
  static String spans(List<Finding> findings, String input) {
    if (findings.isEmpty()) {
      return "-";
    }
    return findings.stream()
        .map(f -> f.span().length() == 0 ? "@" + f.span().start() : f.span().of(input))
        .collect(Collectors.joining("|"));
  }

  /** The input with the first finding's fix applied, or "-" when it has none. */
  static String fixed(List<Finding> findings, String input) {
    return findings.isEmpty() ? "-" : findings.get(0).fix().map(f -> f.applyTo(input)).orElse("-");
  }

  static String severities(List<Finding> findings) {
    return findings.stream().map(f -> f.severity().id()).collect(Collectors.joining(",")).toLowerCase(Locale.ROOT);
  }
}
