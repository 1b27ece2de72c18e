package dev.urilint.cli;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.baseline.BaselineWriter;
import dev.urilint.scanner.baseline.InvalidBaselineException;
import dev.urilint.scanner.config.ConfigException;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.config.UrilintConfig;
import dev.urilint.scanner.report.Printable;
import dev.urilint.scanner.report.ReportFormat;
import dev.urilint.sinks.SinkSpec;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.fix.FileFixer;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.FixPlanner;
import dev.urilint.scanner.fix.FixSummary;
import dev.urilint.scanner.fix.UnifiedDiff;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code urilint check [options] [PATH...]}: scans files and folders (the working directory when
 * none is given) through the scanner and reports the findings. The project's {@code urilint.yml}
 * (or {@code .urilint.yml}) in the working directory is read first; every option given here wins
 * over it. Report rendering is the scanner's; this command only adds colour, alignment and
 * {@code --show-source} for a person at a terminal.
 *
 * <pre>{@code
 * $ urilint check src/main/resources
 * src/main/resources/application.yml:3:28: error: [credentials-in-uri] password in URI userinfo ...
 * urilint: 1 finding (1 error, 0 warnings, 0 info) in 4 files (9 strings linted); 0 files skipped, 0 suppressed, 0 baselined
 * }</pre>
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Scan files and folders for URIs in config files and Java sources, and report findings.",
      "Reads urilint.yml (or .urilint.yml) in the working directory; options override it.",
      "Exit code 1 when a finding is at or above --fail-on or a file could not be scanned"
          + " (unless --fail-on never), 2 on a usage or I/O error."
    })
