package dev.urilint.lint;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One finding per string and rule: a label of six non-ASCII letters is one malformed string, not
 * six errors. The first finding of a rule (by position) stands for all of them, at the most severe
 * severity among them, its message counting the others ({@code "... (and 5 more in this
 * string)"}); its fix covers them all when their fixes can be joined (the same applicability, none
 * overlapping, none naming a variable), else it is the first one's, and a second run fixes the
 * next.
 *
 * <pre>{@code
 * // "/上传地址" under a locator key: four findings of malformed-uri become one
 * OneFindingPerRule.collapse(input, findings);
 * }</pre>
 */
final class OneFindingPerRule {

  private OneFindingPerRule() {}

  /** Collapses {@code findings} (sorted by span start, one per rule and span) in place. */
  static void collapse(String input, List<Finding> findings) {
    if (findings.size() < 2) {
      return;
    }
    Map<RuleId, List<Finding>> byRule = new EnumMap<>(RuleId.class);
    for (Finding f : findings) {
      byRule.computeIfAbsent(f.rule(), r -> new ArrayList<>(2)).add(f);
    }
    if (byRule.size() == findings.size()) {
      return; // the common case: one finding of each rule already
    }
    List<Finding> collapsed = new ArrayList<>(byRule.size());
    for (Finding f : findings) {
      List<Finding> group = byRule.get(f.rule());
      if (group.get(0) == f) {
        collapsed.add(group.size() == 1 ? f : joined(input, group));
      }
    }
    findings.clear();
    findings.addAll(collapsed);
  }

  private static Finding joined(String input, List<Finding> group) {
    Finding first = group.get(0);
    Severity severity = first.severity();
    for (Finding f : group) {
      if (f.severity().ordinal() < severity.ordinal()) {
        severity = f.severity();
      }
    }
    int more = group.size() - 1;
    String message = first.message() + " (and " + more + " more in this string)";
    return new Finding(first.rule(), severity, message, first.span(), joinedFix(input, group).or(first::fix));
  }

  // One edit over every fix of the group, the text between them kept: only when each has one, of
  // one applicability, none names a variable and none overlaps the next.
  private static Optional<Fix> joinedFix(String input, List<Finding> group) {
    Fix first = group.get(0).fix().orElse(null);
    if (first == null || first.variable().isPresent()) {
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
    String description = first.description() + " (each of " + group.size() + ")";
    return Optional.of(new Fix(new Span(start, at), replacement.toString(), description, first.applicability(), Optional.empty()));
  }
}
