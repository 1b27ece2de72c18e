package dev.urilint.placeholders;

import static dev.urilint.placeholders.PlaceholderSyntax.ANT_ATTRIBUTE;
import static dev.urilint.placeholders.PlaceholderSyntax.AT_TOKEN;
import static dev.urilint.placeholders.PlaceholderSyntax.CAMEL_RAW;
import static dev.urilint.placeholders.PlaceholderSyntax.DOLLAR_BRACE;
import static dev.urilint.placeholders.PlaceholderSyntax.DOLLAR_NAME;
import static dev.urilint.placeholders.PlaceholderSyntax.DOLLAR_PAREN;
import static dev.urilint.placeholders.PlaceholderSyntax.DOUBLE_BRACE;
import static dev.urilint.placeholders.PlaceholderSyntax.FILL_IN;
import static dev.urilint.placeholders.PlaceholderSyntax.HASH_BRACE;
import static dev.urilint.placeholders.PlaceholderSyntax.INDEXED_BRACE;
import static dev.urilint.placeholders.PlaceholderSyntax.PRINTF;
import static dev.urilint.placeholders.PlaceholderSyntax.RFC6570;

import java.util.EnumSet;
import java.util.Set;

/**
 * The kind of source a string is written in, and which placeholder syntaxes its readers expand:
 * the one table every front end reads (the scanner picks a file's format, the Error Prone check and
 * the scanner's Java reading use {@link #JAVA}). Recognising a placeholder and expanding it differ:
 * every syntax is still recognised everywhere (a {@code $NAME} is never reported as malformed, and
 * masking stays maximal), but a password that is only placeholders is templated (the secret is
 * elsewhere, a warning) only where the format expands each of them; elsewhere it is the literal
 * password, an error. That matters for the shapes that may be either a variable or the password
 * itself ({@code $DB_PASS}, {@code #{vault.password}}, {@code $(DB_PASSWORD)}): in a {@code
 * .properties} file nothing expands {@code $DB_PASS}, so the password ships as written.
 *
 * <pre>{@code
 * SourceFormat.ENV.expands().contains(PlaceholderSyntax.DOLLAR_NAME);          // true: Compose expands $VAR
 * SourceFormat.PROPERTIES.expands().contains(PlaceholderSyntax.DOLLAR_NAME);   // false
 * SourceFormat.forConfigFile(SourceFormat.YAML, "application-dev.yml");        // SPRING_YAML
 * }</pre>
 *
 * <p>Syntaxes the program fills, whatever file holds the string ({@code String.format}'s {@code
 * %s}, {@code MessageFormat}'s {@code {0}}, an HTTP client's RFC 6570 {@code {id}}), a reader's
 * fill-in ({@code <password>}, a stand-in) and Camel's {@code RAW(...)} (a literal, read as such
 * already) are expanded in every format. Why each format expands what it does, with sources, is in
 * {@code docs/security.md} ("Which placeholders a format expands").
 */
