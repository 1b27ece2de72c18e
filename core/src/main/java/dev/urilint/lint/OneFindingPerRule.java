package dev.urilint.lint;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One finding per string and rule, in every front end: a label of six non-ASCII letters is one
 * malformed string, not six errors, and a build log does not grow with the characters of a value.
 * The first of a rule's most severe findings stands for all of them, its message counting the
 * others, those past the bound included ({@code "... (and 5 more in this string)"}). Its fix
 * covers them all when their fixes join (each offered, of one applicability, none naming a
 * variable, none overlapping the next); otherwise it keeps its own, and a second run fixes the
 * next.
 *
 * <pre>{@code
 * // "https://h/a b|c": two malformed-uri findings, one reported
 * linter.lint("https://h/a b|c", Context.locator()).get(0).message();
 * // "illegal character ' ' at index 11 in path; ... (and 1 more in this string)"
 * }</pre>
 */
final class OneFindingPerRule {

  private OneFindingPerRule() {}

  /** Collapses {@code findings} (sorted by span start) to one per rule, in place. */
  static void collapse(String input, BoundedFindings findings) {
    Map<RuleId, List<Finding>> byRule = new EnumMap<>(RuleId.class);
    for (Finding f : findings) {
      byRule.computeIfAbsent(f.rule(), r -> new ArrayList<>(2)).add(f);
    }
    Map<RuleId, Integer> past = new EnumMap<>(RuleId.class);
    boolean collapses = false;
    for (RuleId rule : byRule.keySet()) {
      int omitted = findings.omitted(rule);
      past.put(rule, omitted);
      collapses |= omitted > 0 || byRule.get(rule).size() > 1;
    }
    if (!collapses) {
      return; // the common case: one finding of each rule already
    }
    List<Finding> collapsed = new ArrayList<>(byRule.size());
    for (Finding f : findings) {
      List<Finding> group = byRule.get(f.rule());
      Finding stands = standsFor(group);
      if (stands == f) {
        int more = group.size() - 1 + past.get(f.rule());
        collapsed.add(more == 0 ? f : joined(input, stands, group, more));
      }
    }
    for (RuleId rule : byRule.keySet()) {
      findings.takeOmitted(rule);
    }
    findings.clear();
    findings.addAll(collapsed);
  }

  // The first of the group's most severe findings.
  private static Finding standsFor(List<Finding> group) {
    Finding best = group.get(0);
    for (Finding f : group) {
      if (f.severity().ordinal() < best.severity().ordinal()) {
        best = f;
      }
    }
    return best;
  }

  private static Finding joined(String input, Finding stands, List<Finding> group, int more) {
    String message = stands.message() + " (and " + more + " more in this string)";
    Optional<Fix> fix = more == group.size() - 1 ? joinedFix(input, group) : Optional.empty();
    return new Finding(stands.rule(), stands.severity(), message, stands.span(), fix.or(stands::fix));
  }

  // One edit over every fix of the group, the text between them kept.
  private static Optional<Fix> joinedFix(String input, List<Finding> group) {
    Fix first = group.get(0).fix().orElse(null);
    if (first == null) {
      return Optional.empty();
    }
    StringBuilder replacement = new StringBuilder();
    int start = first.span().start();
    int at = start;
    for (Finding f : group) {
      Fix fix = f.fix().orElse(null);
      if (fix == null || fix.applicability() != first.applicability() || fix.variable().isPresent()
          || fix.span().start() < at || fix.span().end() > input.length()) {
        return Optional.empty();
      }
      replacement.append(input, at, fix.span().start()).append(fix.replacement());
      at = fix.span().end();
    }
    String description = first.description() + " (and the same for the other " + (group.size() - 1) + ")";
    return Optional.of(new Fix(new Span(start, at), replacement.toString(), description, first.applicability(), Optional.empty()));
  }
}
