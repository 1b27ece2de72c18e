package dev.urilint.scanner.fix;

import java.util.Locale;
import java.util.Optional;

/**
 * How a file refers to an environment variable, where its format has a way: what a password
 * moved out of a URI is replaced by ({@link dev.urilint.lint.Fix#variable()}). Files without one
 * (a plain JSON or TOML file, Java source, HOCON inside a quoted string) get no such fix: a
 * placeholder nothing expands would break the URI and keep nothing secret.
 *
 * <table>
 *   <caption>conventions</caption>
 *   <tr><th>file</th><th>reference</th><th>expanded by</th></tr>
 *   <tr><td>{@code application*.properties|yml|yaml}, {@code bootstrap*}</td><td>{@code ${NAME}}</td>
 *       <td>Spring Boot, Quarkus, Micronaut (an environment variable is a property source)</td></tr>
 *   <tr><td>{@code docker-compose*.yml}, {@code compose*.yaml}, {@code .env}</td><td>{@code ${NAME}}</td>
 *       <td>Docker Compose interpolation</td></tr>
 *   <tr><td>{@code pom.xml}, {@code settings.xml}</td><td>{@code ${env.NAME}}</td><td>Maven</td></tr>
 *   <tr><td>{@code log4j2*}</td><td>{@code ${env:NAME}}</td><td>Log4j 2 lookups</td></tr>
 * </table>
 *
 * <pre>{@code
 * PlaceholderConvention.of("src/main/resources/application.yml").get().reference("DB_PASSWORD");  // "${DB_PASSWORD}"
 * PlaceholderConvention.of("pom.xml").get().reference("DB_PASSWORD");                              // "${env.DB_PASSWORD}"
 * PlaceholderConvention.of("config.json");                                                         // Optional.empty()
 * }</pre>
 */
record PlaceholderConvention(String prefix, String suffix, String expandedBy) {

  /** The convention of the file at {@code displayPath}, by its name; empty when it has none. */
  static Optional<PlaceholderConvention> of(String displayPath) {
    String name = displayPath.substring(displayPath.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    if ((name.startsWith("application") || name.startsWith("bootstrap"))
        && (name.endsWith(".properties") || name.endsWith(".yml") || name.endsWith(".yaml"))) {
      return Optional.of(new PlaceholderConvention("${", "}", "Spring Boot, Quarkus and Micronaut read it from the environment"));
    }
    if ((name.startsWith("docker-compose") || name.startsWith("compose"))
            && (name.endsWith(".yml") || name.endsWith(".yaml"))
        || name.equals(".env") || name.startsWith(".env.")) {
      return Optional.of(new PlaceholderConvention("${", "}", "Docker Compose reads it from the environment"));
    }
    if (name.equals("pom.xml") || name.equals("settings.xml")) {
      return Optional.of(new PlaceholderConvention("${env.", "}", "Maven reads it from the environment"));
    }
    if (name.startsWith("log4j2")) {
      return Optional.of(new PlaceholderConvention("${env:", "}", "Log4j 2 reads it from the environment"));
    }
    return Optional.empty();
  }

  /** The reference to the environment variable {@code variable}. */
  String reference(String variable) {
    return prefix + variable + suffix;
  }
}
