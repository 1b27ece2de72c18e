package dev.urilint.scanner;

/**
 * What a scan tells while it runs: how many of the walked files are done. Called on the thread
 * that called {@link Scanner#scan(ScanRequest, ScanProgress)}, in order, once per file; a front
 * end decides whether and how to show it (the command line draws one line on a terminal).
 *
 * <pre>{@code
 * new Scanner().scan(request, (done, total) -> System.err.print("\r" + done + "/" + total));
 * }</pre>
 */
@FunctionalInterface
public interface ScanProgress {

  /** Tells nothing. */
  ScanProgress NONE = (done, total) -> {};

  /**
   * @param done files scanned (or skipped) so far
   * @param total files the walk selected
   */
  void filesDone(int done, int total);
}
