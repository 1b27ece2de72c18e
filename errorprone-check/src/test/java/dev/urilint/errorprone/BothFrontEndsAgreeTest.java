package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BaseErrorProneJavaCompiler;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.scanner.ScannerSupplier;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import dev.urilint.sinks.SinkSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The differential test: the Error Prone check and the scanner read the same Java files and report
 * the same findings, by line, column and rule, except the differences listed in {@code
 * front-end-differences.tsv} with their reason (docs/errorprone.md, "Where the scanner and the
 * check differ"). The files are every Java source this module's tests compile ({@link
 * TestSources}), each compilation with its own flags, given to the scanner as the same settings
 * ({@code AllowedHosts}, {@code TestSourcesAllRules}, {@code AdditionalSinks}, {@code TemplateSinks};
 * {@code -XepCompilingTestOnlyCode} as a test source set). Every rule runs at {@code WARN} in both.
 *
 * <p>A new divergence fails, and so does a listed one that no longer occurs: the list is exactly
 * the differences there are.
 */
final class BothFrontEndsAgreeTest {

  private static final Path TESTS = Path.of("src/test/java/dev/urilint/errorprone");

  @TempDir Path scratch;

  @Test
  void bothFrontEndsReportTheSameFindingsButTheDocumentedDifferences() throws IOException {
    List<TestSources.Compilation> compilations = TestSources.read(TESTS);
    Set<String> differences = new TreeSet<>();
    List<String> notCompiled = new ArrayList<>();
    int agreed = 0;
    int n = 0;
    for (TestSources.Compilation c : compilations) {
      Compiled compiled = errorProne(c);
      if (!compiled.errors().isEmpty()) {
        notCompiled.add(c.name() + " " + compiled.errors());
        continue;
      }
      Set<String> scanned = scanner(c, scratch.resolve("c" + n++));
      for (String f : compiled.findings()) {
        if (scanned.contains(f)) {
          agreed++;
        } else {
          differences.add(c.name() + "\t" + f + "\terrorprone");
        }
      }
      for (String f : scanned) {
        if (!compiled.findings().contains(f)) {
          differences.add(c.name() + "\t" + f + "\tscanner");
        }
      }
    }

    assertThat(compilations).as("compilations read from the tests").hasSizeGreaterThan(45);
    assertThat(notCompiled).as("test sources javac rejects").isEmpty();
    assertThat(agreed).as("findings both front ends report").isGreaterThan(45);
    assertThat(differences).as("differences (compilation, finding, which front end alone)").containsExactlyElementsOf(documented().keySet());
  }

  @Test
  void everyDocumentedDifferenceNamesItsReason() throws IOException {
    assertThat(documented().values()).allSatisfy(why -> assertThat(why).isIn(REASONS));
    assertThat(Set.copyOf(documented().values())).as("every class of difference still occurs").isEqualTo(REASONS);
  }

  /** The classes of difference, each explained in docs/errorprone.md. */
  private static final Set<String> REASONS =
      Set.of("non-constant-concatenation");

