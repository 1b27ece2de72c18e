package dev.urilint.benchmarks;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkedFile;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Java scan speed on real code, against JavaParser's own speed on the same files in the same run:
 * every {@code .java} file below a root (the scanner's walk, default excludes) scanned on one
 * thread with every rule in test code too ({@code testSourcesAllRules}, so no file is left unread),
 * then the same files parsed by bare JavaParser with the Java extractor's configuration. Each is
 * timed by the thread's CPU clock (waiting for a core is not counted); the best round is the warm
 * one.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.JavaScanCpuTime 3 ../corpus
 * </pre>
 */
public final class JavaScanCpuTime {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private JavaScanCpuTime() {}

  /** {@code args[0]} rounds, {@code args[1]} the root whose Java sources are scanned. */
  public static void main(String[] args) throws IOException {
    int rounds = Integer.parseInt(args[0]);
    Path root = Path.of(args[1]).toAbsolutePath().normalize();
    List<String> javaOnly = List.of("**/*.java");
    List<WalkedFile> files = new FileWalker(root, javaOnly, List.of(), true).walk(List.of(root)).files();
    long bytes = 0;
    for (WalkedFile f : files) {
      bytes += f.size();
    }
    double mb = bytes / 1e6;
    ScanRequest request =
        ScanRequest.of(root).withIncludes(javaOnly).withTestSourcesAllRules(true).withThreads(1);
    Scanner scanner = new Scanner();
    System.out.printf("JDK %s, %d Java files, %.1f MB below %s, one thread%n", Runtime.version(), files.size(), mb, root);
    double bestScan = Double.MAX_VALUE;
    double bestParse = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      long scanCpu = THREADS.getCurrentThreadCpuTime();
      ScanResult result = scanner.scan(request);
      scanCpu = THREADS.getCurrentThreadCpuTime() - scanCpu;
      long parseCpu = THREADS.getCurrentThreadCpuTime();
      int parsed = parseAll(files);
      parseCpu = THREADS.getCurrentThreadCpuTime() - parseCpu;
      bestScan = Math.min(bestScan, scanCpu / 1e9);
      bestParse = Math.min(bestParse, parseCpu / 1e9);
      System.out.printf(
          "round %d: scan %6.2f CPU-s (%5.1f MB/CPU-s, %d findings, %d skipped) | JavaParser %6.2f CPU-s (%5.1f MB/CPU-s, %d parsed)%n",
          round, scanCpu / 1e9, mb / (scanCpu / 1e9), result.findings().size(), result.skipped().size(),
          parseCpu / 1e9, mb / (parseCpu / 1e9), parsed);
    }
    System.out.printf(
        "best: scan %.1f MB/CPU-s, JavaParser %.1f MB/CPU-s, scan / JavaParser CPU time %.2f%n",
        mb / bestScan, mb / bestParse, bestScan / bestParse);
  }

  private static int parseAll(List<WalkedFile> files) throws IOException {
    int ok = 0;
    for (WalkedFile f : files) {
      String text;
      try {
        text = Files.readString(f.file(), StandardCharsets.UTF_8);
      } catch (java.nio.charset.MalformedInputException e) {
        continue; // the scanner skips it too
      }
      // The extractor's own configuration, so the reference parses as the scanner does.
      ParserConfiguration configuration = dev.urilint.scanner.extract.javasource.JavaExtractor.parserConfiguration();
      if (new JavaParser(configuration).parse(text).isSuccessful()) {
        ok++;
      }
    }
    return ok;
  }
}
