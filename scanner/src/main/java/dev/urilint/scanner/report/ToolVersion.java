package dev.urilint.scanner.report;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The scanner's version, from {@code urilint/scanner-version.properties} that the build filters
 * with {@code ${project.version}}.
 *
 * <pre>{@code
 * ToolVersion.get();   // "0.1.0-SNAPSHOT"
 * }</pre>
 */
public final class ToolVersion {

  private ToolVersion() {}

  /** The version, or {@code development} when the resource is missing. */
  public static String get() {
    try (InputStream in =
        ToolVersion.class.getClassLoader().getResourceAsStream("urilint/scanner-version.properties")) {
      if (in == null) {
        return "development";
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version", "development");
    } catch (IOException e) {
      return "development";
    }
  }
}
