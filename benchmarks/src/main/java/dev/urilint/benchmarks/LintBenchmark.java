package dev.urilint.benchmarks;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.uri.UriParser;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The budget: linting a valid URL with every rule costs at most twice parsing it. Both
 * benchmarks walk the same list (the 97,291 valid URLs of every data set) and report ns per URL.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar LintBenchmark -prof gc
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LintBenchmark {

  /** How many URLs of {@link Datasets#all()} are valid URI-references. */
  static final int VALID = 97_291;

  private String[] valid;
  private final Linter linter = Linter.withDefaults();
  private final Context context = Context.locator();

  @Setup(Level.Trial)
  public void load() {
    valid = Arrays.stream(Datasets.all()).filter(UriParser::isValid).toArray(String[]::new);
    if (valid.length != VALID) {
      throw new IllegalStateException("expected " + VALID + " valid URLs, got " + valid.length);
    }
  }

  @Benchmark
  @OperationsPerInvocation(VALID)
  public void parseValid(Blackhole bh) {
    for (String u : valid) {
      bh.consume(UriParser.parse(u));
    }
  }

  @Benchmark
  @OperationsPerInvocation(VALID)
  public void lintValid(Blackhole bh) {
    for (String u : valid) {
      bh.consume(linter.lint(u, context));
    }
  }
}
