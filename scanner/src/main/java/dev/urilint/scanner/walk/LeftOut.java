package dev.urilint.scanner.walk;

import java.util.List;

/**
 * What a folder walk left out by default that may hold what a user ships or leaks, so that a
 * summary can say so rather than "0 files skipped": build output folders ({@link
 * DefaultExcludes#isBuildOutput}) and lock files of a format urilint reads ({@link
 * DefaultExcludes#isLockFile}; one named explicitly is read). Dependency, VCS and IDE folders are
 * left out without a count: they are never the project's own files.
 *
 * <pre>{@code
 * new LeftOut(List.of("target"), List.of("web/package-lock.json")).isEmpty();   // false
 * }</pre>
 *
 * @param buildOutput build output folders not entered, as reports show paths
 * @param lockFiles lock files not read, as reports show paths
 */
public record LeftOut(List<String> buildOutput, List<String> lockFiles) {

  /** Nothing left out. */
  public static final LeftOut NONE = new LeftOut(List.of(), List.of());

  public LeftOut {
    buildOutput = List.copyOf(buildOutput);
    lockFiles = List.copyOf(lockFiles);
  }

  /** Whether nothing was left out. */
  public boolean isEmpty() {
    return buildOutput.isEmpty() && lockFiles.isEmpty();
  }
}
