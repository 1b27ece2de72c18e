package dev.urilint.scanner.walk;

import java.util.Locale;

/**
 * Which file names the scanner reads at all, decided by name before a byte is read. The extractor
 * registry then picks the format (and may still decline an ambiguous file, such as an nginx {@code
 * .conf} that is not HOCON).
 *
 * <pre>{@code
 * SupportedFiles.isCandidate("application.yml", true);   // true
 * SupportedFiles.isCandidate("logo.png", true);          // false
 * SupportedFiles.isCandidate("Main.java", false);        // false: Java sources are off
 * }</pre>
 */
public final class SupportedFiles {

  private SupportedFiles() {}

  /** Whether a file called {@code fileName} is scanned; {@code java} says whether Java sources are. */
  public static boolean isCandidate(String fileName, boolean java) {
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".java")) {
      return java;
    }
    return name.endsWith(".properties")
        || name.endsWith(".yml")
        || name.endsWith(".yaml")
        || name.endsWith(".json")
        || name.endsWith(".xml")
        || name.endsWith(".toml")
        || name.endsWith(".conf")
        || name.endsWith(".hocon")
        || isDotEnv(name);
  }

  // ".env", ".env.local", ".env.production", "app.env"; not ".envrc" (a shell script).
  private static boolean isDotEnv(String name) {
    return name.equals(".env") || name.startsWith(".env.") || name.endsWith(".env");
  }
}
