package dev.urilint.scanner.config;

import java.util.Locale;
import java.util.Optional;

/**
 * Every setting a user can give urilint, under one name in every front end: the key of {@code
 * urilint.yml} is the name; the Maven parameter is the same word (its user property {@code
 * urilint.<name>}); the command line option is its kebab-case form ({@code --fail-on}), singular
 * for a repeatable list ({@code --allowed-host}); the Error Prone flag is its capitalized form
 * under {@code -XepOpt:UriLint:} where the compiler has the setting at all.
 *
 * <pre>{@code
 * Setting.FAIL_ON.key();             // "failOn"
 * Setting.FAIL_ON.cliOption();       // "--fail-on"
 * Setting.ALLOWED_HOSTS.cliOption(); // "--allowed-host"
 * Setting.ALLOWED_HOSTS.errorProneFlag();   // Optional["AllowedHosts"]
 * }</pre>
 */
public enum Setting {
  RULES("rules", true, false),
  ALLOWED_HOSTS("allowedHosts", true, true),
  INCLUDES("includes", true, false),
  EXCLUDES("excludes", true, false),
  BASELINE("baseline", false, false),
  FAIL_ON("failOn", false, false),
  SCAN_JAVA_SOURCES("scanJavaSources", false, false),
  TEST_SOURCES_ALL_RULES("testSourcesAllRules", false, true),
  MAX_FILE_SIZE("maxFileSize", false, false),
  ADDITIONAL_SINKS("additionalSinks", true, true),
  TEMPLATE_SINKS("templateSinks", true, true);

  private final String key;
  private final boolean list;
  private final boolean inCompiler;

  Setting(String key, boolean list, boolean inCompiler) {
    this.key = key;
    this.list = list;
    this.inCompiler = inCompiler;
  }

  /** The key in {@code urilint.yml} and the Maven parameter's name. */
  public String key() {
    return key;
  }

  /** The Maven user property: {@code urilint.failOn}. */
  public String mavenProperty() {
    return "urilint." + key;
  }

  /** The command line option: {@code --fail-on}, {@code --allowed-host}, {@code --rule}. */
  public String cliOption() {
    String word = list ? key.substring(0, key.length() - 1) : key;
    StringBuilder out = new StringBuilder("--");
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (Character.isUpperCase(c)) {
        out.append('-').append(Character.toLowerCase(c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * The flag under {@code -XepOpt:UriLint:} ({@code AllowedHosts}); empty where the compiler has no
   * such setting: files, baselines and thresholds are not the compiler's, and a rule's severity is
   * Error Prone's own {@code -Xep:<Check>:<LEVEL>}.
   */
  public Optional<String> errorProneFlag() {
    return inCompiler ? Optional.of(key.substring(0, 1).toUpperCase(Locale.ROOT) + key.substring(1)) : Optional.empty();
  }
}
