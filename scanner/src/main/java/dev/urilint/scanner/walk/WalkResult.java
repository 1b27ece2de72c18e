package dev.urilint.scanner.walk;

import dev.urilint.scanner.SkippedFile;
import java.util.List;

/**
 * What a walk found: the files to scan, in path order, and what it could not enter.
 *
 * @param files files to scan, sorted by display path, each once
 * @param skipped paths the walk could not use (missing, symlink loop, unreadable folder)
 */
public record WalkResult(List<WalkedFile> files, List<SkippedFile> skipped) {

  public WalkResult {
    files = List.copyOf(files);
    skipped = List.copyOf(skipped);
  }
}
