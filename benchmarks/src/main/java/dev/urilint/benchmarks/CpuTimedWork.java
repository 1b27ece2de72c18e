package dev.urilint.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.ToIntFunction;

/**
 * One contender of a CPU-time comparison: a list of URLs, the work done per URL, and the best
 * round so far by the thread's CPU clock (time spent waiting for a core is not counted, so a
 * loaded machine still gives usable ratios).
 */
final class CpuTimedWork {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private final String[] urls;
  private final ToIntFunction<String> work;
  private long best = Long.MAX_VALUE;
  private int sink;

  CpuTimedWork(String[] urls, ToIntFunction<String> work) {
    this.urls = urls;
    this.work = work;
  }

  /** Runs the work once over every URL. */
  void round() {
    long start = THREADS.getCurrentThreadCpuTime();
    int s = 0;
    for (String u : urls) {
      s += work.applyAsInt(u);
    }
    best = Math.min(best, THREADS.getCurrentThreadCpuTime() - start);
    sink += s;
  }

  /** CPU nanoseconds per URL of the best round. */
  double nsPerUrl() {
    // sink keeps the work observable to the JIT; it never changes the figure.
    return (best + (sink == Integer.MIN_VALUE ? 1 : 0)) / (double) urls.length;
  }
}
