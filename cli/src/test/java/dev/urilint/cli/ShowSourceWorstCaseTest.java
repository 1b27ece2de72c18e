package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code urilint check --show-source} on one long line with many findings (a minified JSON file)
 * takes time and memory linear in the file. Every finding shows its source line, masked, with a
 * caret under its part: the line was masked once per finding (1 MB of JSON with 38,000 findings
 * took 108 s), and each caret was placed by a walk over the masks before it.
 *
 * <p>A complexity check, not a timing target, as {@code scanner}'s {@code WorstCaseFileTest} is:
 * the whole command's CPU time on a 1 MB line over its time on a 100 KB line is compared with the
 * same ratio of a linear reference pass over the same two texts, measured in the same run (the
 * reference is taken as at least the size ratio, 10, so it only ever widens the bound). A linear
 * command gives about 0.5, not 1: what a run costs whatever the file (the command line, the
 * configuration, the walk of the folder) weighs more at 100 KB. The walk over the masks gave 2.9;
 * masking the line per finding 7.7 at a tenth of these sizes (at these, one run takes a quarter of
 * an hour, and its allocations fail first). The bound, 2, leaves four times a linear command's
 * ratio for a loaded machine.
 * Thread CPU time, best of two after a warm-up: one file is scanned on the calling thread, and
 * waiting for a core does not count. Memory: what the command prints per finding is bounded (a
 * window of a long line, not the line), and so is what it allocates per char of the file.
 */
@Tag("worst-case")
class ShowSourceWorstCaseTest {

  private static final int SMALL = 100_000;
  private static final int LARGE = 1_000_000;
  private static final double BOUND = 2;
  /** One value: a password, masked on the source line, and one finding (credentials-in-uri). */
  private static final String VALUE = "\"https://a:b@h/\"";
  /**
   * Chars printed per finding: its finding line, then a window of at most 120 chars of the source
   * line and the caret line under it (about 470 today, most of it the message).
   */
  private static final int CHARS_PER_FINDING = 1_000;
  /**
   * Bytes allocated per char of the 1 MB file, garbage included: reading, linting, the report
   * and the text printed (about 750 today, 59,000 findings of about 470 chars each).
   */
  private static final long BYTES_PER_CHAR = 3_000;

  @TempDir Path project;

  @Test
  void aLineOfTenTimesTheFindingsTakesAboutTenTimesAsLong() throws IOException {
    String small = oneLine(SMALL);
    String large = oneLine(LARGE);
    Files.writeString(project.resolve("small.json"), small);
    Files.writeString(project.resolve("large.json"), large);
    CliRun cli = CliRun.plain().inDirectory(project);

    var allocation = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = allocation.getCurrentThreadAllocatedBytes();
    CliRun.Outcome o = cli.execute("check", "--show-source", "large.json");
    long allocated = allocation.getCurrentThreadAllocatedBytes() - before;
    long findings = o.out().lines().filter(l -> l.contains(": error: [credentials-in-uri]")).count();
    assertThat(findings).as("a finding per value").isEqualTo(large.split(",").length);
    assertThat(o.out()).as("the source line, masked").contains("\"https://a:****@h/\"").doesNotContain("a:b@");
    assertThat(o.out().length() / findings).as("chars printed per finding").isLessThan(CHARS_PER_FINDING);
    assertThat(allocated / LARGE).as("bytes allocated per char of 1 MB").isLessThan(BYTES_PER_CHAR);

    long checkSmall = bestOf(() -> cli.execute("check", "--show-source", "small.json"));
    long checkLarge = bestOf(() -> cli.execute("check", "--show-source", "large.json"));
    long referenceSmall = bestOf(() -> reference(small));
    long referenceLarge = bestOf(() -> reference(large));

    double ratio = checkLarge / (double) Math.max(checkSmall, 1);
    // The reference corrects upwards only, for what 1 MB costs any pass (caches, memory): a
    // reference that came out sublinear would otherwise shrink the bound.
    double linear = Math.max(referenceLarge / (double) Math.max(referenceSmall, 1), (double) LARGE / SMALL);
    assertThat(ratio / linear)
        .as("1 MB took %d ms, 100 KB %d ms (x%.1f); the linear reference x%.1f",
            checkLarge / 1_000_000, checkSmall / 1_000_000, ratio, linear)
        .isLessThan(BOUND);
  }

  /** {"urls":[VALUE,VALUE,...]} on one line of about {@code size} chars. */
  private static String oneLine(int size) {
    StringBuilder b = new StringBuilder(size + 64).append("{\"urls\":[").append(VALUE);
    while (b.length() + VALUE.length() + 4 <= size) {
      b.append(',').append(VALUE);
    }
    return b.append("]}\n").toString();
  }

  /**
   * A linear pass that touches and allocates per char, and copies a window per value, as the
   * report does: the yardstick. Twenty rounds, so that 100 KB takes long enough to time.
   */
  private static Object reference(String text) {
    StringBuilder copy = new StringBuilder();
    for (int round = 0; round < 20; round++) {
      copy.setLength(0);
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        copy.append(Character.toUpperCase(c));
        if (c == ',') {
          copy.append(text, Math.max(0, i - 60), i).append('\n');
        }
      }
    }
    return List.of(copy.toString(), text.lines().toList());
  }

  /** Best of two CPU-timed runs after one warm-up. */
  private static long bestOf(Supplier<Object> work) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long best = Long.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      long start = threads.getCurrentThreadCpuTime();
      Object result = work.get();
      long elapsed = threads.getCurrentThreadCpuTime() - start;
      assertThat(result).isNotNull();
      if (i > 0) {
        best = Math.min(best, elapsed);
      }
    }
    return best;
  }
}
