package dev.urilint.precision;

import dev.urilint.lint.RuleId;
import dev.urilint.source.TestCodePolicy;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Counts which plants came back, per defect class, format, key context and main or test code, and
 * renders the tables the recall suite prints.
 *
 * <pre>{@code
 * RecallTally t = RecallTally.of(plants, reportedKeys);
 * t.missedRequired();   // the plants whose miss fails the suite
 * System.out.print(t.render());
 * }</pre>
 */
record RecallTally(List<Plant> plants, List<Plant> reported) {

  RecallTally {
    plants = List.copyOf(plants);
    reported = List.copyOf(reported);
  }

  /** The tally of {@code plants}, each reported when {@code found} holds its expected finding. */
  static RecallTally of(List<Plant> plants, Set<FindingKey> found) {
    return new RecallTally(plants, plants.stream().filter(p -> found.contains(p.expected())).toList());
  }

  /** Required plants (by {@link RecallPolicy}) that were not reported. */
  List<Plant> missedRequired() {
    return plants.stream().filter(RecallPolicy::required).filter(p -> !reported.contains(p)).toList();
  }

  /** A row's counts: all plants, reported, required, required reported. */
  record Counts(int planted, int found, int required, int requiredFound) {

    Counts add(boolean isFound, boolean isRequired) {
      return new Counts(planted + 1, found + (isFound ? 1 : 0), required + (isRequired ? 1 : 0),
          requiredFound + (isFound && isRequired ? 1 : 0));
    }
  }

  Map<String, Counts> by(Function<Plant, String> dimension) {
    Map<String, Counts> rows = new TreeMap<>();
    for (Plant p : plants) {
      String row = dimension.apply(p);
      if (row == null) {
        continue;
      }
      rows.merge(row, new Counts(0, 0, 0, 0).add(reported.contains(p), RecallPolicy.required(p)),
          (a, b) -> new Counts(a.planted() + b.planted(), a.found() + b.found(), a.required() + b.required(),
              a.requiredFound() + b.requiredFound()));
    }
    return rows;
  }

  /** The tables: overall, per class, format, key context and code, then each missed required plant. */
  String render() {
    StringBuilder b = new StringBuilder();
    table(b, "where", Map.of(
        "main code", sum(p -> !p.site().test()),
        "main code, locator key", sum(p -> !p.site().test() && p.site().context() == KeyContext.LOCATOR_KEY),
        "main code, config", sum(p -> !p.site().test() && p.site().format() != SourceFormat.JAVA),
        "test code", sum(p -> p.site().test()),
        "all", sum(p -> true)));
    table(b, "defect class (rule), main code", byMain(p -> p.defect().id() + " (" + p.defect().rule() + ")"));
    table(b, "format, main code", byMain(p -> p.site().format().id()));
    table(b, "key context, main code", byMain(p -> p.site().context().label()));
    table(b, "code", by(p -> p.site().code()));
    table(b, "defect class, test code", by(p -> p.site().test() ? p.defect().id() : null));
    long fixtures = plants.stream().filter(RecallPolicy::isTestFixture).count();
    long notChecked = plants.stream()
        .filter(p -> p.site().test() && !TestCodePolicy.TEST_CODE_RULES.contains(RuleId.byId(p.defect().rule()).orElseThrow()))
        .count();
    b.append("\ntest code gets the rules that protect a secret by default (")
        .append(TestCodePolicy.TEST_CODE_RULES.stream().map(RuleId::id).sorted().collect(Collectors.joining(", ")))
        .append("; docs/test-code.md):\n  ")
        .append(notChecked).append(" test-code plants of the other rules (grammar, double-encoding, misleading-authority, mixed-script-host) are measured, not required: "
            + "default settings do not check them (--test-sources-all-rules does)\n  ")
        .append(fixtures).append(" test-code security plants are the test's own fixtures (a secret for a local host) "
            + "and not required: default settings rightly leave them alone\n");
    List<Plant> missed = missedRequired();
    b.append("\nmissed plants the policy says are reported: ").append(missed.size()).append('\n');
    for (Plant p : missed) {
      b.append("  ").append(p.site().path()).append(':').append(p.site().line()).append(' ').append(p.defect().id())
          .append(" [").append(p.defect().rule()).append("] ").append(p.site().format().id()).append(", ")
          .append(p.site().context().label()).append(p.site().key().isEmpty() ? "" : " " + p.site().key())
          .append(", was ").append(p.site().url()).append('\n');
    }
    return b.toString();
  }

  /**
   * Every plant in main code that was not reported, required or not (the suite's {@code --misses}):
   * where it is, its class, format and key, and the value planted there; a security class's value
   * holds a planted secret, so its URL before planting is shown instead.
   */
  String renderMisses() {
    StringBuilder b = new StringBuilder();
    List<Plant> missed = plants.stream().filter(p -> !p.site().test() && !reported.contains(p)).toList();
    b.append("\nmissed plants in main code, required or not: ").append(missed.size()).append('\n');
    for (Plant p : missed) {
      b.append("  ").append(p.site().format().id()).append(' ').append(p.defect().id()).append(' ')
          .append(p.site().path()).append(':').append(p.site().line()).append(", ")
          .append(p.site().context().label()).append(p.site().key().isEmpty() ? "" : " " + p.site().key())
          .append(", ").append(p.defect().security() ? "was " + p.site().url() : "planted " + p.planted())
          .append('\n');
    }
    return b.toString();
  }

  private Map<String, Counts> byMain(Function<Plant, String> dimension) {
    return by(p -> p.site().test() ? null : dimension.apply(p));
  }

  private Counts sum(java.util.function.Predicate<Plant> which) {
    Counts c = new Counts(0, 0, 0, 0);
    for (Plant p : plants) {
      if (which.test(p)) {
        c = c.add(reported.contains(p), RecallPolicy.required(p));
      }
    }
    return c;
  }

  private static void table(StringBuilder b, String title, Map<String, Counts> rows) {
    b.append('\n').append(String.format(Locale.ROOT, "%-48s %8s %9s %7s %9s %8s%n", title, "planted", "reported",
        "recall", "required", "reported"));
    for (String k : new TreeMap<>(rows).keySet()) {
      Counts c = rows.get(k);
      b.append(String.format(Locale.ROOT, "%-48s %8d %9d %7s %9d %8s%n", k, c.planted(), c.found(),
          percent(c.found(), c.planted()), c.required(), percent(c.requiredFound(), c.required())));
    }
  }

  static String percent(int part, int whole) {
    return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
  }
}
