package dev.urilint.scanner;

import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.baseline.Baseline;
import dev.urilint.scanner.baseline.BaselineMatcher;
import dev.urilint.scanner.baseline.Fingerprints;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import dev.urilint.scanner.read.FileReader;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkResult;
import dev.urilint.scanner.walk.WalkedFile;
import dev.urilint.source.TestCodePolicy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Walks files, extracts each string value with its position and context, runs the rules, applies
 * suppressions and the baseline. Front ends call {@link #scan(ScanRequest)} and render the result
 * with a {@link dev.urilint.scanner.report.ReportWriter}.
 *
 * <pre>{@code
 * ScanResult result = new Scanner().scan(ScanRequest.of(Path.of(".")));
 * new TextReportWriter().write(result, writer);
 * }</pre>
 *
 * <p>Files are scanned in parallel on a pool of {@link ScanRequest#threads()} threads; the result
 * is in a stable order (path, line, column, rule) whatever the scheduling. A {@code Scanner} holds
 * no state between scans and may be shared.
 */
public final class Scanner {

  private final List<Extractor> extractors;
  private final Function<SeverityPolicy, LintEngine> engines;
  private final SecretHasher.Derivation derivation;
  private final String build;

  /** A scanner with every format urilint reads. */
  public Scanner() {
    this(DefaultExtractors.all());
  }

  /** A scanner with these extractors (the first that accepts a file reads it). */
  public Scanner(List<Extractor> extractors) {
    this(extractors, LintEngine::of);
  }

  /**
   * A scanner with these extractors and rules; for tests and benchmarks that pin one side.
   *
   * @param engines makes the rule engine for a request's severity policy
   */
  public Scanner(List<Extractor> extractors, Function<SeverityPolicy, LintEngine> engines) {
    this(extractors, engines, Fingerprints::secretHash);
  }

  /** A scanner whose secret hashes come from {@code derivation}: tests count the derivations. */
  Scanner(
      List<Extractor> extractors,
      Function<SeverityPolicy, LintEngine> engines,
      SecretHasher.Derivation derivation) {
    this(extractors, engines, derivation, BuildId.get());
  }

  /**
   * A scanner that names its build {@code build} in the cache key ({@link BuildId}): tests stand
   * for two builds of one version.
   */
  Scanner(
      List<Extractor> extractors,
      Function<SeverityPolicy, LintEngine> engines,
      SecretHasher.Derivation derivation,
      String build) {
    this.extractors = List.copyOf(extractors);
    this.engines = engines;
    this.derivation = derivation;
    this.build = build;
  }

  /**
   * Scans what {@code request} names. Never throws for a bad file: it is skipped with a reason.
   *
   * @throws dev.urilint.scanner.baseline.InvalidBaselineException when the request names a
   *     baseline file that exists but cannot be read as one (a configuration error)
   */
  public ScanResult scan(ScanRequest request) {
    return scan(request, ScanProgress.NONE);
  }

  /**
   * {@link #scan(ScanRequest)}, telling {@code progress} as each file is done.
   *
   * @throws dev.urilint.scanner.baseline.InvalidBaselineException as {@link #scan(ScanRequest)}
   */
  public ScanResult scan(ScanRequest request, ScanProgress progress) {
    Optional<Baseline> baseline = baseline(request);
    String salt =
        baseline
            .map(Baseline::salt)
            .or(() -> request.cacheDirectory().flatMap(ScanCache::storedSalt))
            .orElseGet(Fingerprints::newSalt);
    boolean hashSecrets = request.needsSecretHashes();
    Optional<ScanCache> cache =
        request
            .cacheDirectory()
            .map(dir -> ScanCache.open(dir, cacheKey(request), salt, hashSecrets));
    WalkResult walk =
        new FileWalker(request.root(), request.includes(), withoutOwnCache(request), request.scanJavaSources())
            .walk(request.paths());
    FileScanner fileScanner = fileScanner(request, salt, cache);
    List<FileOutcome> outcomes = scanAll(walk.files(), fileScanner, request.threads(), progress);

    List<ReportedFinding> findings = new ArrayList<>();
    List<SkippedFile> skipped = new ArrayList<>(walk.skipped());
    int scanned = 0;
    int suppressed = 0;
    long linted = 0;
    int testFilesLimited = 0;
    for (int i = 0; i < outcomes.size(); i++) {
      FileOutcome outcome = outcomes.get(i);
      if (outcome instanceof FileOutcome.Scanned s) {
        scanned++;
        testFilesLimited += s.testCodeRulesOnly() ? 1 : 0;
        suppressed += s.suppressed();
        linted += s.linted();
        findings.addAll(s.findings());
        // Shown where skipped files are, but not lost: its leaks were checked.
        String path = walk.files().get(i).displayPath();
        s.readAsText().ifPresent(why -> skipped.add(SkippedFile.readAsText(path, why)));
      } else if (outcome instanceof FileOutcome.Skipped s) {
        skipped.add(s.skipped());
      }
    }
    findings.sort(ReportedFinding.ORDER);
    skipped.sort(Comparator.comparing(SkippedFile::path).thenComparing(SkippedFile::reason));
    cache.ifPresent(ScanCache::save);

    BaselineMatcher.Match match =
        BaselineMatcher.apply(findings, baseline.orElse(new Baseline(salt, List.of())), request::covers);
    return new ScanResult(
        match.reported(),
        skipped,
        match.stale(),
        scanned,
        match.hidden().size(),
        suppressed,
        match.hidden(),
        hashSecrets ? Optional.of(salt) : Optional.empty(),
        cache.map(ScanCache::hits).orElse(0),
        linted,
        testFilesLimited,
        walk.leftOut());
  }

  // The incremental index is urilint's own file (JSON that quotes paths): never scanned, wherever
  // it lies (target/ is left out only beside a build file).
  private static List<String> withoutOwnCache(ScanRequest request) {
    Path root = request.root().toAbsolutePath().normalize();
    return request.cacheDirectory()
        .map(dir -> root.resolve(dir).toAbsolutePath().normalize())
        .filter(dir -> dir.startsWith(root) && !dir.equals(root))
        .map(dir -> {
          List<String> excludes = new ArrayList<>(request.excludes());
          excludes.add(root.relativize(dir).toString().replace('\\', '/') + "/**");
          return List.copyOf(excludes);
        })
        .orElse(request.excludes());
  }

  /**
   * Scans one document whose text is in memory (an editor's buffer) as {@link #scan} scans the
   * same file read from the disk under {@code request}: the same selection (as a walk of the root:
   * supported name, default-excluded folders, includes, excludes, Java sources), size limit, test-code
   * policy, extraction, rules, suppressions and baseline. {@code request.paths()} is not read.
   * Never throws for a bad document: what stops it is {@link DocumentScan#problem()}.
   *
   * <pre>{@code
   * DocumentScan d = new Scanner().scanDocument(ScanRequest.of(root), root.resolve("app.yml"), buffer);
   * d.findings();   // as urilint check reports the file; FixPlanner turns their fixes into edits
   * }</pre>
   *
   * @throws dev.urilint.scanner.baseline.InvalidBaselineException as {@link #scan} does
   */
  public DocumentScan scanDocument(ScanRequest request, Path file, String text) {
    Optional<String> selected =
        new FileWalker(request.root(), request.includes(), request.excludes(), request.scanJavaSources())
            .selectsBelowRoot(file);
    if (selected.isEmpty()) {
      return DocumentScan.notChecked();
    }
    String path = selected.get();
    Optional<dev.urilint.scanner.read.FileContent.Rejected> tooLarge =
        new FileReader(request.maxFileSize(), false).checkSize(text);
    if (tooLarge.isPresent()) {
      return DocumentScan.notScanned(path, tooLarge.get().reason());
    }
    Optional<Baseline> baseline = baseline(request);
    String salt = baseline.map(Baseline::salt).orElseGet(Fingerprints::newSalt);
    FileFindings sink = new FileFindings();
    FileOutcome outcome = fileScanner(request, salt, Optional.empty()).scanText(file, path, text, sink);
    if (outcome instanceof FileOutcome.Skipped s) {
      return DocumentScan.notScanned(path, s.skipped().reason());
    }
    if (!(outcome instanceof FileOutcome.Scanned scanned)) {
      return DocumentScan.notChecked();
    }
    List<ReportedFinding> findings = new ArrayList<>(scanned.findings());
    findings.sort(ReportedFinding.ORDER);
    List<ReportedFinding> reported =
        BaselineMatcher.apply(findings, baseline.orElse(new Baseline(salt, List.of()))).reported();
    return new DocumentScan(Optional.of(path), reported, scanned.readAsText());
  }

  // A baseline that does not exist yet is a first run; one that exists but is no file (a
  // folder, /dev/null) would hide nothing without a word: a configuration error.
  private static Optional<Baseline> baseline(ScanRequest request) {
    request.baseline()
        .filter(f -> Files.exists(f) && !Files.isRegularFile(f))
        .ifPresent(f -> {
          throw new dev.urilint.scanner.baseline.InvalidBaselineException(
              "invalid baseline " + dev.urilint.scanner.report.Printable.argument(f) + ": not a regular file");
        });
    return request.baseline().filter(Files::isRegularFile).map(Baseline::read);
  }

  /**
   * Reads texts as this scanner reads files, for {@code request}'s rules and settings, keeping the
   * values and the fixes' values a report drops: what the fix engine ({@link
   * dev.urilint.scanner.fix.FixPlanner}) asks. No walk, no cache, no baseline.
   */
  public TextAnalyser analyser(ScanRequest request) {
    return new TextAnalyser(fileScanner(request, Fingerprints.newSalt(), Optional.empty()));
  }

  private FileScanner fileScanner(ScanRequest request, String salt, Optional<ScanCache> cache) {
    LintEngine engine = engines.apply(request.policy());
    // Owned by this scan: its memo of derived hashes ends with it.
    Optional<SecretHasher> hasher =
        request.needsSecretHashes() ? Optional.of(new SecretHasher(salt, derivation)) : Optional.empty();
    return new FileScanner(
        new FileReader(request.maxFileSize(), cache.isPresent()),
        withSinks(extractors, request),
        // The tag's derivation is always the slow one: only the baseline's is a test's to count.
        new ValueLinter(
            engine, request.allowedHosts(), hasher,
            new SecretHasher(Fingerprints.SECRET_TAG_SALT, Fingerprints::secretHash)),
        engine,
        new TestCodePolicy(request.testSourcesAllRules()),
        cache,
        new ProjectPaths(request.root()));
  }

  private static List<FileOutcome> scanAll(
      List<WalkedFile> files, FileScanner scanner, int threads, ScanProgress progress) {
    if (threads == 1 || files.size() < 2) {
      List<FileOutcome> outcomes = new ArrayList<>(files.size());
      for (WalkedFile f : files) {
        outcomes.add(scanner.scan(f));
        progress.filesDone(outcomes.size(), files.size());
      }
      return outcomes;
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, files.size()), daemonThreads());
    try {
      List<Future<FileOutcome>> futures = new ArrayList<>(files.size());
      for (WalkedFile f : files) {
        futures.add(pool.submit(() -> scanner.scan(f)));
      }
      List<FileOutcome> outcomes = new ArrayList<>(files.size());
      for (int i = 0; i < futures.size(); i++) {
        outcomes.add(await(futures.get(i), files.get(i)));
        progress.filesDone(i + 1, files.size());
      }
      return outcomes;
    } finally {
      pool.shutdownNow();
    }
  }

  private static FileOutcome await(Future<FileOutcome> future, WalkedFile file) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new FileOutcome.Skipped(new SkippedFile(file.displayPath(), "scan interrupted"));
    } catch (ExecutionException e) {
      // FileScanner catches everything it can recover from; what is left is a VM error.
      return new FileOutcome.Skipped(
          new SkippedFile(
              file.displayPath(),
              "could not be analysed (" + e.getCause().getClass().getSimpleName() + ")"));
    }
  }

  private static ThreadFactory daemonThreads() {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      // A large stack: extractors walk nested documents, and a deep one should end in their own
      // depth limit rather than in a StackOverflowError.
      Thread t = new Thread(null, r, "urilint-scan-" + n.incrementAndGet(), 4L * 1024 * 1024);
      t.setDaemon(true);
      return t;
    };
  }

  // Everything that changes a file's findings apart from its content (the cache keys on that).
  private String cacheKey(ScanRequest request) {
    List<String> hosts = new ArrayList<>(request.allowedHosts());
    hosts.sort(null);
    return String.join(
        "\n",
        "scanner=" + dev.urilint.scanner.report.ToolVersion.get(),
        // The version stays the same across rebuilds of a snapshot; the build's bytes do not.
        "build=" + build,
        "policy=" + request.policy(),
        "allowedHosts=" + hosts,
        "testSourcesAllRules=" + request.testSourcesAllRules(),
        "maxFileSize=" + request.maxFileSize(),
        "extractors=" + extractors.stream().map(e -> e.getClass().getName()).toList(),
        "additionalSinks=" + request.additionalSinks(),
        "templateSinks=" + request.templateSinks());
  }

  // The Java extractor reads the request's sink catalog (the user's sinks on top of the built-in).
  private static List<Extractor> withSinks(List<Extractor> extractors, ScanRequest request) {
    if (request.additionalSinks().isEmpty() && request.templateSinks().isEmpty()) {
      return extractors;
    }
    return extractors.stream()
        .map(e -> e instanceof JavaExtractor ? (Extractor) new JavaExtractor(request.sinkCatalog()) : e)
        .toList();
  }

}
