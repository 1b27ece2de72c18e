package dev.urilint.benchmarks;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The scanner's budgets: a generated tree of 10,000 config files ({@link ConfigTree}) scanned on one
 * thread (MB/s per core) and on two (wall time), and a real Java source tree ({@link JavaTree})
 * scanned on one thread against bare JavaParser parsing the same files with the scanner's settings.
 * Each score is the time of one whole scan; the tree sizes are printed at set-up.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ScannerBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class ScannerBenchmark {

  static final int CONFIG_FILES = 10_000;
  static final long JAVA_BYTES = 4_000_000;

  private Path root;
  private ScanRequest configs;
  private ScanRequest javaSources;
  private List<Path> javaFiles;
  private final Scanner scanner = new Scanner();

  @Setup(Level.Trial)
  public void write() throws IOException {
    root = Files.createTempDirectory("urilint-bench");
    Path configRoot = root.resolve("configs");
    Path javaRoot = root.resolve("java");
    long configBytes = ConfigTree.write(configRoot, CONFIG_FILES);
    long javaBytes = JavaTree.write(javaRoot, JAVA_BYTES);
    configs = ScanRequest.of(configRoot);
    javaSources = ScanRequest.of(javaRoot);
    try (Stream<Path> s = Files.walk(javaRoot)) {
      javaFiles = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
    System.out.printf(
        "%nconfig tree: %d files, %d bytes; java tree: %d files, %d bytes%n",
        CONFIG_FILES, configBytes, javaFiles.size(), javaBytes);
  }

  @TearDown(Level.Trial)
  public void delete() throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  @Benchmark
  public ScanResult configTreeOneThread() {
    return scanner.scan(configs.withThreads(1));
  }

  @Benchmark
  public ScanResult configTreeTwoThreads() {
    return scanner.scan(configs.withThreads(2));
  }

  @Benchmark
  public ScanResult javaTreeOneThread() {
    return scanner.scan(javaSources.withThreads(1));
  }

  /** What JavaParser alone costs on the same files with the Java extractor's configuration. */
  @Benchmark
  public int javaParserBare() {
    int types = 0;
    for (Path p : javaFiles) {
      String text;
      try {
        text = Files.readString(p, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      // The extractor's own configuration, so the reference parses as the scanner does.
      ParserConfiguration configuration = dev.urilint.scanner.extract.javasource.JavaExtractor.parserConfiguration();
      types += new JavaParser(configuration).parse(text).getResult().map(cu -> cu.getTypes().size()).orElse(0);
    }
    return types;
  }
}
