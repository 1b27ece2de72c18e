package dev.urilint.precision;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.util.stream.Collectors;

/**
 * The recall command: plants defects of every class ({@link DefectClass}) into copies of files of
 * the corpus, at values that already are plain URLs ({@link SiteFinder}), scans the copies with the
 * command line tool at default settings and counts what came back ({@link RecallTally}). Exit code
 * 0 when every plant the documented policy says is reported ({@link RecallPolicy}) is; 1 when one
 * is missed; 2 when the suite cannot run. The corpus is only read: the planted files are copies.
 *
 * <pre>
 * java -cp precision/target/urilint-precision.jar dev.urilint.precision.RecallSuite --corpus ../corpus
 *   --corpus DIR    one checkout per repository, in a folder named as in repos.tsv
 *   --suite DIR     repos.tsv (default: precision)
 *   --cli JAR       the urilint jar to measure (default: cli/target/urilint.jar)
 *   --seed N        a seed of the choice of plants; repeat for several (default: 1)
 *   --work DIR      where the copies and reports go (default: precision/target/recall)
 *   --misses        also list every plant of main code that was not reported, required or not
 * </pre>
 */
public final class RecallSuite {

  /** Folders a scan never enters (the scanner's default excludes): a plant there would not be read. */
  private static final Set<String> SKIPPED_FOLDERS =
      Set.of("target", "build", "node_modules", ".gradle", ".git", ".hg", ".svn", ".bzr", "CVS", ".idea", ".vscode",
          ".settings");

  private static final long MAX_FILE_BYTES = 1 << 20;

  private RecallSuite() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      Options o = Options.parse(args);
      List<CorpusRepo> repos = CorpusRepo.readAll(o.suite().resolve("repos.tsv"));
      Map<String, String> texts = new LinkedHashMap<>();
      List<UrlSite> sites = new ArrayList<>();
      for (CorpusRepo repo : repos) {
        if (!o.only().isEmpty() && !o.only().contains(repo.name())) {
          continue;
        }
        Path checkout = o.corpus().resolve(repo.name());
        if (!Files.isDirectory(checkout)) {
          throw new SuiteException("no checkout at " + checkout);
        }
        for (Path file : files(checkout)) {
          String path = repo.name() + "/" + checkout.relativize(file).toString().replace('\\', '/');
          String text = readUtf8(file);
          if (text != null) {
            List<UrlSite> found = SiteFinder.find(path, text);
            if (!found.isEmpty()) {
              texts.put(path, text);
              sites.addAll(found);
            }
          }
        }
      }
      CliScan scan = new CliScan(o.cli());
      List<Plant> all = new ArrayList<>();
      List<Plant> reported = new ArrayList<>();
      int dropped = 0;
      for (long seed : o.seeds()) {
        err.println("urilint recall: seed " + seed);
        List<Plant> plants = Planter.choose(sites, seed);
        Path dir = o.work().resolve("seed-" + seed);
        Map<String, List<Plant>> byFile = plants.stream().collect(Collectors.groupingBy(p -> p.site().path()));
        Folders.delete(dir);
        write(dir, byFile.keySet(), texts, Map.of());
        Set<FindingKey> before = keys(scan.scan(dir, "", o.work().resolve("seed-" + seed + "-before.json")));
        List<Plant> kept = plants.stream().filter(p -> !before.contains(p.expected())).toList();
        dropped += plants.size() - kept.size();
        write(dir, byFile.keySet(), texts, kept.stream().collect(Collectors.groupingBy(p -> p.site().path())));
        Set<FindingKey> after = keys(scan.scan(dir, "", o.work().resolve("seed-" + seed + "-after.json")));
        all.addAll(kept);
        reported.addAll(kept.stream().filter(p -> after.contains(p.expected())).toList());
      }
      RecallTally tally = new RecallTally(all, reported);
      out.println("recall: seeds " + o.seeds() + ", " + sites.size() + " plain URLs found in " + texts.size()
          + " files, " + all.size() + " defects planted (" + dropped
          + " more left out: their rule already reported that line before planting)");
      out.print(tally.render());
      if (o.misses()) {
        out.print(tally.renderMisses());
      }
      return tally.missedRequired().isEmpty() ? 0 : 1;
    } catch (SuiteException e) {
      err.println("urilint recall: " + e.getMessage());
      return 2;
    }
  }

  private static Set<FindingKey> keys(ScanReport report) {
    return report.findings().stream().map(Reported::key).collect(Collectors.toSet());
  }

  // Writes every file of `paths` under `dir`, with the plants of each applied.
  private static void write(Path dir, Set<String> paths, Map<String, String> texts, Map<String, List<Plant>> plants) {
    for (String path : paths) {
      Path target = dir.resolve(path);
      try {
        Files.createDirectories(target.getParent());
        Files.writeString(target, Planter.apply(texts.get(path), plants.getOrDefault(path, List.of())), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new SuiteException("cannot write " + target + ": " + e.getMessage(), e);
      }
    }
  }

  private static List<Path> files(Path root) {
    List<Path> files = new ArrayList<>();
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
          return !d.equals(root) && SKIPPED_FOLDERS.contains(d.getFileName().toString())
              ? FileVisitResult.SKIP_SUBTREE
              : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
          if (attrs.isRegularFile() && attrs.size() < MAX_FILE_BYTES
              && SourceFormat.of(f.getFileName().toString()).isPresent()) {
            files.add(f);
          }
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new SuiteException("cannot walk " + root + ": " + e.getMessage(), e);
    }
    files.sort(Comparator.naturalOrder());
    return files;
  }

  // The file as UTF-8, or null when it is not (a Latin-1 properties file is left out, not guessed).
  private static String readUtf8(Path file) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
    } catch (CharacterCodingException e) {
      return null;
    } catch (IOException e) {
      throw new SuiteException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** The command line, parsed. */
  record Options(Path corpus, Path suite, Path cli, Path work, List<Long> seeds, List<String> only, boolean misses) {

    static Options parse(String[] args) {
      Arguments a = CorpusArguments.parse(new Arguments(), args);
      List<Long> seeds = a.seeds.isEmpty() ? List.of(1L) : List.copyOf(new TreeSet<>(a.seeds));
      return new Options(a.corpus.requiredCorpus(), a.corpus.suite, a.jar.cli, a.corpus.underTarget(a.work, "recall"), seeds,
          List.copyOf(a.corpus.only), a.misses);
    }
  }

  @Command(name = "recall")
  private static final class Arguments {
    @Mixin CorpusArguments corpus;

    @Mixin MeasuredJar jar;

    @Option(names = "--seed", paramLabel = "N", description = "a seed of the choice of plants; repeat for several")
    List<Long> seeds = new ArrayList<>();

    @Option(names = "--work", paramLabel = "DIR", description = "where the copies and reports go")
    Path work;

    @Option(names = "--misses", description = "also list every plant of main code that was not reported, required or not")
    boolean misses;
  }
}
