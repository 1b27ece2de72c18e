package dev.urilint.benchmarks;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A cross-check of {@link ScannerBenchmark#configTreeOneThread} for a shared, overloaded machine:
 * the same 10,000-file {@link ConfigTree} scanned on one thread, each scan timed by the wall
 * clock, by the scanning thread's CPU clock (time spent waiting for a core is not counted) and by
 * the process CPU clock (adds the JIT and the garbage collector). MB per CPU-second of the
 * scanning thread is the per-core throughput; the best round is the warm one.
 *
 * <p>{@code baseline} scans as a baseline check does (a baseline file is named, so every secret
 * gets its PBKDF2 hash); {@code plain} is the default scan.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.ScannerCpuTime 6 plain
 * </pre>
 */
public final class ScannerCpuTime {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ScannerCpuTime() {}

  /** {@code args[0]} rounds (default 6), {@code args[1]} {@code plain} (default) or {@code baseline}. */
  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    boolean baseline = args.length > 1 && args[1].equals("baseline");
    Path root = Files.createTempDirectory("urilint-cpu");
    try {
      long bytes = ConfigTree.write(root.resolve("configs"), ScannerBenchmark.CONFIG_FILES);
      ScanRequest request = ScanRequest.of(root.resolve("configs")).withThreads(1);
      if (baseline) {
        // Never written: the scan compares against an empty baseline, and derives every hash.
        request = request.withBaseline(root.resolve("no-baseline-yet.json"));
      }
      Scanner scanner = new Scanner();
      double mb = bytes / 1e6;
      System.out.printf("JDK %s, %s scan, %d files, %.1f MB, one thread%n",
          Runtime.version(), baseline ? "baseline" : "plain", ScannerBenchmark.CONFIG_FILES, mb);
      double best = Double.MAX_VALUE;
      for (int round = 1; round <= rounds; round++) {
        long wall = System.nanoTime();
        long thread = THREADS.getCurrentThreadCpuTime();
        long process = processCpu();
        ScanResult result = scanner.scan(request);
        thread = THREADS.getCurrentThreadCpuTime() - thread;
        process = processCpu() - process;
        wall = System.nanoTime() - wall;
        best = Math.min(best, thread / 1e9);
        System.out.printf(
            "round %d: wall %6.2f s (%5.1f MB/s), thread CPU %6.2f s (%5.1f MB/CPU-s), process CPU %6.2f s, %d findings%n",
            round, wall / 1e9, mb / (wall / 1e9), thread / 1e9, mb / (thread / 1e9), process / 1e9,
            result.findings().size());
      }
      System.out.printf("best: %.1f MB per thread-CPU-second (target 50)%n", mb / best);
    } finally {
      try (Stream<Path> s = Files.walk(root)) {
        for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
