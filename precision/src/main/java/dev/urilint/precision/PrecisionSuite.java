package dev.urilint.precision;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The command: scans every repository of the corpus list (or those named) and compares each
 * report with the repository's expectation. Exit code 0 when every error and warning is judged TP
 * or DEB and every TP is still reported; 1 on a false, new or missing finding; 2 when the suite
 * cannot run (a missing checkout, a checkout at another commit, a bad expectation row).
 *
 * <pre>
 * java -jar precision/target/urilint-precision.jar --corpus ../corpus [okhttp tomcat ...]
 *   --corpus DIR    one checkout per repository, in a folder named as in repos.tsv
 *   --suite DIR     repos.tsv and expected/*.tsv (default: precision)
 *   --cli JAR       the urilint jar to measure (default: cli/target/urilint.jar)
 *   --reports DIR   where the JSON reports go (default: precision/target/reports)
 *   --no-scan       compare the reports already in --reports instead of scanning
 * </pre>
 */
public final class PrecisionSuite {

  private PrecisionSuite() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      Options o = Options.parse(args);
      List<CorpusRepo> repos = select(CorpusRepo.readAll(o.suite().resolve("repos.tsv")), o.only());
      CliScan scan = o.scan() ? new CliScan(o.cli()) : null;
      List<Comparison> comparisons = new ArrayList<>();
      for (CorpusRepo repo : repos) {
        Path report = o.reports().resolve(repo.name() + ".json");
        ScanReport result;
        if (scan != null) {
          err.println("urilint precision: scanning " + repo.name());
          result = scan.scan(o.corpus().resolve(repo.name()), repo.commit(), report);
        } else {
          result = ScanReport.read(report);
        }
        comparisons.add(Comparison.of(repo.name(), expectation(o.suite(), repo), result));
      }
      out.print(PrecisionTable.render(comparisons));
      long failing = comparisons.stream().filter(Comparison::fails).count();
      out.println(failing == 0
          ? "\nprecision: every error and warning is judged TP or DEB, and every TP is reported"
          : "\nprecision: " + failing + " of " + comparisons.size() + " repositories have a false, new or missing finding");
      return failing == 0 ? 0 : 1;
    } catch (SuiteException e) {
      err.println("urilint precision: " + e.getMessage());
      return 2;
    }
  }

  private static List<Expectation> expectation(Path suite, CorpusRepo repo) {
    Path file = suite.resolve("expected").resolve(repo.name() + ".tsv");
    // A repository just added to the list has no expectation yet: all its findings are new.
    return Files.exists(file) ? ExpectationFile.read(file) : List.of();
  }

  private static List<CorpusRepo> select(List<CorpusRepo> repos, List<String> only) {
    if (only.isEmpty()) {
      return repos;
    }
    Set<String> unknown = new TreeSet<>(only);
    repos.forEach(r -> unknown.remove(r.name()));
    if (!unknown.isEmpty()) {
      throw new SuiteException("not in the corpus list: " + String.join(", ", unknown));
    }
    return repos.stream().filter(r -> only.contains(r.name())).toList();
  }

  /** The command line, parsed. */
  record Options(Path corpus, Path suite, Path cli, Path reports, boolean scan, List<String> only) {

    static Options parse(String[] args) {
      Path corpus = null;
      Path suite = Path.of("precision");
      Path cli = Path.of("cli", "target", "urilint.jar");
      Path reports = null;
      boolean scan = true;
      List<String> only = new ArrayList<>();
      for (int i = 0; i < args.length; i++) {
        String a = args[i];
        switch (a) {
          case "--corpus" -> corpus = Path.of(value(args, ++i, a));
          case "--suite" -> suite = Path.of(value(args, ++i, a));
          case "--cli" -> cli = Path.of(value(args, ++i, a));
          case "--reports" -> reports = Path.of(value(args, ++i, a));
          case "--no-scan" -> scan = false;
          default -> {
            if (a.startsWith("-")) {
              throw new SuiteException("unknown option " + a
                  + "; usage: --corpus DIR [--suite DIR] [--cli JAR] [--reports DIR] [--no-scan] [NAME...]");
            }
            only.add(a);
          }
        }
      }
      if (scan && corpus == null) {
        throw new SuiteException("--corpus DIR is required: the folder with one checkout per repository of repos.tsv");
      }
      if (reports == null) {
        reports = suite.resolve("target").resolve("reports");
      }
      return new Options(corpus, suite, cli, reports, scan, List.copyOf(only));
    }

    private static String value(String[] args, int i, String option) {
      if (i >= args.length) {
        throw new SuiteException(option + " needs a value");
      }
      return args[i];
    }
  }
}
