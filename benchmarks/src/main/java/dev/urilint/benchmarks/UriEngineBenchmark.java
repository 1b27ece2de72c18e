package dev.urilint.benchmarks;

import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import org.apache.jena.rfc3986.IRI3986;
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
 * java.net.URI}, Jena's {@code RFC3986.checkSyntax} and {@code IRI3986.create}) over each of the
 * real URL lists, in one run.
 *
 * <p>Each invocation walks {@value #URLS} URLs of one data set (the list repeated as often as it
 * takes), so {@link OperationsPerInvocation} makes the score nanoseconds per URL and {@code -prof
 * gc}'s {@code gc.alloc.rate.norm} divided by {@value #URLS} bytes per URL. Invalid URLs stay in
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

  /** URLs per invocation: the longest list's length, the others repeated up to it. */
  static final int URLS = 50_000;

  @Param({"kasztp", "node_files", "isaacs_files"})
  public String dataset;

  private String[] urls;

  @Setup(Level.Trial)
  public void load() {
    urls = Datasets.repeated(dataset, URLS);
  }

  @Benchmark
  @OperationsPerInvocation(URLS)
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
  @OperationsPerInvocation(URLS)
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
  @OperationsPerInvocation(URLS)
  public void urilintParse(Blackhole bh) {
    for (String u : urls) {
      ParseResult r = UriParser.parse(u);
      bh.consume(r);
    }
  }

  @Benchmark
  @OperationsPerInvocation(URLS)
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
  @OperationsPerInvocation(URLS)
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

  @Benchmark
  @OperationsPerInvocation(URLS)
  public void jenaCreate(Blackhole bh) {
    for (String u : urls) {
      try {
        bh.consume(IRI3986.create(u));
      } catch (RuntimeException e) {
        bh.consume(e);
      }
    }
  }
}
