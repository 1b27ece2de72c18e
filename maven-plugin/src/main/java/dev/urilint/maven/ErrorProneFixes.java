package dev.urilint.maven;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkedFile;
import java.util.Optional;

/**
 * What {@code urilint:fix} says of the Java sources it leaves to urilint's Error Prone check (a
 * module that compiles with it, {@link ErrorProneWiring}): how many files, and the compile that
 * applies the check's fixes, since the goal's own "fixed 0" would read as if there were nothing
 * to fix.
 *
 * <pre>{@code
 * ErrorProneFixes.line(request, false)
 * // 2 Java files left to urilint's Error Prone check, which this module compiles with: fix them
 * // with Error Prone's patching, mvn clean compile with -XepPatchChecks:... -XepPatchLocation:IN_PLACE
 * // added to -Xplugin:ErrorProne (clean: an up-to-date compile patches nothing)
 * }</pre>
 */
final class ErrorProneFixes {

  /** The checks whose fixes are all safe: patching them can run unattended. */
  static final String SAFE_CHECKS = "MalformedUri,DoubleEncodedUri,NonNormalizedUri";

  /** And those whose fixes change what the URI does (http to https, a typo'd scheme). */
  static final String UNSAFE_CHECKS = SAFE_CHECKS + ",InsecureUriScheme,UnknownUriScheme";

  private ErrorProneFixes() {}

  /**
   * The line for a module whose Java sources the scan left out for the check, if it has any.
   *
   * @param unsafe whether the goal was asked for the unsafe fixes too ({@code
   *     -Durilint.unsafeFixes=true}): the patching options then ask the check for them
   */
  static Optional<String> line(PluginRequest request, boolean unsafe) {
    if (!request.javaLeftToErrorProne()) {
      return Optional.empty();
    }
    long files = javaFiles(ModuleScan.existingPathsOnly(request.scan()));
    if (files == 0) {
      return Optional.empty();
    }
    return Optional.of(files + (files == 1 ? " Java file" : " Java files")
        + " left to urilint's Error Prone check, which this module compiles with: fix "
        + (files == 1 ? "it" : "them") + " with Error Prone's patching, mvn clean compile with "
        + patchOptions(unsafe) + " added to -Xplugin:ErrorProne (clean: an up-to-date compile patches nothing)");
  }

  static String patchOptions(boolean unsafe) {
    return unsafe
        ? "-XepPatchChecks:" + UNSAFE_CHECKS + " -XepPatchLocation:IN_PLACE -XepOpt:UriLint:UnsafeFixes=true"
        : "-XepPatchChecks:" + SAFE_CHECKS + " -XepPatchLocation:IN_PLACE";
  }

  // The Java files the scan would have read had it not left them to the check: the same walk.
  private static long javaFiles(ScanRequest scan) {
    return new FileWalker(scan.root(), scan.includes(), scan.excludes(), true).walk(scan.paths()).files().stream()
        .map(WalkedFile::displayPath)
        .filter(p -> p.endsWith(".java"))
        .count();
  }
}
