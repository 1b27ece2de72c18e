package dev.urilint.benchmarks;

import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.toml.TomlExtractor;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

/**
 * The TOML row of the extractors' throughput table ({@code docs/extractors.md}): MB per CPU-second
 * of the TOML extractor and of Jackson's TOML parse alone (the tree the extractor reads values
 * from), alternating in one JVM over one generated file of about 37 KB (tables, arrays of
 * tables, keys, plain values and URLs, as the table's other rows). Thread CPU time, best round.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.TomlThroughput 20
 * </pre>
 */
public final class TomlThroughput {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private TomlThroughput() {}

  /** {@code args[0]}: rounds of each (default 20), each reading the file 50 times. */
  public static void main(String[] args) throws ExtractionException, IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    String text = file(37_000);
    SourceFile file = new SourceFile(Path.of("app.toml"), "app.toml", text);
    TomlExtractor extractor = new TomlExtractor();
    TomlMapper mapper = new TomlMapper();
    long bestExtract = Long.MAX_VALUE;
    long bestParse = Long.MAX_VALUE;
    int sink = 0;
    for (int r = 0; r < rounds; r++) {
      long start = THREADS.getCurrentThreadCpuTime();
      for (int i = 0; i < 50; i++) {
        sink += extractor.extract(file).size();
      }
      bestExtract = Math.min(bestExtract, THREADS.getCurrentThreadCpuTime() - start);
      start = THREADS.getCurrentThreadCpuTime();
      for (int i = 0; i < 50; i++) {
        sink += mapper.readTree(text).size();
      }
      bestParse = Math.min(bestParse, THREADS.getCurrentThreadCpuTime() - start);
    }
    double mb = 50 * text.length() / 1e6;
    System.out.printf("JDK %s, %d chars, %d values, best of %d rounds by thread CPU time%n",
        Runtime.version(), text.length(), extractor.extract(file).size(), rounds);
    System.out.printf("extraction %.1f MB/s, Jackson TOML parse alone %.1f MB/s (%d)%n",
        mb / (bestExtract / 1e9), mb / (bestParse / 1e9), sink % 2);
  }

  /** Tables of keys, one in three a URL, and arrays of tables, to about {@code size} chars. */
  static String file(int size) {
    String[] urls = {
      "https://api.example.com/v1/orders?limit=100", "http://localhost:8080/actuator/health",
      "jdbc:postgresql://db.internal:5432/app", "https://user:s3cret@registry.example.com/repo",
    };
    StringBuilder b = new StringBuilder(size + 256);
    for (int t = 0; b.length() < size; t++) {
      b.append(t % 4 == 3 ? "[[servers]]\n" : "[section" + t + "]\n");
      for (int k = 0; k < 8; k++) {
        b.append("key").append(k).append(" = ");
        switch (k % 3) {
          case 0 -> b.append('"').append(urls[(t + k) % urls.length]).append("\"\n");
          case 1 -> b.append(t * 31 + k).append('\n');
          default -> b.append("'plain value ").append(k).append("' # a comment\n");
        }
      }
      b.append("list = [\"").append(urls[t % urls.length]).append("\", \"x\"]\n\n");
    }
    return b.toString();
  }
}
