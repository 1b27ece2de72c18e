package dev.urilint.errorprone;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Every Java source this module's tests compile, read from the tests' own text: the literal
 * arguments of {@code addSourceLines} and {@code addInputLines} (CompilationTestHelper,
 * BugCheckerRefactoringTestHelper) and of {@code Diagnostics.of}, with the {@code -Xep} flags the
 * same statement sets. One statement of a test is one compilation: its sources compile together
 * with its flags. An argument that is not a literal (a variable, a {@code replace}) is left out.
 *
 * <pre>{@code
 * TestSources.read(Path.of("src/test/java/dev/urilint/errorprone"));
 * // [Compilation[name=MalformedUriTest#identification, sources=[Source[path=A.java, text=import java.net.URI; ...]], flags=[]], ...]
 * }</pre>
 */
final class TestSources {

  /** One Java file of a compilation: its path as the test names it, and its text. */
  record Source(String path, String text) {}

  /** The sources one statement of a test compiles together, and the flags it passes. */
  record Compilation(String name, List<Source> sources, List<String> flags) {}

  private TestSources() {}

  /** The compilations of every {@code *.java} in {@code folder}, in file and source order. */
  static List<Compilation> read(Path folder) {
    JavaParser parser =
        new JavaParser(new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));
    List<Compilation> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        ParseResult<CompilationUnit> parsed = parser.parse(Files.readString(file, StandardCharsets.UTF_8));
        CompilationUnit unit =
            parsed.getResult().filter(u -> parsed.isSuccessful()).orElseThrow(() -> new IllegalStateException(file + ": " + parsed.getProblems()));
        String testClass = file.getFileName().toString().replace(".java", "");
        for (MethodDeclaration method : unit.findAll(MethodDeclaration.class)) {
          out.addAll(compilations(testClass + "#" + method.getNameAsString(), method));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<Compilation> compilations(String method, MethodDeclaration declaration) {
    // Each call belongs to the statement closest around it, so a lambda's statement is its own.
    Map<ExpressionStmt, List<MethodCallExpr>> byStatement = new LinkedHashMap<>();
    for (MethodCallExpr call : declaration.findAll(MethodCallExpr.class)) {
      call.findAncestor(ExpressionStmt.class).ifPresent(s -> byStatement.computeIfAbsent(s, k -> new ArrayList<>()).add(call));
    }
    List<Compilation> out = new ArrayList<>();
    for (List<MethodCallExpr> calls : byStatement.values()) {
      List<Source> sources = new ArrayList<>();
      List<String> flags = new ArrayList<>();
      // findAll lists an outer call before the calls in its scope: a chain comes out last step first.
      for (int i = calls.size() - 1; i >= 0; i--) {
        MethodCallExpr call = calls.get(i);
        String name = call.getNameAsString();
        List<Expression> args = call.getArguments();
        if ((name.equals("addSourceLines") || name.equals("addInputLines")) && !args.isEmpty()) {
          Optional<String> path = literal(args.get(0));
          Optional<String> text = lines(args.subList(1, args.size()));
          if (path.isPresent() && text.isPresent()) {
            sources.add(new Source(path.get(), text.get()));
          }
        } else if (name.equals("setArgs")) {
          args.forEach(a -> literal(a).ifPresent(flags::add));
        } else if ((name.equals("of") || name.equals("ofAll"))
            && call.getScope().map(Object::toString).orElse("").equals("Diagnostics")
            && args.size() > 2) {
          args.get(1).findAll(StringLiteralExpr.class).forEach(a -> flags.add(a.asString()));
          for (Expression arg : args.subList(2, args.size())) {
            literal(arg).ifPresent(text -> sources.add(new Source(Diagnostics.fileName(text) + ".java", text)));
          }
        }
      }
      if (!sources.isEmpty()) {
        String name = out.isEmpty() ? method : method + "#" + (out.size() + 1);
        out.add(new Compilation(name, List.copyOf(sources), List.copyOf(flags)));
      }
    }
    return out;
  }

  // addSourceLines(path, String... lines) joins its lines with a line break.
  private static Optional<String> lines(List<Expression> args) {
    List<String> lines = new ArrayList<>();
    for (Expression arg : args) {
      Optional<String> line = literal(arg);
      if (line.isEmpty()) {
        return Optional.empty();
      }
      lines.add(line.get());
    }
    return lines.isEmpty() ? Optional.empty() : Optional.of(String.join("\n", lines));
  }

  private static Optional<String> literal(Expression e) {
    if (e instanceof TextBlockLiteralExpr block) {
      return Optional.of(block.asString());
    }
    if (e instanceof StringLiteralExpr string) {
      return Optional.of(string.asString());
    }
    return Optional.empty();
  }
}
