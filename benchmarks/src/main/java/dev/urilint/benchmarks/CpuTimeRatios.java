package dev.urilint.benchmarks;

import dev.urilint.rules.Context;
import dev.urilint.rules.Linter;
import dev.urilint.uri.UriParser;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.jena.rfc3986.RFC3986;

/**
 * A cross-check of {@link UriEngineBenchmark} and {@link LintBenchmark} for a shared, overloaded
 * machine: the same contenders over the same lists, timed by the thread's CPU clock instead of the
 * wall clock, round-robin (so every contender sees the same load), best round kept. JMH's wall-clock
 * scores swing by ±100% when dozens of processes share two cores; CPU time does not count the
 * time the thread waited for a core.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.CpuTimeRatios 30
 * </pre>
 */
public final class CpuTimeRatios {

  private CpuTimeRatios() {}

  /** Runs {@code args[0]} rounds (default 30) and prints ns/URL and the ratios of the targets. */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    String[] all = Datasets.all();
    String[] valid = Arrays.stream(all).filter(UriParser::isValid).toArray(String[]::new);
    Linter linter = Linter.withDefaults();
    Context locator = Context.locator();

    Map<String, CpuTimedWork> contenders = new LinkedHashMap<>();
    contenders.put("tableScan", new CpuTimedWork(all, u -> TableScan.allowed(u) ? 1 : 0));
    contenders.put("urilintValidate", new CpuTimedWork(all, u -> UriParser.isValid(u) ? 1 : 0));
    contenders.put("urilintParse", new CpuTimedWork(all, u -> UriParser.parse(u).hashCode()));
    contenders.put("javaNetUri", new CpuTimedWork(all, CpuTimeRatios::javaNetUri));
    contenders.put("jenaCheckSyntax", new CpuTimedWork(all, CpuTimeRatios::jena));
    contenders.put("parseValid", new CpuTimedWork(valid, u -> UriParser.parse(u).hashCode()));
    contenders.put("lintValid", new CpuTimedWork(valid, u -> linter.lint(u, locator).size()));

    for (int round = 0; round < rounds; round++) {
      for (CpuTimedWork c : contenders.values()) {
        c.round();
      }
    }
    System.out.printf("JDK %s, %d rounds, best round by thread CPU time%n", Runtime.version(), rounds);
    contenders.forEach((name, c) -> System.out.printf("%-16s %8.1f ns/URL%n", name, c.nsPerUrl()));
    double table = contenders.get("tableScan").nsPerUrl();
    double validate = contenders.get("urilintValidate").nsPerUrl();
    double parse = contenders.get("urilintParse").nsPerUrl();
    System.out.printf("validate / tableScan      %.2f (target <= 1.5)%n", validate / table);
    System.out.printf("parse / tableScan         %.2f (target <= 2.5)%n", parse / table);
    System.out.printf("jena / parse              %.2f (target > 2)%n", contenders.get("jenaCheckSyntax").nsPerUrl() / parse);
    System.out.printf("java.net.URI / parse      %.2f (target >= 5)%n", contenders.get("javaNetUri").nsPerUrl() / parse);
    System.out.printf(
        "lint / parse (valid)      %.2f (target <= 2)%n",
        contenders.get("lintValid").nsPerUrl() / contenders.get("parseValid").nsPerUrl());
  }

  private static int javaNetUri(String u) {
    try {
      return new URI(u).hashCode();
    } catch (URISyntaxException e) {
      return 0;
    }
  }

  private static int jena(String u) {
    try {
      RFC3986.checkSyntax(u);
      return 1;
    } catch (RuntimeException e) {
      return 0;
    }
  }
}
