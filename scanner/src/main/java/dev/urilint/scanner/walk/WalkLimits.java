package dev.urilint.scanner.walk;

/**
 * How far a folder walk goes: at most {@code maxDepth} folders below the folder walked, at most
 * {@code maxEntries} entries (files, folders, links) visited. What lies beyond is reported as
 * skipped, never dropped in silence. The defaults are far above any real project (a deep Java
 * package in a nested module is about 20 folders; 20,000-file trees are walked in seconds) and keep
 * a hostile tree from running the scan without end.
 *
 * <pre>{@code
 * new WalkLimits(64, 2_000_000);   // the defaults
 * }</pre>
 *
 * @param maxDepth folders below the folder walked that are entered
 * @param maxEntries entries visited before the walk stops
 */
public record WalkLimits(int maxDepth, long maxEntries) {

  /** 64 folders deep, two million entries. */
  public static final WalkLimits DEFAULT = new WalkLimits(64, 2_000_000);

  public WalkLimits {
    if (maxDepth < 1 || maxEntries < 1) {
      throw new IllegalArgumentException("walk limits must be positive");
    }
  }
}
