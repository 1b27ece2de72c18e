package dev.urilint.scanner;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.TextUris;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.classify.HelmChart;
import dev.urilint.scanner.classify.MessageBundle;
import dev.urilint.scanner.classify.PackageManifest;
import dev.urilint.scanner.extract.ContentSniffing;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SameFilePlaceholders;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.read.FileContent;
import dev.urilint.scanner.read.FileReader;
import dev.urilint.scanner.report.ReportColumns;
import dev.urilint.scanner.suppress.InlineSuppressions;
import dev.urilint.scanner.walk.WalkedFile;
import dev.urilint.secrets.Masking;
import dev.urilint.source.TestCode;
import dev.urilint.source.TestCodePolicy;
import dev.urilint.uri.Span;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Scans one file end to end: read, pick the extractor, extract, lint each value. Test code
 * ({@link dev.urilint.source.TestCode}) gets the rules the {@link TestCodePolicy} gives it, and its
 * fixtures are not reported. A file that
 * breaks anything (a parser bug, a stack overflow on a hostile nesting, memory) becomes a skipped
 * file with a reason; nothing escapes to the other files of the scan.
 */
final class FileScanner {

  private static final Set<RuleId> CREDENTIALS = EnumSet.of(RuleId.CREDENTIALS_IN_URI);

  private final FileReader reader;
  private final List<Extractor> extractors;
  private final ValueLinter valueLinter;
  private final LintEngine engine;
  private final TestCodePolicy testCode;
  private final Optional<ScanCache> cache;
  private final ProjectPaths projectPaths;

  FileScanner(
      FileReader reader,
      List<Extractor> extractors,
      ValueLinter valueLinter,
      LintEngine engine,
      TestCodePolicy testCode,
      Optional<ScanCache> cache,
      ProjectPaths projectPaths) {
    this.reader = reader;
    this.extractors = List.copyOf(extractors);
    this.valueLinter = valueLinter;
    this.engine = engine;
    this.testCode = testCode;
    this.cache = cache;
    this.projectPaths = projectPaths;
  }

  /** Scans {@code file}. Never throws. */
  FileOutcome scan(WalkedFile file) {
    return guarded(file.displayPath(), () -> read(file));
  }

  /**
   * Scans {@code text} as the content of {@code file} (an editor's buffer), exactly as {@link
   * #scan} scans what it reads from the disk, and collects the edits of the fixes that can be
   * written in it as they stand. Never throws.
   */
  FileOutcome scanText(Path file, String displayPath, String text, FileFindings sink) {
    return guarded(displayPath, () -> analyse(file, displayPath, text, sink));
  }

  private static FileOutcome guarded(String displayPath, Supplier<FileOutcome> scan) {
    try {
      return scan.get();
    } catch (StackOverflowError e) {
      return skip(displayPath, "too deeply nested to analyse (stack overflow); not scanned");
    } catch (OutOfMemoryError e) {
      return skip(displayPath, "too large to analyse in the memory available; not scanned");
    } catch (RuntimeException | LinkageError | AssertionError e) {
      return skip(
          displayPath, "could not be analysed (internal error: " + e.getClass().getSimpleName() + ")");
    }
  }

  private FileOutcome read(WalkedFile file) {
    FileContent content = reader.read(file.file(), file.size());
    if (content instanceof FileContent.Rejected r) {
      return skip(file.displayPath(), r.reason());
    }
    FileContent.Text text = (FileContent.Text) content;
    if (cache.isPresent() && text.sha256().isPresent()) {
      Optional<FileOutcome> hit = cache.get().get(file.displayPath(), text.sha256().get());
      if (hit.isPresent()) {
        // Whether the file is test code follows from its path and text, which the cache keys on.
        return hit.get() instanceof FileOutcome.Scanned s
            ? s.withTestCodeRulesOnly(testCode.limits(isTestFile(file.file(), file.displayPath(), text.text())))
            : hit.get();
      }
      FileFindings sink = new FileFindings();
      FileOutcome outcome = analyse(file.file(), file.displayPath(), text.text(), sink);
      // A content hash of a file that holds a secret, beside where its findings sit, lets anyone
      // who reads the cache test password guesses offline: such a file is not cached (ScanCache).
      if (!sink.holdsSecret && Masking.maskedSpansOfLine(text.text()).isEmpty()) {
        cache.get().put(file.displayPath(), text.sha256().get(), outcome);
      }
      return outcome;
    }
    return analyse(file.file(), file.displayPath(), text.text(), new FileFindings());
  }

