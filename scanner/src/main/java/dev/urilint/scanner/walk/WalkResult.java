package dev.urilint.scanner.walk;

import dev.urilint.scanner.SkippedFile;
import java.util.List;

/**
 * What a walk found: the files to scan, in path order, what it could not enter, and what it left
 * out by default.
 *
 * @param files files to scan, sorted by display path, each once
 * @param skipped paths the walk could not use (missing, symlink loop, unreadable folder)
 * @param leftOut build output folders and lock files left out by default, sorted by path
 */
public record WalkResult(List<WalkedFile> files, List<SkippedFile> skipped, LeftOut leftOut) {

  /** A walk that left nothing out by default. */
  public WalkResult(List<WalkedFile> files, List<SkippedFile> skipped) {
    this(files, skipped, LeftOut.NONE);
  }

  public WalkResult {
    files = List.copyOf(files);
    skipped = List.copyOf(skipped);
  }
}
