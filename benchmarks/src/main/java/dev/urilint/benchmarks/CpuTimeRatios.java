package dev.urilint.benchmarks;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.uri.UriParser;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.RFC3986;

/**
 * A cross-check of {@link UriEngineBenchmark} and {@link LintBenchmark} for a shared, overloaded
 * machine: the same contenders over the same lists, timed by the thread's CPU clock instead of the
 * wall clock, round-robin (so every contender sees the same load), best round kept. JMH's wall-clock
 * scores swing by ±100% when dozens of processes share two cores; CPU time does not count the
 * time the thread waited for a core.
 *
 * <p>Prints, per data set, each contender's ns/URL and its ratio to the table scan of the same
 * data set, then the targets: {@code isValid} ≤ 1.5× and {@code parse} ≤ 2.5× the table scan,
 * {@code parse} faster than Jena's {@code checkSyntax}, and linting a valid URL ≤ 2× parsing it,
 * on each list's valid URLs (one linter for all lists, so the JIT sees a mixed workload) and over
 * all of them.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.CpuTimeRatios 30
 * </pre>
 */
public final class CpuTimeRatios {

  private static final List<String> CONTENDERS =
      List.of("tableScan", "urilintValidate", "urilintParse", "jenaCheckSyntax", "jenaCreate", "javaNetUri");

  private CpuTimeRatios() {}

  /** Runs {@code args[0]} rounds (default 30) and prints ns/URL and the ratios of the targets. */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    Map<String, CpuTimedWork> work = new LinkedHashMap<>();
    for (String dataset : Datasets.NAMES) {
      String[] urls = Datasets.load(dataset);
      for (String contender : CONTENDERS) {
        work.put(dataset + "/" + contender, new CpuTimedWork(urls, contender(contender)));
      }
    }
    Linter linter = Linter.withDefaults();
    Context locator = Context.locator();
    for (String dataset : Datasets.NAMES) {
      String[] valid = Arrays.stream(Datasets.load(dataset)).filter(UriParser::isValid).toArray(String[]::new);
      work.put(dataset + "/parseValid", new CpuTimedWork(valid, u -> UriParser.parse(u).hashCode()));
      work.put(dataset + "/lintValid", new CpuTimedWork(valid, u -> linter.lint(u, locator).size()));
    }
    String[] valid = Arrays.stream(Datasets.all()).filter(UriParser::isValid).toArray(String[]::new);
    work.put("parseValid", new CpuTimedWork(valid, u -> UriParser.parse(u).hashCode()));
    work.put("lintValid", new CpuTimedWork(valid, u -> linter.lint(u, locator).size()));

    for (int round = 0; round < rounds; round++) {
      for (CpuTimedWork c : work.values()) {
        c.round();
      }
    }
    System.out.printf("JDK %s, %d rounds, best round by thread CPU time, ns/URL (x table scan)%n",
        Runtime.version(), rounds);
    System.out.printf("%-16s", "");
    Datasets.NAMES.forEach(d -> System.out.printf(" %20s", d));
    System.out.println();
    for (String contender : CONTENDERS) {
      System.out.printf("%-16s", contender);
      for (String d : Datasets.NAMES) {
        double ns = work.get(d + "/" + contender).nsPerUrl();
        double table = work.get(d + "/tableScan").nsPerUrl();
        System.out.printf(" %10.1f (%5.2fx)", ns, ns / table);
      }
      System.out.println();
    }
    for (String d : Datasets.NAMES) {
      double table = work.get(d + "/tableScan").nsPerUrl();
      double validate = work.get(d + "/urilintValidate").nsPerUrl();
      double parse = work.get(d + "/urilintParse").nsPerUrl();
      double jena = work.get(d + "/jenaCheckSyntax").nsPerUrl();
      System.out.printf("%-13s validate/table %.2f (<= 1.5)  parse/table %.2f (<= 2.5)  jena/parse %.2f (> 1)%n",
          d, validate / table, parse / table, jena / parse);
    }
    for (String d : Datasets.NAMES) {
      double parseValid = work.get(d + "/parseValid").nsPerUrl();
      double lintValid = work.get(d + "/lintValid").nsPerUrl();
      System.out.printf("%-13s parseValid %.1f  lintValid %.1f  lint/parse %.2f (<= 2)%n",
          d, parseValid, lintValid, lintValid / parseValid);
    }
    double parseValid = work.get("parseValid").nsPerUrl();
    double lintValid = work.get("lintValid").nsPerUrl();
    System.out.printf("all lists     parseValid %.1f  lintValid %.1f  lint/parse %.2f (<= 2)%n",
        parseValid, lintValid, lintValid / parseValid);
  }

  private static ToIntFunction<String> contender(String name) {
    return switch (name) {
      case "tableScan" -> u -> TableScan.allowed(u) ? 1 : 0;
      case "urilintValidate" -> u -> UriParser.isValid(u) ? 1 : 0;
      case "urilintParse" -> u -> UriParser.parse(u).hashCode();
      case "jenaCheckSyntax" -> CpuTimeRatios::jenaCheckSyntax;
      case "jenaCreate" -> CpuTimeRatios::jenaCreate;
      case "javaNetUri" -> CpuTimeRatios::javaNetUri;
      default -> throw new IllegalArgumentException(name);
    };
  }

  private static int javaNetUri(String u) {
    try {
      return new URI(u).hashCode();
    } catch (URISyntaxException e) {
      return 0;
    }
  }

  private static int jenaCheckSyntax(String u) {
    try {
      RFC3986.checkSyntax(u);
      return 1;
    } catch (RuntimeException e) {
      return 0;
    }
  }

  private static int jenaCreate(String u) {
    try {
      return IRI3986.create(u).hashCode();
    } catch (RuntimeException e) {
      return 0;
    }
  }
}
