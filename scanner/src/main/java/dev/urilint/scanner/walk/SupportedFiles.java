package dev.urilint.scanner.walk;

import dev.urilint.scanner.extract.Extractors;
import java.util.Locale;

/**
 * Which file names the scanner reads at all, decided by name before a byte is read. The names are
 * declared once, by the extractors ({@link Extractors#mayAccept}); this class only adds the
 * switch for Java sources. The registry then picks the format (and may still decline an
 * ambiguous file, such as an nginx {@code .conf} that is not HOCON).
 *
 * <pre>{@code
 * SupportedFiles.isCandidate("application.yml", true);   // true
 * SupportedFiles.isCandidate("logo.png", true);          // false
 * SupportedFiles.isCandidate("Main.java", false);        // false: Java sources are off
 * }</pre>
 */
public final class SupportedFiles {

  // Immutable and stateless: the extractors are asked about names only.
  private static final Extractors EXTRACTORS = Extractors.standard();

  private SupportedFiles() {}

  /** Whether a file called {@code fileName} is scanned; {@code java} says whether Java sources are. */
  public static boolean isCandidate(String fileName, boolean java) {
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".java")) {
      return java;
    }
    return EXTRACTORS.mayAccept(name);
  }
}