  // compilation \t path:line:column rule \t errorprone|scanner \t reason
  private static Map<String, String> documented() throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (InputStream in = BothFrontEndsAgreeTest.class.getResourceAsStream("front-end-differences.tsv")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] cols = line.split("\t");
        out.put(cols[0] + "\t" + cols[1] + "\t" + cols[2], cols[3]);
      }
    }
    return out;
  }

  record Compiled(Set<String> findings, List<String> errors) {}

  static Compiled errorProne(TestSources.Compilation c) {
    List<Class<? extends BugChecker>> checks = new ArrayList<>();
    List<String> args = new ArrayList<>(List.of("-d", System.getProperty("java.io.tmpdir") + "/urilint-differential", "-proc:none"));
    for (RuleId rule : RuleId.values()) {
      try {
        checks.add(Class.forName("dev.urilint.errorprone." + rule.checkName()).asSubclass(BugChecker.class));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      args.add("-Xep:" + rule.checkName() + ":WARN");
    }
    args.addAll(c.flags());
    List<JavaFileObject> files = new ArrayList<>();
    Set<String> inputs = new TreeSet<>();
    for (TestSources.Source s : c.sources()) {
      files.add(new InMemory(s.path(), s.text()));
      inputs.add(s.path());
    }
    LibraryStubs.sources().forEach((path, text) -> {
      if (!inputs.contains(path)) {
        files.add(new InMemory(path, text));
      }
    });
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    new BaseErrorProneJavaCompiler(ScannerSupplier.fromBugCheckerClasses(checks))
        .getTask(new StringWriter(), null, diagnostics, args, null, files)
        .call();
    Set<String> findings = new TreeSet<>();
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      String message = d.getMessage(Locale.ROOT);
      String path = d.getSource() == null ? "" : d.getSource().toUri().getPath().substring(1);
      RuleId rule = Arrays.stream(RuleId.values()).filter(r -> message.startsWith("[" + r.checkName() + "]")).findFirst().orElse(null);
      if (rule != null) {
        if (inputs.contains(path)) {
          findings.add(path + ":" + d.getLineNumber() + ":" + d.getColumnNumber() + " " + rule.id());
        }
      } else if (d.getKind() == Diagnostic.Kind.ERROR) {
        errors.add(path + ":" + d.getLineNumber() + ": " + message.lines().findFirst().orElse(""));
      }
    }
    return new Compiled(findings, errors);
  }

  static Set<String> scanner(TestSources.Compilation c, Path root) throws IOException {
    boolean testOnly = c.flags().contains("-XepCompilingTestOnlyCode");
    for (TestSources.Source s : c.sources()) {
      Path file = root.resolve(testOnly ? "src/test/java/" + s.path() : s.path());
      Files.createDirectories(file.getParent());
      Files.writeString(file, s.text(), StandardCharsets.UTF_8);
    }
    SeverityPolicy everyRule = SeverityPolicy.defaults();
    for (RuleId rule : RuleId.values()) {
      everyRule = everyRule.with(rule, Severity.WARNING);
    }
    ScanRequest request = ScanRequest.of(root).withPolicy(everyRule).withThreads(1);
    List<SinkSpec> sinks = new ArrayList<>();
    List<SinkSpec> templateSinks = new ArrayList<>();
    for (String flag : c.flags()) {
      String value = flag.substring(flag.indexOf('=') + 1);
      if (flag.startsWith("-XepOpt:UriLint:AllowedHosts=")) {
        request = request.withAllowedHosts(Set.of(value.split(",")));
      } else if (flag.startsWith("-XepOpt:UriLint:TestSourcesAllRules=") || flag.startsWith("-XepOpt:UriLint:CheckTestCode=")) {
        request = request.withTestSourcesAllRules(Boolean.parseBoolean(value));
      } else if (flag.startsWith("-XepOpt:UriLint:AdditionalSinks=")) {
        Arrays.stream(value.split(",")).map(SinkSpec::parse).forEach(sinks::add);
      } else if (flag.startsWith("-XepOpt:UriLint:TemplateSinks=")) {
        Arrays.stream(value.split(",")).map(SinkSpec::parse).forEach(templateSinks::add);
      }
    }
    request = request.withSinks(sinks, templateSinks);
    Set<String> findings = new TreeSet<>();
    for (ReportedFinding f : new Scanner().scan(request).findings()) {
      String path = testOnly ? f.path().substring("src/test/java/".length()) : f.path();
      findings.add(path + ":" + f.line() + ":" + f.column() + " " + f.rule().id());
    }
    return findings;
  }

  private static final class InMemory extends SimpleJavaFileObject {
    private final String text;

    InMemory(String path, String text) {
      super(URI.create("mem:///" + path), Kind.SOURCE);
      this.text = text;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