  private FileOutcome analyse(Path file, String displayPath, String text, FileFindings sink) {
    // A ClientTest.java outside a test tree is a test only if it uses a test framework: its text says.
    boolean test = isTestFile(file, displayPath, text);
    sink.reports = (value, finding) -> testCode.reports(test, value, finding);
    FileOutcome outcome = analyse(file, displayPath, text, sink, testCode.rules(test));
    return outcome instanceof FileOutcome.Scanned s ? s.withTestCodeRulesOnly(testCode.limits(test)) : outcome;
  }

  // Test code by the file's path inside its project, never by the folders above it.
  private boolean isTestFile(Path file, String displayPath, String text) {
    return TestCode.isTestFile(projectPaths.of(file, displayPath), text);
  }

  private FileOutcome analyse(Path file, String displayPath, String text, FileFindings sink, Set<RuleId> fileRules) {
    SourceFile source = new SourceFile(file, displayPath, text);
    Optional<Extractor> extractor = choose(source);
    // Another program's file under a name the walk reads (an nginx or redis .conf, a .conf HOCON
    // cannot parse): not ours to lint, but a password in a URI in it leaks all the same. It is
    // read as plain text for passwords only, without a note: nothing in it is broken.
    boolean foreign = extractor.isEmpty();
    if (foreign) {
      extractor = sniffingByName(source);
      if (extractor.isEmpty()) {
        return new FileOutcome.Unsupported();
      }
    }
    List<ExtractedValue> values;
    Optional<String> readAsText = Optional.empty();
    try {
      values = foreign ? passwordsInText(text) : extractor.get().extract(source);
    } catch (ExtractionException e) {
      values = passwordsInText(text);
      if (e.isNotThisFormat()) {
        foreign = true;
      } else {
        // Extractors promise a secret-free message; mask anyway, a parser may quote the input.
        String why = e.getMessage() == null ? "cannot be parsed" : engine.mask(e.getMessage());
        readAsText = Optional.of(why + "; read as plain text, checked for passwords in URIs only");
      }
    }
    boolean plainText = foreign || readAsText.isPresent();
    if (sink.fixable != null) {
      // The values as written: a fix is placed in a value as the file holds it.
      sink.values = values;
      sink.extractor = extractor.get();
    }
    if (values.isEmpty()) {
      // Most Java files hold no string that can get a rule: no line index, no comment scan.
      return new FileOutcome.Scanned(
          sink.findings, sink.suppressed, sink.secretHashesOmitted, sink.linted, readAsText);
    }
    if (!plainText && extractor.get().fillsOwnPlaceholders()) {
      // A password placeholder the file itself fills is the password it is filled with.
      values = SameFilePlaceholders.resolve(values, text.length());
    }
    LineIndex lines = LineIndex.of(text);
    InlineSuppressions suppressions = InlineSuppressions.parse(text, lines, extractor.get().comments());
    // A message bundle is text: its values are linted only when plainly a URI, and as text only
    // by the security rules (Usage.checks; see MessageBundle), except a message that is, as a
    // whole, a URI (a link the program shows): it is read with its key like any config value. A
    // file read as plain text only for passwords.
    boolean bundle = MessageBundle.isMessageBundle(displayPath);
    Set<RuleId> rules = plainText ? CREDENTIALS : fileRules;
    // A file read as plain text keeps its format's placeholders: a Helm template is YAML to them.
    // Another program's file expands what that program expands, which urilint does not know.
    SourceFormat format = foreign ? SourceFormat.UNKNOWN : extractor.get().format(source);
    // A Helm chart's home, icon, sources and repositories are URLs by Helm's schema (HelmChart).
    boolean chart = !plainText && HelmChart.isChartFile(displayPath);
    // A package.json is read by npm's schema: its URL fields are locators, the rest text (PackageManifest).
    boolean manifest = !plainText && PackageManifest.isManifest(displayPath);
    LintedFile linted = new LintedFile(
        displayPath, !plainText && extractor.get().isCode(), format, lines, suppressions, rules, sink);
    for (ExtractedValue value : values) {
      ExtractedValue read = value;
      if (plainText) {
        read = value.asText();
      } else if (chart && value.usage().isEmpty() && HelmChart.isLocatorKey(value.key())) {
        read = value.withUsage(Usage.LOCATOR);
      } else if (manifest && value.usage().isEmpty() && value.key().isPresent()) {
        read = value.withUsage(PackageManifest.usage(value.key().get(), value.value()));
      } else if (bundle) {
        Optional<Span> link = MessageBundle.link(value.value());
        read = link.isEmpty() ? value.asText()
            : link.get().end() - link.get().start() == value.value().length() ? value
            : value.slice(link.get().start(), link.get().end());
      }
      valueLinter.lint(linted, read);
    }
    if (!sink.findings.isEmpty()) {
      List<SourceRegion> secrets = FileSecrets.of(values, lines, sink.valueSecrets, sink.maskedValues);
      // The values (with a source offset per char) are not needed to place the findings: a file
      // of one 10 MB value of passwords is placed in the scan's bounded heap (BoundedMemoryIT).
      values = null;
      placeForReports(text, lines, secrets, sink);
    }
    return new FileOutcome.Scanned(
        sink.findings, sink.suppressed, sink.secretHashesOmitted, sink.linted, readAsText);
  }

