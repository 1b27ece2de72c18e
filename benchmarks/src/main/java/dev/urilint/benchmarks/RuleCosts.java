package dev.urilint.benchmarks;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.uri.UriParser;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What each rule adds to linting a valid URL, in the company of the others: the CPU time of a
 * linter with every rule against one with every rule but that one, over the valid URLs of the
 * bench data, round-robin, best round kept (see {@link CpuTimedWork}). Also the cost of a linter
 * with no rule at all (candidate, placeholder scan, parse). The tool for the "lint at most
 * 2× parse": it says where the time goes.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.RuleCosts 12
 * </pre>
 */
public final class RuleCosts {

  private RuleCosts() {}

  /** Runs {@code args[0]} rounds (default 12) and prints ns/URL per linter and each rule's share. */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    String[] valid = Arrays.stream(Datasets.all()).filter(UriParser::isValid).toArray(String[]::new);
    Context locator = Context.locator();
    SeverityPolicy none = SeverityPolicy.defaults();
    for (RuleId id : RuleId.values()) {
      none = none.off(id);
    }
    Map<String, CpuTimedWork> work = new LinkedHashMap<>();
    work.put("parse", new CpuTimedWork(valid, u -> UriParser.parse(u).hashCode()));
    Linter empty = new Linter(none);
    work.put("no rule", new CpuTimedWork(valid, u -> empty.lint(u, locator).size()));
    Linter all = Linter.withDefaults();
    work.put("all rules", new CpuTimedWork(valid, u -> all.lint(u, locator).size()));
    for (RuleId id : RuleId.values()) {
      Linter without = new Linter(SeverityPolicy.defaults().off(id));
      work.put("all but " + id.id(), new CpuTimedWork(valid, u -> without.lint(u, locator).size()));
    }
    for (int round = 0; round < rounds; round++) {
      work.values().forEach(CpuTimedWork::round);
    }
    double parse = work.get("parse").nsPerUrl();
    double allRules = work.get("all rules").nsPerUrl();
    System.out.printf("JDK %s, %d rounds, %d valid URLs, best round by thread CPU time%n", Runtime.version(), rounds, valid.length);
    System.out.printf("%-36s %8.1f ns/URL%n", "parse", parse);
    System.out.printf("%-36s %8.1f ns/URL (+%.1f over parse)%n", "no rule", work.get("no rule").nsPerUrl(), work.get("no rule").nsPerUrl() - parse);
    System.out.printf("%-36s %8.1f ns/URL, %.2f x parse (target <= 2)%n", "all rules", allRules, allRules / parse);
    for (RuleId id : RuleId.values()) {
      System.out.printf("%-36s %+8.1f ns/URL%n", "  " + id.id(), allRules - work.get("all but " + id.id()).nsPerUrl());
    }
  }
}
