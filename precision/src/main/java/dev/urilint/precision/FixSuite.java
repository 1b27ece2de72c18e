package dev.urilint.precision;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The fix measurement: copies every repository of the corpus (its {@code .git} left out), fixes
 * the copy with the fix engine of {@code urilint check --fix}, the safe fixes and then every fix,
 * checks each run from the outside ({@link CorpusFix}, {@link FixAudit}) and prints the counts per
 * repository and per rule ({@link FixTally}). Exit code 0 when every check holds, 1 when one fails,
 * 2 when the suite cannot run. The corpus is only read.
 *
 * <pre>
 * java -cp precision/target/urilint-precision.jar dev.urilint.precision.FixSuite --corpus ../corpus
 *   --corpus DIR    one checkout per repository, in a folder named as in repos.tsv
 *   --suite DIR     repos.tsv (default: precision)
 *   --work DIR      where the copies go (default: precision/target/fix); each is removed after
 *                   its run unless --keep
 * </pre>
 */
public final class FixSuite {

  private FixSuite() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      Options o = Options.parse(args);
      FixTally tally = new FixTally();
      for (CorpusRepo repo : CorpusRepo.readAll(o.suite().resolve("repos.tsv"))) {
        if (!o.only().isEmpty() && !o.only().contains(repo.name())) {
          continue;
        }
        Path checkout = o.corpus().resolve(repo.name());
        if (!Files.isDirectory(checkout)) {
          throw new SuiteException("no checkout at " + checkout);
        }
        err.println("urilint fix measurement: " + repo.name());
        Path copy = o.work().resolve(repo.name());
        Folders.delete(copy);
        Folders.copy(checkout, copy);
        tally.add(new CorpusFix(copy, tally).run(repo.name()));
        if (!o.keep()) {
          Folders.delete(copy);
        }
      }
      out.print(tally.render());
      return tally.failed() ? 1 : 0;
    } catch (SuiteException e) {
      err.println("urilint fix measurement: " + e.getMessage());
      return 2;
    }
  }

  /** The command line, parsed. */
  record Options(Path corpus, Path suite, Path work, boolean keep, List<String> only) {

    static Options parse(String[] args) {
      Arguments a = CorpusArguments.parse(new Arguments(), args);
      return new Options(a.corpus.requiredCorpus(), a.corpus.suite, a.corpus.underTarget(a.work, "fix"), a.keep,
          List.copyOf(new TreeSet<>(a.corpus.only)));
    }
  }

  @Command(name = "fix")
  private static final class Arguments {
    @Mixin CorpusArguments corpus;

    @Option(names = "--work", paramLabel = "DIR", description = "where the copies go")
    Path work;

    @Option(names = "--keep", description = "keep each copy after its run")
    boolean keep;
  }
}
