package dev.urilint.scanner.config;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.sinks.SinkSpec;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The settings of a project's {@code urilint.yml} (or {@code .urilint.yml}), as read by {@link
 * ConfigLoader}. Every setting is optional: an empty list or an empty {@code Optional} means "not
 * set", and the front end's default (or its own option, which wins) applies.
 *
 * <pre>{@code
 * UrilintConfig config = ConfigLoader.loadFrom(projectRoot);   // UrilintConfig.empty() if no file
 * ScanRequest request = config.applyTo(ScanRequest.of(projectRoot));
 * }</pre>
 *
 * @param file the file it was read from, if any
 * @param rules severity setting per rule: {@code error}, {@code warning}, {@code info} or {@code
 *     off}, already validated
 * @param allowedHosts hosts {@code insecure-scheme} accepts (exact or {@code *.suffix})
 * @param includes globs a scanned file must match
 * @param excludes globs that remove files, on top of the scanner's default excludes
 * @param baseline the baseline file, resolved against the config file's folder
 * @param failOn the failure threshold
 * @param scanJavaSources whether {@code .java} files are scanned
 * @param testSourcesAllRules whether test code gets every rule rather than the security rules only
 * @param maxFileSize files larger than this many bytes are skipped
 * @param additionalSinks the user's Java sinks whose strings must be URIs ({@code com.acme.Http#get})
 * @param templateSinks the user's Java sinks whose strings are URI templates
 */
public record UrilintConfig(
    Optional<Path> file,
    Map<RuleId, String> rules,
    List<String> allowedHosts,
    List<String> includes,
    List<String> excludes,
    Optional<Path> baseline,
    Optional<FailOn> failOn,
    Optional<Boolean> scanJavaSources,
    Optional<Boolean> testSourcesAllRules,
    Optional<Long> maxFileSize,
    List<SinkSpec> additionalSinks,
    List<SinkSpec> templateSinks) {

  public UrilintConfig {
    rules = rules.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(rules));
    allowedHosts = List.copyOf(allowedHosts);
    includes = List.copyOf(includes);
    excludes = List.copyOf(excludes);
    additionalSinks = List.copyOf(additionalSinks);
    templateSinks = List.copyOf(templateSinks);
  }

  /** No file: every setting unset. */
  public static UrilintConfig empty() {
    return new UrilintConfig(
        Optional.empty(),
        Map.of(),
        List.of(),
        List.of(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        List.of());
  }

  /** This configuration, recorded as read from {@code source}. */
  public UrilintConfig withFile(Path source) {
    return new UrilintConfig(
        Optional.of(source),
        rules,
        allowedHosts,
        includes,
        excludes,
        baseline,
        failOn,
        scanJavaSources,
        testSourcesAllRules,
        maxFileSize,
        additionalSinks,
        templateSinks);
  }

  /** {@code base} with this file's rule settings applied on top. */
  public SeverityPolicy policy(SeverityPolicy base) {
    SeverityPolicy policy = base;
    for (RuleId rule : RuleId.values()) {
      String setting = rules.get(rule);
      if (setting != null) {
        policy = policy.withSetting(rule, setting);
      }
    }
    return policy;
  }

  /**
   * {@code base} with every setting this file makes replacing the request's own. Rules are applied
   * over the request's policy; lists replace the request's lists when the file sets them.
   */
  public ScanRequest applyTo(ScanRequest base) {
    return new ScanRequest(
        base.root(),
        base.paths(),
        includes.isEmpty() ? base.includes() : includes,
        excludes.isEmpty() ? base.excludes() : excludes,
        policy(base.policy()),
        allowedHosts.isEmpty() ? base.allowedHosts() : new LinkedHashSet<>(allowedHosts),
        scanJavaSources.orElse(base.scanJavaSources()),
        testSourcesAllRules.orElse(base.testSourcesAllRules()),
        baseline.isPresent() ? baseline : base.baseline(),
        base.writesBaseline(),
        maxFileSize.orElse(base.maxFileSize()),
        base.cacheDirectory(),
        base.threads(),
        additionalSinks.isEmpty() ? base.additionalSinks() : additionalSinks,
        templateSinks.isEmpty() ? base.templateSinks() : templateSinks);
  }
}
