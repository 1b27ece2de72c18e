package dev.urilint.errorprone;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.placeholders.PlaceholderSyntax;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A stand-in for a core rule in the plumbing tests: one finding per {@code !}, whose message tells
 * where it is and what context the check handed over; the fix percent-encodes it.
 */
final class Marks {

  private Marks() {}

  static List<Finding> find(RuleId rule, String value, Context context) {
    List<Finding> out = new ArrayList<>();
    for (int i = value.indexOf('!'); i >= 0; i = value.indexOf('!', i + 1)) {
      String message =
          "mark at " + i + " as " + context.usage().id() + " of " + context.key().orElse("-")
              + (context.placeholders().contains(PlaceholderSyntax.RFC6570) ? " with templates" : "")
              + (context.allowedHosts().isEmpty() ? "" : " allowing " + context.allowedHosts())
              + (context.zoneIds() ? " with zone ids" : "");
      out.add(new Finding(rule, Severity.WARNING, message, new Span(i, i + 1),
          Optional.of(Fix.safe(new Span(i, i + 1), "%21", "percent-encode '!'"))));
    }
    return out;
  }
}
