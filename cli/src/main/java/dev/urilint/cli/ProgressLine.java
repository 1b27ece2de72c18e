package dev.urilint.cli;

import dev.urilint.scanner.ScanProgress;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * The line {@code urilint check} draws on standard error while a long scan runs ({@code urilint:
 * 1200 of 3000 files scanned}), overwritten in place with {@code \r} and cleared at the end, so
 * that a person at a terminal sees the scan is alive and nothing of it stays in the report. Only
 * when standard error is a terminal (never in a pipe, a file, CI or a test) and only once the
 * scan has run past {@link #DELAY_NANOS}: a pre-commit run of a few files shows nothing. Redrawn
 * at most every {@link #REDRAW_NANOS}, so a fast scan does not spend its time printing.
 *
 * <pre>{@code
 * ProgressLine line = new ProgressLine(terminal.errInteractive(), System::nanoTime, err);
 * scanner.scan(request, line);
 * line.clear();
 * }</pre>
 */
final class ProgressLine implements ScanProgress {

  /** How long a scan runs before the line appears: one second. */
  static final long DELAY_NANOS = 1_000_000_000L;

  /** The least time between two drawings of the line: a tenth of a second. */
  static final long REDRAW_NANOS = 100_000_000L;

  private final boolean terminal;
  private final LongSupplier clock;
  private final PrintWriter err;
  private final long start;
  private long drawnAt;
  private int width;

  /**
   * @param terminal whether standard error is a terminal
   * @param clock nanoseconds, as {@link System#nanoTime}; the scan starts at its first reading
   * @param err standard error
   */
  ProgressLine(boolean terminal, LongSupplier clock, PrintWriter err) {
    this.terminal = terminal;
    this.clock = clock;
    this.err = err;
    this.start = clock.getAsLong();
  }

  @Override
  public void filesDone(int done, int total) {
    if (!terminal) {
      return;
    }
    long now = clock.getAsLong();
    if (now - start < DELAY_NANOS || (width > 0 && now - drawnAt < REDRAW_NANOS && done < total)) {
      return;
    }
    String line = "urilint: " + done + " of " + total + " files scanned";
    // Padded to the longest drawn so far: a shorter line leaves no tail of the last.
    err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
    err.flush();
    width = Math.max(width, line.length());
    drawnAt = now;
  }

  /** Clears the line when one was drawn, so the report starts on a clean line. */
  void clear() {
    if (width > 0) {
      err.print("\r" + " ".repeat(width) + "\r");
      err.flush();
      width = 0;
    }
  }
}
