package dev.urilint.errorprone;

import com.google.errorprone.BaseErrorProneJavaCompiler;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.scanner.ScannerSupplier;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * Compiles in-memory sources with one check (or several) and returns its diagnostics as {@code
 * line:column: message} (1-based, as javac prints them): CompilationTestHelper checks lines only,
 * and where a diagnostic points inside a literal is this module's promise.
 */
final class Diagnostics {

  private Diagnostics() {}

  /** What javac prints and throws (a check that fails to start is reported there, not as a diagnostic). */
  static String crashOutput(Class<? extends BugChecker> check, List<String> options, String... sources) {
    java.io.StringWriter out = new java.io.StringWriter();
    try {
      compile(check, options, out, sources);
    } catch (RuntimeException e) {
      java.io.PrintWriter w = new java.io.PrintWriter(out);
      e.printStackTrace(w);
      w.flush();
    }
    return out.toString();
  }

  static List<String> of(Class<? extends BugChecker> check, List<String> options, String... sources) {
    return compile(check, options, null, sources);
  }

  /** Only the diagnostics of kind ERROR: those that fail the build. */
  static List<String> errorsOf(Class<? extends BugChecker> check, List<String> options, String... sources) {
    return compile(List.of(check), options, null, Diagnostic.Kind.ERROR, sources);
  }

  /** The diagnostics of several checks run together in one compilation. */
  static List<String> ofAll(List<Class<? extends BugChecker>> checks, List<String> options, String... sources) {
    return compile(checks, options, null, sources);
  }

  private static List<String> compile(
      Class<? extends BugChecker> check, List<String> options, java.io.Writer output, String... sources) {
    return compile(List.of(check), options, output, sources);
  }

  private static List<String> compile(
      List<Class<? extends BugChecker>> checks, List<String> options, java.io.Writer output, String... sources) {
    return compile(checks, options, output, null, sources);
  }

  private static List<String> compile(
      List<Class<? extends BugChecker>> checks,
      List<String> options,
      java.io.Writer output,
      Diagnostic.Kind only,
      String... sources) {
    JavaCompiler compiler = new BaseErrorProneJavaCompiler(ScannerSupplier.fromBugCheckerClasses(checks));
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> files = new ArrayList<>();
    for (int i = 0; i < sources.length; i++) {
      files.add(new Source(fileName(sources[i]), sources[i]));
    }
    List<String> args = new ArrayList<>(List.of("-d", System.getProperty("java.io.tmpdir") + "/urilint-diagnostics", "-proc:none"));
    args.addAll(options);
    compiler.getTask(output, null, diagnostics, args, null, files).call();
    List<String> out = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.NOTE && (only == null || d.getKind() == only)) {
        String message = d.getMessage(Locale.ROOT);
        out.add(d.getLineNumber() + ":" + d.getColumnNumber() + ": " + message.lines().findFirst().orElse(""));
      }
    }
    return out;
  }

  /** The name a source is compiled under: {@code B} if it declares {@code class B}, and so on. */
  static String fileName(String source) {
    return source.contains("class B") ? "B" : source.contains("class C") ? "C" : "A";
  }

  private static final class Source extends SimpleJavaFileObject {
    private final String text;

    Source(String name, String text) {
      super(URI.create("mem:///" + name + ".java"), Kind.SOURCE);
      this.text = text;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