final class CheckCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "PATH", description = "Files and folders to scan (default: the working directory).")
  List<String> paths = new ArrayList<>();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = FormatConverter.class,
      defaultValue = "text",
      description = "Report format: text (default), json, sarif, gitlab (GitLab Code Quality) or checkstyle (Checkstyle XML).")
  ReportFormat format;

  @Option(names = "--output", paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
  Path output;

  @Option(
      names = "--fail-on",
      paramLabel = "LEVEL",
      converter = FailOnConverter.class,
      description = "Exit 1 when a finding is at or above error (default), warning or info; never: always 0.")
  FailOn failOn;

  @Option(
      names = "--rule",
      paramLabel = "ID=LEVEL",
      description = "Set a rule's severity: error, warning, info or off; repeatable (--rule non-normalized=off).")
  Map<String, String> rules = new LinkedHashMap<>();

  @Option(
      names = "--allowed-host",
      paramLabel = "HOST",
      description = "A host insecure-scheme accepts (exact, or *.suffix); repeatable; replaces the config's list.")
  List<String> allowedHosts = new ArrayList<>();

  @Option(names = "--baseline", paramLabel = "FILE", description = "Hide the findings recorded in this baseline file.")
  Path baseline;

  @Option(
      names = "--write-baseline",
      paramLabel = "FILE",
      description = "Record every current finding in FILE (a new baseline) and exit 0.")
  Path writeBaseline;

  @Option(names = "--include", paramLabel = "GLOB", description = "Scan only files matching GLOB (**, *, ?); repeatable.")
  List<String> includes = new ArrayList<>();

  @Option(names = "--exclude", paramLabel = "GLOB", description = "Skip files matching GLOB; repeatable.")
  List<String> excludes = new ArrayList<>();

  @Option(
      names = "--additional-sink",
      paramLabel = "SINK",
      description = "A Java method, constructor or annotation element whose String argument must be a URI"
          + " (com.acme.Http#get, com.acme.Client#new(1), @com.acme.Endpoint#url); repeatable; replaces the config's list.")
  List<String> additionalSinks = new ArrayList<>();

  @Option(
      names = "--template-sink",
      paramLabel = "SINK",
      description = "Like --additional-sink, for arguments that are URI templates ({id} accepted); repeatable.")
  List<String> templateSinks = new ArrayList<>();

  // The three below carry the names of urilint.yml and the Maven plugin (Setting), as options.
  @Option(
      names = "--scan-java-sources",
      paramLabel = "BOOL",
      arity = "1",
      description = "Whether .java files are scanned: true (default) or false.")
  Boolean scanJavaSources;

  @Option(
      names = "--test-sources-all-rules",
      paramLabel = "BOOL",
      arity = "1",
      description = "Whether test code gets every rule: false (default: only the security rules, its own dummy secrets left alone) or true.")
  Boolean testSourcesAllRules;

  @Option(
      names = "--max-file-size",
      paramLabel = "BYTES",
      description = "Skip files larger than this, with a message (default 10485760).")
  Long maxFileSize;

  @Option(names = "--show-source", description = "Show each finding's source line, masked, with a caret line under the offending part.")
  boolean showSource;

  @Option(
      names = "--fix",
      description = "Apply the safe fixes to the files (the URI still means the same), then report what remains.")
  boolean fix;

  @Option(
      names = "--unsafe-fixes",
      description = "With --fix or --diff: apply the unsafe fixes too (http to https, a typo'd scheme, a password moved to an environment variable).")
  boolean unsafeFixes;

  @Option(
      names = "--diff",
      description = "Print the fixes as a patch (git apply, patch -p1) and change nothing, even with --fix; the summary on"
          + " standard error; exit 1 when there is a fix to apply.")
  boolean diff;

  @Option(
      names = "--config",
      paramLabel = "FILE",
      description = "Read this configuration file instead of urilint.yml or .urilint.yml in the working directory.")
  Path config;

  private final Terminal terminal;

  CheckCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  /** Accepts the report formats' ids, naming them when the value is wrong. */
  static final class FormatConverter implements ITypeConverter<ReportFormat> {
    @Override
    public ReportFormat convert(String value) {
      return ReportFormat.byId(value)
          .orElseThrow(() -> new TypeConversionException("'" + value + "' is not one of " + ReportFormat.ids()));
    }
  }

  /** How the hint after a report names the fix run; the user adds the paths they checked. */
  private static final String FIX_COMMAND = "urilint check --fix";

  @Override
  public Integer call() throws IOException {
    Path root = terminal.workingDirectory();
    UrilintConfig settings = loadConfig(root);
    ScanRequest request = request(root, settings);
    ScanResult result;
    result = scan(new Scanner(), request);
    if (fix || diff || unsafeFixes) {
      return fix(request, result, root);
    }
    if (writeBaseline != null) {
      Path file = root.resolve(writeBaseline);
      try {
        // A scan of some files replaces their entries and keeps the others' (the Maven goal's merge).
        BaselineWriter.merge(result, file, request::covers);
      } catch (IllegalStateException e) {
        throw new UserError(
            "cannot write baseline " + shown(writeBaseline) + ": it hashes secrets with another salt than the"
                + " --baseline given; write to that file or to a new one");
      } catch (java.nio.file.NoSuchFileException e) {
        throw new UserError("cannot write baseline " + shown(writeBaseline) + ": its folder does not exist");
      } catch (IOException e) {
        throw new UserError("cannot write baseline " + shown(writeBaseline) + ": " + e.getClass().getSimpleName());
      }
      PrintWriter out = spec.commandLine().getOut();
      int count = result.findings().size() + result.baselinedFindings().size();
      out.print("urilint: wrote " + count + " finding" + (count == 1 ? "" : "s") + " to baseline " + shown(writeBaseline) + "\n");
      out.flush();
      return ExitCode.OK.code();
    }
    report(result, root);
    if (output != null || format == ReportFormat.TEXT) {
      // Not after JSON, SARIF and the other formats on standard output: they stay one document.
      printFixHint(request, result);
    }
    FailOn threshold = failOn != null ? failOn : settings.failOn().orElse(FailOn.DEFAULT);
    return ExitCode.of(threshold.fails(result)).code();
  }

  // --fix, --diff: the fix engine on the scan's files; then, for --fix, a new scan decides the
  // report and the exit code by what remains.
  private int fix(ScanRequest request, ScanResult found, Path root) throws IOException {
    if (unsafeFixes && !fix && !diff) {
      throw new ParameterException(spec.commandLine(), "--unsafe-fixes needs --fix or --diff");
    }
    if (writeBaseline != null) {
      throw new ParameterException(spec.commandLine(), "--fix and --diff cannot be combined with --write-baseline");
    }
    Scanner scanner = new Scanner();
    FixPlanner.Selection selection = unsafeFixes ? FixPlanner.Selection.ALL : FixPlanner.Selection.SAFE;
    FileFixer.Run run = new FileFixer(scanner).fix(request, found, selection, !diff);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    for (SkippedFile refused : run.refused()) {
      err.print("urilint: " + refused.path() + ": " + refused.reason() + "\n");
    }
    if (diff) {
      // Standard output holds the patch and nothing else, so that it pipes into git apply.
      int withheld = 0;
      for (FixPlan plan : run.plans()) {
        UnifiedDiff.FileDiff shown = run.diff(plan);
        if (shown instanceof UnifiedDiff.Patch p) {
          out.print(p.text());
        } else if (shown instanceof UnifiedDiff.Withheld w) {
          withheld++;
          err.print("urilint: " + Printable.escape(w.path()) + ": " + w.reason() + "\n");
        }
      }
      out.flush();
      err.print("urilint: " + FixSummary.would(run)
          + (withheld == 0 ? "" : "; " + withheld + (withheld == 1 ? " file" : " files") + " not in the patch")
          + (fix ? " (--diff wins over --fix: drop --diff to write the fixes)" : "") + "\n");
      err.flush();
      return ExitCode.of(run.fixed() > 0).code();
    }
    for (FixPlan plan : run.plans()) {
      for (FixPlan.Applied a : plan.applied()) {
        out.print(FixSummary.applied(a) + "\n");
      }
      for (FixPlan.Skipped s : plan.skipped()) {
        if (FixSummary.toList(s)) {
          out.print(FixSummary.skipped(s) + "\n");
        }
      }
    }
    ScanResult remaining = scan(scanner, request);
    out.print("urilint: " + FixSummary.done(run, remaining, "--unsafe-fixes") + "\n");
    out.flush();
    err.flush();
    report(remaining, root);
    FailOn threshold = failOn != null ? failOn : loadConfig(root).failOn().orElse(FailOn.DEFAULT);
    return ExitCode.of(threshold.fails(remaining)).code();
  }

  // A scan with a progress line on standard error when that is a terminal and the scan runs
  // long; the line is cleared before anything else is printed.
  private ScanResult scan(Scanner scanner, ScanRequest request) {
    ProgressLine progress = new ProgressLine(terminal.errInteractive(), System::nanoTime, spec.commandLine().getErr());
    try {
      return scanner.scan(request, progress);
    } catch (InvalidBaselineException e) {
      throw new UserError(e.getMessage());
    } finally {
      progress.clear();
    }
  }

  private UrilintConfig loadConfig(Path root) {
    try {
      return config != null ? ConfigLoader.load(root.resolve(config)) : ConfigLoader.loadFrom(root);
    } catch (ConfigException e) {
      throw new UserError(e.getMessage());
    }
  }

  /** The scanner request: defaults, then the config file, then the options given here. */
  ScanRequest request(Path root, UrilintConfig settings) {
    List<Path> targets = new ArrayList<>();
    for (String p : paths.isEmpty() ? List.of(".") : paths) {
      Path path = root.resolve(p).normalize();
      if (!Files.exists(path)) {
        if (Files.isSymbolicLink(path)) {
          throw new UserError("cannot follow the symbolic link " + shown(p) + " (a loop, or its target is missing)");
        }
        throw new UserError("no such file or directory: " + shown(p));
      }
      if (!Files.isReadable(path)) {
        throw new UserError("cannot read: " + shown(p));
      }
      targets.add(path);
    }
    ScanRequest request = settings.applyTo(ScanRequest.of(root)).withPaths(targets);
    // A pre-commit run sees a handful of files: a large pool would cost more to start than it saves.
    request = request.withThreads(Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors())));
    SeverityPolicy policy = request.policy();
    for (Map.Entry<String, String> rule : rules.entrySet()) {
      RuleId id =
          RuleId.byId(rule.getKey())
              .orElseThrow(
                  () ->
                      new ParameterException(
                          spec.commandLine(),
                          "unknown rule '" + rule.getKey() + "' in --rule; 'urilint rules' lists the rule ids"));
      try {
        policy = policy.withSetting(id, rule.getValue());
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
    request = request.withPolicy(policy);
    if (!allowedHosts.isEmpty()) {
      request = request.withAllowedHosts(new LinkedHashSet<>(allowedHosts));
    }
    if (!additionalSinks.isEmpty() || !templateSinks.isEmpty()) {
      request =
          request.withSinks(
              additionalSinks.isEmpty() ? request.additionalSinks() : sinks(additionalSinks, "--additional-sink"),
              templateSinks.isEmpty() ? request.templateSinks() : sinks(templateSinks, "--template-sink"));
    }
    for (String glob : concat(includes, excludes)) {
      dev.urilint.scanner.walk.Glob.problem(glob)
          .ifPresent(problem -> {
            throw new ParameterException(spec.commandLine(), "invalid --include/--exclude: " + problem);
          });
    }
    if (!includes.isEmpty()) {
      request = request.withIncludes(includes);
    }
    if (!excludes.isEmpty()) {
      request = request.withExcludes(excludes);
    }
    if (scanJavaSources != null) {
      request = request.withScanJavaSources(scanJavaSources);
    }
    if (testSourcesAllRules != null) {
      request = request.withTestSourcesAllRules(testSourcesAllRules);
    }
    if (maxFileSize != null) {
      if (maxFileSize <= 0) {
        throw new ParameterException(spec.commandLine(), "--max-file-size must be a positive number of bytes, not " + maxFileSize);
      }
      request = request.withMaxFileSize(maxFileSize);
    }
    if (baseline != null) {
      Path file = root.resolve(baseline);
      if (!Files.exists(file)) {
        throw new UserError("no such baseline file: " + shown(baseline));
      }
      if (!Files.isRegularFile(file)) {
        throw new UserError("baseline " + shown(baseline) + " is not a regular file");
      }
      request = request.withBaseline(file);
    }
    if (writeBaseline != null) {
      Path file = root.resolve(writeBaseline);
      if (baseline == null && Files.isRegularFile(file)) {
        // An existing baseline is merged into: the scan hashes secrets with its salt.
        request = request.withBaseline(file);
      } else {
        // Without it the scan skips the secret hashes a baseline entry needs.
        request = request.withBaselineWritten();
      }
    }
    // urilint's own files are JSON, SARIF or text that quote the findings: never scan them.
    List<String> own = new ArrayList<>(request.excludes());
    for (Optional<Path> file : List.of(request.baseline(), Optional.ofNullable(writeBaseline), Optional.ofNullable(output))) {
      file.map(f -> root.resolve(f).toAbsolutePath().normalize())
          .filter(f -> f.startsWith(root))
          .map(f -> root.relativize(f).toString().replace('\\', '/'))
          .ifPresent(own::add);
    }
    return request.withExcludes(own);
  }

  // A path the user gave, as a message quotes it: it may be a URI pasted in the wrong place.
  private static String shown(Object path) {
    return Printable.argument(String.valueOf(path));
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  private void report(ScanResult result, Path root) throws IOException {
    if (output != null) {
      Path file = root.resolve(output);
      try (Writer out = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
        format.writer().write(result, out);
      } catch (java.nio.file.NoSuchFileException e) {
        throw new UserError("cannot write " + shown(output) + ": its folder does not exist");
      } catch (java.nio.file.AccessDeniedException e) {
        throw new UserError("cannot write " + shown(output) + ": permission denied");
      } catch (IOException e) {
        throw new UserError("cannot write " + shown(output) + ": " + e.getClass().getSimpleName());
      }
      PrintWriter out = spec.commandLine().getOut();
      out.print(dev.urilint.scanner.report.Summary.line(result) + "; report in " + shown(output) + "\n");
      out.flush();
      return;
    }
    PrintWriter out = spec.commandLine().getOut();
    if (format == ReportFormat.TEXT && (terminal.interactive() || showSource)) {
      new ConsoleReport(new Palette(terminal.colours()), terminal.interactive(), showSource ? Optional.of(root) : Optional.empty())
          .write(result, out);
    } else {
      format.writer().write(result, out);
    }
    out.flush();
  }

  // ruff's "[*] n fixable with the --fix option": the fix engine's own count (a dry run) and the
  // commands, so that a user learns of --fix from the report that needs it.
  private void printFixHint(ScanRequest request, ScanResult result) {
    PrintWriter out = spec.commandLine().getOut();
    FixSummary.available(request, result, FIX_COMMAND, FIX_COMMAND + " --unsafe-fixes")
        .ifPresent(line -> out.print("urilint: " + line + "\n"));
    out.flush();
  }

  // The Error Prone check's sink syntax, parsed by core, as urilint.yml and the Maven plugin do.
  private List<SinkSpec> sinks(List<String> entries, String option) {
    List<SinkSpec> out = new ArrayList<>();
    for (String entry : entries) {
      try {
        out.add(SinkSpec.parse(entry.trim()));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "invalid " + option + " '" + entry + "': " + e.getMessage());
      }
    }
    return out;
  }
}
