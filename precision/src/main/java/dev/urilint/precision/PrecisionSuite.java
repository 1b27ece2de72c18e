package dev.urilint.precision;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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
 *   --half HALF     only the tuning or the held-out half of the corpus (CorpusHalf)
 *   --summary       the figures only, no finding listed (how the held-out half is read)
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
      List<CorpusRepo> repos = select(CorpusRepo.readAll(o.suite().resolve("repos.tsv")), o.only()).stream()
          .filter(r -> o.half().isEmpty() || CorpusHalf.of(r.repository()) == o.half().get())
          .toList();
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
      out.print(o.summary() ? PrecisionTable.summary(comparisons) : PrecisionTable.render(comparisons));
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
  record Options(Path corpus, Path suite, Path cli, Path reports, boolean scan, List<String> only,
      Optional<CorpusHalf> half, boolean summary) {

    static Options parse(String[] args) {
      Arguments a = CorpusArguments.parse(new Arguments(), args);
      Optional<CorpusHalf> half = Optional.empty();
      if (a.half != null) {
        half = Optional.of(CorpusHalf.byId(a.half)
            .orElseThrow(() -> new SuiteException("--half takes tuning or held-out, not '" + a.half + "'")));
      }
      return new Options(a.noScan ? a.corpus.corpus : a.corpus.requiredCorpus(), a.corpus.suite, a.jar.cli,
          a.corpus.underTarget(a.reports, "reports"), !a.noScan, List.copyOf(a.corpus.only), half, a.summary);
    }
  }

  @Command(name = "precision")
  private static final class Arguments {
    @Mixin CorpusArguments corpus;

    @Mixin MeasuredJar jar;

    @Option(names = "--reports", paramLabel = "DIR", description = "where the JSON reports go")
    Path reports;

    @Option(names = "--no-scan", description = "compare the reports already in --reports instead of scanning")
    boolean noScan;

    @Option(names = "--half", paramLabel = "HALF", description = "only the tuning or the held-out half (CorpusHalf)")
    String half;

    @Option(names = "--summary", description = "the figures only, no finding listed: how the held-out half is read")
    boolean summary;
  }
}
