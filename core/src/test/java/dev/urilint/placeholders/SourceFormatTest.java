package dev.urilint.placeholders;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.secrets.Masking;
import dev.urilint.sinks.StringRole;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What each format expands decides whether a password made only of placeholders is templated (a
 * warning) or the literal password (an error); it is masked either way. Every front end reads the
 * same table: the scanner picks the format of a file, both Java front ends get {@link
 * SourceFormat#JAVA} from {@link StringRole#context()}.
 */
class SourceFormatTest {

  private static final Linter LINTER = Linter.withDefaults();

  private static String judged(String input, Context context) {
    List<Finding> findings = LINTER.lint(input, context);
    // Masked whatever the format: only a well-formed ${NAME}, which names its source, is shown.
    String secret = secretOf(input);
    if (!secret.startsWith("${")) {
      for (Finding f : findings) {
        assertThat(f.message()).doesNotContain(secret);
      }
      assertThat(Masking.maskValue(input)).doesNotContain(secret);
    }
    return findings.stream()
        .filter(f -> f.rule() == RuleId.CREDENTIALS_IN_URI || f.rule() == RuleId.SENSITIVE_QUERY_PARAMETER)
        .map(f -> f.rule().id() + ":" + f.severity().id().toLowerCase(Locale.ROOT))
        .findFirst()
        .orElse("none");
  }

  // The password of the rows below: after "app:" or "token=", up to '@' or the end.
  private static String secretOf(String input) {
    int at = input.indexOf('@', input.indexOf("://") + 3);
    int start = input.contains("token=") ? input.indexOf("token=") + 6 : input.indexOf("app:") + 4;
    return input.substring(start, at > start ? at : input.length());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # format          | value                                                       | judged
          # $VAR: Compose (.env, compose files) and CI YAML expand it; Java, properties, POM, HOCON, JSON and TOML do not
          ENV               | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:warning
          YAML              | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:warning
          PROPERTIES        | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          SPRING_PROPERTIES | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          MAVEN_POM         | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          HOCON             | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          JSON              | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          TOML              | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          JAVA              | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:error
          UNKNOWN           | postgres://app:$POSTGRES_PASSWORD@db/app                    | credentials-in-uri:warning
          # $(VAR): Kubernetes env, command and args (and Azure Pipelines macros) in YAML; nowhere else
          YAML              | postgres://app:$(DB_PASSWORD)@db/app                        | credentials-in-uri:warning
          ENV               | postgres://app:$(DB_PASSWORD)@db/app                        | credentials-in-uri:error
          XML               | postgres://app:$(DB_PASSWORD)@db/app                        | credentials-in-uri:error
          # #{...}: SpEL, in Spring XML bean definitions and Spring Boot's own files (@Value evaluates it)
          XML               | jdbc:postgresql://app:#{systemProperties['db.pw']}@db/app   | credentials-in-uri:warning
          SPRING_YAML       | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:warning
          SPRING_PROPERTIES | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:warning
          YAML              | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:error
          PROPERTIES        | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:error
          MAVEN_POM         | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:error
          JAVA              | jdbc:postgresql://app:#{vault.password}@db/app              | credentials-in-uri:error
          # a query secret: templated where expanded (not reported), the secret where not
          ENV               | https://api.example.com/v1?token=$API_TOKEN                 | none
          PROPERTIES        | https://api.example.com/v1?token=$API_TOKEN                 | sensitive-query-parameter:warning
          # what every format reads alike: a well-formed ${NAME} names its source; a password in a variable's dress is literal
          TOML              | postgres://app:${DB_PASSWORD}@db/app                        | credentials-in-uri:warning
          JAVA              | postgres://app:${DB_PASSWORD}@db/app                        | credentials-in-uri:warning
          ENV               | postgres://app:$uperSecret2024@db/app                       | credentials-in-uri:error
          # what the program fills, in every format: String.format's %s, MessageFormat's {0}
          HOCON             | postgres://app:%s@db/app                                    | credentials-in-uri:warning
          PROPERTIES        | postgres://app:{0}@db/app                                   | credentials-in-uri:warning
          """)
  void aPasswordOfPlaceholdersIsTemplatedOnlyWhereItsFormatExpandsThem(SourceFormat format, String value, String judged) {
    assertThat(judged(value, Context.locator().withFormat(format))).isEqualTo(judged);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"application.properties, PROPERTIES, SPRING_PROPERTIES", "application-dev.yml, YAML, SPRING_YAML",
      "bootstrap.yaml, YAML, SPRING_YAML", "kafka.properties, PROPERTIES, PROPERTIES", "values.yaml, YAML, YAML",
      "pom.xml, XML, MAVEN_POM", "applicationContext.xml, XML, XML", "application.conf, HOCON, HOCON"})
  void springBootsOwnFilesAndPomsAreToldApartByName(String name, SourceFormat read, SourceFormat format) {
    assertThat(SourceFormat.forConfigFile(read, name)).isEqualTo(format);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"SINK_ARGUMENT", "TEMPLATE_ARGUMENT", "HOST_PORT_ARGUMENT", "ENDPOINT_ARGUMENT", "NAMED_URL", "LOOSE_ABSOLUTE"})
  void bothJavaFrontEndsReadJavaAsJava(StringRole role) {
    assertThat(role.context().expanded()).isEqualTo(SourceFormat.JAVA.expands());
    assertThat(role.context().asIdentifier().expanded()).isEqualTo(SourceFormat.JAVA.expands());
    assertThat(judged("postgres://app:$DB_PASSWORD@db/app", role.context())).isEqualTo("credentials-in-uri:error");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"UNKNOWN", "JAVA", "PROPERTIES", "YAML", "JSON", "XML", "MAVEN_POM", "ENV", "HOCON", "TOML"})
  void theProgramsOwnPlaceholdersAreExpandedInEveryFormat(SourceFormat format) {
    assertThat(format.expands()).contains(PlaceholderSyntax.PRINTF, PlaceholderSyntax.INDEXED_BRACE,
        PlaceholderSyntax.RFC6570, PlaceholderSyntax.DOLLAR_BRACE);
  }
}
