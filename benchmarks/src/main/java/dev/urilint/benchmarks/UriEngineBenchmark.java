package dev.urilint.benchmarks;

import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import org.apache.jena.rfc3986.RFC3986;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * urilint's recogniser against its floor (a bare character-table scan) and its peers ({@code
 * java.net.URI}, Jena's {@code RFC3986.checkSyntax}) over the real URL lists, in one run.
 *
 * <p>Each invocation walks a whole data set; {@link OperationsPerInvocation} makes the reported
 * score nanoseconds per URL (and {@code -prof gc}'s {@code gc.alloc.rate.norm} bytes per URL
 * after dividing by the list length, which {@code docs/performance.md} does). Invalid URLs stay in
 * the list: every contender sees the same input and pays for its own failure path.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar UriEngineBenchmark -prof gc
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class UriEngineBenchmark {

  /** Length of the {@code all} list; keeps {@link OperationsPerInvocation} exact. */
  static final int ALL = 97_632;

  @Param({"all"})
  public String dataset;

  private String[] urls;

  @Setup(Level.Trial)
  public void load() {
    urls = Datasets.all();
    if (urls.length != ALL) {
      throw new IllegalStateException("expected " + ALL + " URLs, got " + urls.length);
    }
  }

  @Benchmark
  @OperationsPerInvocation(ALL)
  public int tableScan() {
    int ok = 0;
    for (String u : urls) {
      if (TableScan.allowed(u)) {
        ok++;
      }
    }
    return ok;
  }

  @Benchmark
  @OperationsPerInvocation(ALL)
  public int urilintValidate() {
    int ok = 0;
    for (String u : urls) {
      if (UriParser.isValid(u)) {
        ok++;
      }
    }
    return ok;
  }

  @Benchmark
  @OperationsPerInvocation(ALL)
  public void urilintParse(Blackhole bh) {
    for (String u : urls) {
      ParseResult r = UriParser.parse(u);
      bh.consume(r);
    }
  }

  @Benchmark
  @OperationsPerInvocation(ALL)
  public void javaNetUri(Blackhole bh) {
    for (String u : urls) {
      try {
        bh.consume(new URI(u));
      } catch (URISyntaxException e) {
        bh.consume(e);
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(ALL)
  public int jenaCheckSyntax() {
    int ok = 0;
    for (String u : urls) {
      try {
        RFC3986.checkSyntax(u);
        ok++;
      } catch (RuntimeException e) {
        // Jena throws IRIParseException on an invalid IRI: that is its "false".
      }
    }
    return ok;
  }
}
