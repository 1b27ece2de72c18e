/**
 * The project configuration file, {@code urilint.yml} (or {@code .urilint.yml}) at the project
 * root, shared by {@code urilint check} and the Maven plugin; their own options override it.
 *
 * <pre>{@code
 * rules:
 *   credentials-in-uri: error
 *   non-normalized: off
 * allowedHosts: [intranet.example.org, "*.corp.example.org"]
 * excludes: ["**}{@code /generated/**"]
 * baseline: urilint-baseline.json
 * failOn: warning
 * }</pre>
 *
 * <p>{@link dev.urilint.scanner.config.ConfigLoader} finds and reads it; the YAML is read with
 * SnakeYAML Engine into nodes (never into arbitrary objects), strictly: an unknown key or a bad value
 * is a {@link dev.urilint.scanner.config.ConfigException} naming the line, the column and the valid
 * choices. The schema is documented in {@code docs/configuration.md}.
 */
package dev.urilint.scanner.config;