public enum SourceFormat {
  /** Unknown origin (a caller that does not say): every syntax may be expanded, as before formats were told apart. */
  UNKNOWN(EnumSet.allOf(PlaceholderSyntax.class)),
  /**
   * A string given on the command line or standard input ({@code urilint lint}): the shell has
   * already expanded what it expands ({@code $VAR}, {@code $(cmd)}), so a {@code $NAME} still in
   * the string was quoted to stay as written, and no reader will expand a {@code #{...}}, {@code
   * {{ }}} or {@code @token@} either; only {@code ${...}}, which every format expands, and the
   * program's fill-ins stay templated.
   */
  COMMAND_LINE(EnumSet.of(DOLLAR_BRACE)),
  /** Java source: Java expands nothing; {@code ${...}} is how both Java front ends write a non-constant operand, and what Spring resolves in annotations. */
  JAVA(EnumSet.of(DOLLAR_BRACE)),
  /** A {@code .properties} file: Spring, Log4j 2 and Maven filtering {@code ${...}}, Maven and Ant {@code @token@}, Camel {@code {{...}}}. */
  PROPERTIES(EnumSet.of(DOLLAR_BRACE, AT_TOKEN, DOUBLE_BRACE)),
  /** Spring Boot's {@code application*.properties} and {@code bootstrap*.properties}: also SpEL {@code #{...}}, which {@code @Value} evaluates. */
  SPRING_PROPERTIES(EnumSet.of(DOLLAR_BRACE, AT_TOKEN, DOUBLE_BRACE, HASH_BRACE)),
  /** YAML: Compose and CI {@code $VAR}, {@code ${VAR}}; Kubernetes and Azure Pipelines {@code $(VAR)}; Helm, Ansible and GitHub Actions {@code {{ }}}; Maven filtering {@code @token@}. */
  YAML(EnumSet.of(DOLLAR_BRACE, DOLLAR_NAME, DOLLAR_PAREN, DOUBLE_BRACE, AT_TOKEN)),
  /** Spring Boot's {@code application*.yml} and {@code bootstrap*.yml}: also SpEL {@code #{...}}. */
  SPRING_YAML(EnumSet.of(DOLLAR_BRACE, DOLLAR_NAME, DOLLAR_PAREN, DOUBLE_BRACE, AT_TOKEN, HASH_BRACE)),
  /** JSON: CloudFormation's {@code Fn::Sub}, VS Code and Terraform {@code ${...}}; Mustache and Grafana {@code {{ }}}; Maven filtering {@code @token@}. */
  JSON(EnumSet.of(DOLLAR_BRACE, DOUBLE_BRACE, AT_TOKEN)),
  /** XML: Maven, Ant, Spring and Log4j 2 {@code ${...}}; Spring bean definitions' SpEL {@code #{...}}; Camel {@code {{...}}}; Ant {@code @token@} and {@code @{name}}. */
  XML(EnumSet.of(DOLLAR_BRACE, HASH_BRACE, DOUBLE_BRACE, AT_TOKEN, ANT_ATTRIBUTE)),
  /** A Maven POM ({@code pom.xml}): Maven interpolates {@code ${...}} only. */
  MAVEN_POM(EnumSet.of(DOLLAR_BRACE)),
  /** A {@code .env} file: Compose (and dotenv-expand) interpolate {@code $VAR} and {@code ${VAR}}; no command substitution. */
  ENV(EnumSet.of(DOLLAR_BRACE, DOLLAR_NAME)),
  /** HOCON: substitutions {@code ${path}} and {@code ${?path}} only. */
  HOCON(EnumSet.of(DOLLAR_BRACE)),
  /** TOML: the format expands nothing; Telegraf substitutes {@code ${VAR}} before parsing. */
  TOML(EnumSet.of(DOLLAR_BRACE));

  private final Set<PlaceholderSyntax> expands;

  SourceFormat(EnumSet<PlaceholderSyntax> byReaders) {
    // Filled by the program or read as literal, in every format (see the class comment). Listed
    // here: an enum constant's constructor cannot read a static field of its own enum.
    byReaders.addAll(EnumSet.of(PRINTF, INDEXED_BRACE, RFC6570, FILL_IN, CAMEL_RAW));
    this.expands = Set.copyOf(byReaders);
  }

  /**
   * The name a user gives this format ({@code urilint lint --source}): the constant's name in lower
   * case, {@code -} for {@code _} ({@code spring-properties}, {@code command-line}).
   */
  public String id() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /**
   * The format named {@code id} ({@link #id()}, any case), if any.
   *
   * <pre>{@code
   * SourceFormat.byId("env");        // Optional[ENV]
   * SourceFormat.byId("dotenv");     // Optional.empty
   * }</pre>
   */
  public static java.util.Optional<SourceFormat> byId(String id) {
    for (SourceFormat f : values()) {
      if (f.id().equalsIgnoreCase(id)) {
        return java.util.Optional.of(f);
      }
    }
    return java.util.Optional.empty();
  }

  /** The syntaxes a string of this format has filled in before it is used. Immutable. */
  public Set<PlaceholderSyntax> expands() {
    return expands;
  }

  /**
   * {@code format} for a file named {@code fileName}, Spring Boot's own configuration files told
   * apart: {@code application.properties}, {@code application-dev.yml}, {@code bootstrap.yaml}.
   * Other formats are returned as given.
   */
  public static SourceFormat forConfigFile(SourceFormat format, String fileName) {
    String name = fileName.toLowerCase(java.util.Locale.ROOT);
    boolean spring = name.startsWith("application") || name.startsWith("bootstrap");
    return switch (format) {
      case PROPERTIES -> spring ? SPRING_PROPERTIES : PROPERTIES;
      case YAML -> spring ? SPRING_YAML : YAML;
      case XML -> name.equals("pom.xml") ? MAVEN_POM : XML;
      default -> format;
    };
  }
}
