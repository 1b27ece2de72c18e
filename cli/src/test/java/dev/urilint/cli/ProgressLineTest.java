package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * When the progress line is drawn: a clock and the terminal flag are given, no test waits. A
 * 3,000-file scan ran 20 seconds without a word on a terminal.
 */
class ProgressLineTest {

  private static final long MS = 1_000_000L;

  private final AtomicLong now = new AtomicLong(5_000 * MS);
  private final StringWriter err = new StringWriter();

  private ProgressLine line(boolean terminal) {
    return new ProgressLine(terminal, now::get, new PrintWriter(err));
  }

  /** Standard error a terminal or not, the time since the scan began, and what is drawn. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "true  | 999  | ''",
    "true  | 1000 | '\rurilint: 7 of 3000 files scanned'",
    "true  | 20000| '\rurilint: 7 of 3000 files scanned'",
    "false | 1000 | ''",
    "false | 20000| ''",
  })
  void drawsOnlyOnATerminalAndOnlyPastASecond(boolean terminal, long elapsedMs, String drawn) {
    ProgressLine progress = line(terminal);
    now.addAndGet(elapsedMs * MS);

    progress.filesDone(7, 3000);

    assertThat(err.toString()).isEqualTo(drawn);
  }

  @Test
  void isRedrawnInPlaceAtMostEveryTenthOfASecondAndClearedAtTheEnd() {
    ProgressLine progress = line(true);
    now.addAndGet(1_500 * MS);
    progress.filesDone(100, 3000);
    now.addAndGet(50 * MS);
    progress.filesDone(101, 3000);   // too soon: not drawn
    now.addAndGet(60 * MS);
    progress.filesDone(999, 3000);
    progress.filesDone(3000, 3000);  // the last is always drawn
    progress.clear();

    assertThat(err.toString()).isEqualTo(
        "\rurilint: 100 of 3000 files scanned"
            + "\rurilint: 999 of 3000 files scanned"
            + "\rurilint: 3000 of 3000 files scanned"
            + "\r" + " ".repeat("urilint: 3000 of 3000 files scanned".length()) + "\r");
  }

  @Test
  void aShortScanLeavesNothingToClear() {
    ProgressLine progress = line(true);
    progress.filesDone(3, 3);
    progress.clear();

    assertThat(err.toString()).isEmpty();
  }

  @Test
  void aShorterLineCoversTheTailOfTheLongerOneBefore() {
    ProgressLine progress = line(true);
    now.addAndGet(2_000 * MS);
    progress.filesDone(1000, 1000);
    now.addAndGet(2_000 * MS);
    progress.filesDone(1, 2);

    assertThat(err.toString()).endsWith("\rurilint: 1 of 2 files scanned" + " ".repeat(6));
  }
}
