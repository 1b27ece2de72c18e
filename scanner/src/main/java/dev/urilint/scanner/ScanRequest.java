package dev.urilint.scanner;

import dev.urilint.lint.SeverityPolicy;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.SinkSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Everything a front end tells the scanner. The Maven plugin and {@code urilint check} map their
 * options onto this record and nothing else.
 *
 * @param root the project root: report paths are relative to it, globs are matched against paths
 *     relative to it
 * @param paths files and folders to scan (folders are walked with the default excludes); relative
 *     paths resolve against the working directory, as on a command line (the Maven plugin passes
 *     absolute ones)
 * @param includes glob patterns ({@code **}/{@code *}/{@code ?}) a file must match; empty = every
 *     supported file
 * @param excludes glob patterns that remove files, on top of the default excludes
 * @param policy severities per rule, or off
 * @param allowedHosts hosts {@code insecure-scheme} accepts (exact or {@code *.suffix})
 * @param scanJavaSources whether {@code .java} files are scanned
 * @param testSourcesAllRules whether test code ({@link dev.urilint.source.TestCode}) gets every rule
 *     (default: the security rules only, {@link dev.urilint.source.TestCodePolicy})
 * @param baseline a baseline file of known findings to hide, if any
 * @param writesBaseline whether the result will be written as a baseline ({@link
 *     dev.urilint.scanner.baseline.BaselineWriter}) even though no {@code baseline} is compared:
 *     the findings then carry their secret hashes
 * @param maxFileSize files larger than this many bytes are skipped with a message
 * @param cacheDirectory where the incremental index lives, if caching is on
 * @param threads size of the bounded worker pool
 * @param additionalSinks the user's Java sinks whose strings must be URIs, added to the built-in catalog
 *     ({@link dev.urilint.sinks.SinkSpec} syntax, the same as the Error Prone check's {@code
 *     AdditionalSinks})
 * @param templateSinks the user's Java sinks whose strings are URI templates ({@code TemplateSinks})
 */
public record ScanRequest(
    Path root,
    List<Path> paths,
    List<String> includes,
    List<String> excludes,
    SeverityPolicy policy,
    Set<String> allowedHosts,
    boolean scanJavaSources,
    boolean testSourcesAllRules,
    Optional<Path> baseline,
    boolean writesBaseline,
    long maxFileSize,
    Optional<Path> cacheDirectory,
    int threads,
    List<SinkSpec> additionalSinks,
    List<SinkSpec> templateSinks) {

  /** 10 MiB: larger files are generated or data, not configuration. */
  public static final long DEFAULT_MAX_FILE_SIZE = 10L * 1024 * 1024;

  public ScanRequest {
    paths = List.copyOf(paths);
    includes = List.copyOf(includes);
    excludes = List.copyOf(excludes);
    allowedHosts = Set.copyOf(allowedHosts);
    additionalSinks = List.copyOf(additionalSinks);
    templateSinks = List.copyOf(templateSinks);
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
  }

  /** Scans {@code root} with the defaults: every rule at its default severity, Java sources included. */
  public static ScanRequest of(Path root) {
    return new ScanRequest(
        root,
        List.of(root),
        List.of(),
        List.of(),
        SeverityPolicy.defaults(),
        Set.of(),
        true,
        false,
        Optional.empty(),
        false,
        DEFAULT_MAX_FILE_SIZE,
        Optional.empty(),
        Math.max(1, Runtime.getRuntime().availableProcessors()),
        List.of(),
        List.of());
  }

  // Withers: front ends start from of(root) and change what their options name.

  public ScanRequest withPaths(List<Path> paths) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withIncludes(List<String> includes) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withExcludes(List<String> excludes) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withPolicy(SeverityPolicy policy) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withAllowedHosts(Set<String> allowedHosts) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withScanJavaSources(boolean scanJavaSources) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withTestSourcesAllRules(boolean testSourcesAllRules) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  /** This request with a baseline file (it may not exist yet: then nothing is hidden). */
  public ScanRequest withBaseline(Path baseline) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, Optional.of(baseline), writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  /**
   * This request for a scan whose result becomes a baseline file: its findings carry the secret
   * hashes ({@link dev.urilint.scanner.baseline.Fingerprints#secretHash}) that a scan without a
   * baseline leaves out. Not needed with {@link #withBaseline}, which implies it.
   */
  public ScanRequest withBaselineWritten() {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, true, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  public ScanRequest withMaxFileSize(long maxFileSize) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }
  /** This request with the incremental cache in {@code cacheDirectory}. */
  public ScanRequest withCacheDirectory(Path cacheDirectory) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, Optional.of(cacheDirectory), threads, additionalSinks, templateSinks);
  }
  public ScanRequest withThreads(int threads) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }

  /** This request with the user's Java sinks (URI sinks and template sinks). */
  public ScanRequest withSinks(List<SinkSpec> additionalSinks, List<SinkSpec> templateSinks) {
    return new ScanRequest(root, paths, includes, excludes, policy, allowedHosts, scanJavaSources, testSourcesAllRules, baseline, writesBaseline, maxFileSize, cacheDirectory, threads, additionalSinks, templateSinks);
  }

  /** The Java sink catalog of this scan: the built-in sinks plus the user's. */
  public SinkCatalog sinkCatalog() {
    return SinkCatalog.builtIn().with(additionalSinks, templateSinks);
  }

  /**
   * Whether this scan reads the file at {@code relativePath} (relative to {@link #root()}): the
   * part of a shared baseline that is this scan's to match, call stale and rewrite. A module of a
   * multi-module build covers its own folder less its child modules; {@code urilint check
   * staged.yml} covers that one file.
   */
  public boolean covers(String relativePath) {
    return new dev.urilint.scanner.walk.FileWalker(root, includes, excludes, scanJavaSources)
        .covers(paths, relativePath);
  }

  /**
   * Whether the findings need their secret hashes: only to compare against a baseline or to write
   * one. Each costs a deliberately slow key derivation, so a plain scan skips them.
   */
  public boolean needsSecretHashes() {
    return baseline.isPresent() || writesBaseline;
  }
}