  /**
   * Gives each finding its reported position ({@link ReportColumns}: counted on the line as
   * {@code --show-source} prints it) and the secrets of every value of the file, so that a column
   * after another value's password, or after one whose finding was suppressed, tells nothing of
   * its length and the printed line hides it.
   */
  private static void placeForReports(String text, LineIndex lines, List<SourceRegion> secrets, FileFindings sink) {
    // Suppressed, of a rule turned off or of another value: the cache must not keep a hash of it.
    sink.holdsSecret |= !secrets.isEmpty();
    ReportColumns columns = new ReportColumns(text, lines, secrets);
    sink.findings.replaceAll(f -> f.placed(columns.position(f.exact()), secrets));
    if (sink.fixable != null) {
      // The fix engine's findings are the report's: a fix summary prints their columns too.
      sink.fixable.replaceAll(x -> new FixableFinding(
          x.finding().placed(columns.position(x.finding().exact()), secrets), x.value(), x.fix()));
    }
  }

  /**
   * A file its parser rejects, read as plain text: each run of it that holds {@code
   * //user:password@}. Most files a parser rejects in real repositories are not broken but
   * become their format only after a build step (a Helm chart's Go templates, a Maven-filtered
   * {@code @project.version@}, an XML fragment); failing the run on each would be a false alarm,
   * dropping them would lose the passwords they hold. See docs/scanner.md.
   */
  private static List<ExtractedValue> passwordsInText(String text) {
    ExtractedValue whole = ExtractedValue.verbatim(text, Optional.empty(), 0).asText();
    List<ExtractedValue> values = new ArrayList<>();
    for (Span run : TextUris.runs(text)) {
      values.add(whole.slice(run.start(), run.end()));
    }
    return values;
  }

  // The extractor whose name test made the walk read a file its content then did not match.
  private Optional<Extractor> sniffingByName(SourceFile source) {
    String name = source.path().getFileName().toString().toLowerCase(java.util.Locale.ROOT);
    for (Extractor e : extractors) {
      if (e instanceof ContentSniffing sniffing && sniffing.acceptsName(name)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  private Optional<Extractor> choose(SourceFile source) {
    for (Extractor e : extractors) {
      if (e.accepts(source)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  private static FileOutcome skip(String displayPath, String reason) {
    return new FileOutcome.Skipped(new SkippedFile(displayPath, reason));
  }
}
