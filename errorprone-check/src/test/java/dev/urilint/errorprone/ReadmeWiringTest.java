package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's two ways to wire the checks, compiled by a real javac with Error Prone as a plugin:
 * the line that runs urilint's checks only reports urilint's findings and none of Error Prone's
 * own (on a real project, {@code -Xplugin:ErrorProne} alone gave about 40 unrelated warnings); the
 * line of a project that keeps Error Prone's checks reports both. The lines are read from the
 * README, so the documented wiring is the tested one.
 */
final class ReadmeWiringTest {

  private static final Path README = Path.of("..").toAbsolutePath().normalize().resolve("README.md");
  private static final Pattern PLUGIN_ARG = Pattern.compile("<arg>(-Xplugin:ErrorProne[^<]*)</arg>");

  // A URI with a space (MalformedUri), in the default package, which Error Prone's own
  // DefaultPackage check (on by default) warns about.
  private static final String SOURCE =
      """
      class Wired {
        java.net.URI uri = java.net.URI.create("https://example.com/a b");
      }
      """;
  private static final String ERROR_PRONES_OWN = "DefaultPackage";

  @TempDir Path out;

  @Test
  void theUrilintOnlyLineReportsUrilintsFindingsAndNoneOfErrorPronesOwn() throws IOException {
    String line = readmeLines().get(0);

    Set<String> checks = compile(line);

    assertThat(line).contains("-XepDisableAllChecks");
    assertThat(checks).contains("MalformedUri").doesNotContain(ERROR_PRONES_OWN);
  }

  @Test
  void theUrilintOnlyLineTurnsEveryCheckBackOnButTheSuggestion() throws IOException {
    Set<String> enabled = new TreeSet<>();
    for (String flag : readmeLines().get(0).split(" ")) {
      if (flag.startsWith("-Xep:")) {
        enabled.add(flag.substring("-Xep:".length()));
      }
    }
    Set<String> expected = new TreeSet<>();
    for (RuleId rule : RuleId.values()) {
      if (rule != RuleId.NON_NORMALIZED) {
        expected.add(rule.checkName());
      }
    }

    assertThat(enabled).isEqualTo(expected);
  }

  @Test
  void theLineThatKeepsErrorPronesChecksReportsBoth() throws IOException {
    String line = readmeLines().get(1);

    Set<String> checks = compile(line);

    assertThat(line).doesNotContain("-XepDisableAllChecks");
    assertThat(checks).contains("MalformedUri", ERROR_PRONES_OWN);
  }

  // The README's -Xplugin:ErrorProne lines, in order: urilint only, then Error Prone's kept.
  private static List<String> readmeLines() throws IOException {
    Matcher m = PLUGIN_ARG.matcher(Files.readString(README, StandardCharsets.UTF_8));
    List<String> lines = new ArrayList<>();
    while (m.find()) {
      lines.add(m.group(1));
    }
    assertThat(lines).as("the README's -Xplugin:ErrorProne lines").hasSize(2);
    return lines;
  }

  // The check names of the compilation's diagnostics ("[MalformedUri] ...").
  private Set<String> compile(String pluginArg) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options = new ArrayList<>(List.of(
        "-XDcompilePolicy=simple", "--should-stop=ifError=FLOW",
        "-classpath", System.getProperty("java.class.path"),
        // Error Prone finds plugin checks on the processor path, as the README puts them there.
        "-processorpath", System.getProperty("java.class.path"), "-d", out.toString()));
    options.add(pluginArg);
    JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Wired.java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return SOURCE;
      }
    };
    javac.getTask(null, null, diagnostics, options, null, List.of(file)).call();
    Set<String> checks = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      String message = d.getMessage(Locale.ROOT);
      if (message.startsWith("[")) {
        checks.add(message.substring(1, message.indexOf(']')));
      }
    }
    assertThat(checks).as("diagnostics of %s: %s", pluginArg, diagnostics.getDiagnostics()).isNotEmpty();
    return checks;
  }
}
