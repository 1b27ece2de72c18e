package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A password that is only a {@code $NAME}, {@code $(...)} or {@code #{...}} is templated (a
 * warning) where the file's format expands it and the literal password (an error) where nothing
 * does ({@link dev.urilint.placeholders.SourceFormat}); masked either way. Every format was read
 * with every syntax, so {@code $DB_PASSWORD} in a {@code .properties} file, which Spring, Log4j and
 * Maven leave as written, was a warning and {@code check} passed.
 */
class PlaceholderExpansionTest {

  @TempDir Path root;

  private ScanResult scan(String name, String content) throws IOException {
    Path file = root.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content.replace("\\n", "\n"), StandardCharsets.UTF_8);
    return new Scanner().scan(ScanRequest.of(root));
  }

  private static String shown(ReportedFinding f) {
    return f.severity().id() + " " + f.rule().id() + " " + f.maskedUri();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # file (where the string comes from)       | content (\\n a line break)                                                                        | finding
          # Docker Compose interpolates $VAR and ${VAR} in .env and compose files (docs.docker.com/reference/compose-file/interpolation)
          .env                                        | DATABASE_URL=postgres://app:$POSTGRES_PASSWORD@db/app                                              | warning credentials-in-uri postgres://app:****@db/app
          compose.yaml                                | services:\\n  app:\\n    environment:\\n      DATABASE_URL: postgres://app:$POSTGRES_PASSWORD@db/app | warning credentials-in-uri postgres://app:****@db/app
          # Compose does no command substitution; Kubernetes does $(VAR) in a container's env, command and args (kubernetes.io, Define Dependent Environment Variables; prometheus-kafka-exporter's --sasl.password=$(SCRAM_PASSWORD))
          .env                                        | DATABASE_URL=postgres://app:$(DB_PASSWORD)@db/app                                                  | error credentials-in-uri postgres://app:****@db/app
          deployment.yaml                             | env:\\n  - name: DATABASE_URL\\n    value: postgres://app:$(DB_PASSWORD)@db/app                     | warning credentials-in-uri postgres://app:****@db/app
          # a .properties file: Spring, Log4j 2 and Maven filtering expand ${...}, nothing expands $VAR (strimzi writes ssl.truststore.password=$CERTS_STORE_PASSWORD through a shell heredoc; committed as is, it ships)
          kafka.properties                            | bootstrap.url=kafka://admin:$CERTS_STORE_PASSWORD@kafka:9093                                       | error credentials-in-uri kafka://admin:****@kafka:9093
          application.properties                      | spring.datasource.url=jdbc:postgresql://app:$DB_PASSWORD@db/app                                    | error credentials-in-uri jdbc:postgresql://app:****@db/app
          application.properties                      | spring.datasource.url=jdbc:postgresql://app:${DB_PASSWORD}@db/app                                  | warning credentials-in-uri jdbc:postgresql://app:${DB_PASSWORD}@db/app
          # SpEL #{...}: evaluated in Spring's bean definitions and by @Value (docs.spring.io, Using @Value), so in Spring Boot's own files and Spring XML
          application.properties                      | spring.datasource.url=jdbc:postgresql://app:#{vault.password}@db/app                               | warning credentials-in-uri jdbc:postgresql://app:****@db/app
          application-dev.yml                         | db:\\n  url: jdbc:postgresql://app:#{vault.password}@db/app                                         | warning credentials-in-uri jdbc:postgresql://app:****@db/app
          app.properties                              | db.url=jdbc:postgresql://app:#{vault.password}@db/app                                              | error credentials-in-uri jdbc:postgresql://app:****@db/app
          integration.xml                             | <beans><bean p:url="jdbc:postgresql://app:#{systemProperties['db.password']}@db/app"/></beans>      | warning credentials-in-uri jdbc:postgresql://app:****@db/app
          # a POM: Maven interpolates ${...} only
          pom.xml                                     | <project><properties><db.url>jdbc:postgresql://app:#{systemProperties['db.password']}@db/app</db.url></properties></project> | error credentials-in-uri jdbc:postgresql://app:****@db/app
          # HOCON substitutes ${path} and ${?path} only (Lightbend Config, HOCON.md)
          application.conf                            | db.url = "postgres://app:$DB_PASSWORD@db/app"                                                      | error credentials-in-uri postgres://app:****@db/app
          # JSON and TOML expand no $VAR themselves (Telegraf substitutes ${VAR} in TOML)
          config.json                                 | {"url": "postgres://app:$DB_PASSWORD@db/app"}                                                      | error credentials-in-uri postgres://app:****@db/app
          telegraf.toml                               | [[outputs.postgresql]]\\nconnection = "postgres://app:$DB_PASSWORD@db/app"                         | error credentials-in-uri postgres://app:****@db/app
          telegraf.toml                               | [[outputs.postgresql]]\\nconnection = "postgres://app:${DB_PASSWORD}@db/app"                       | warning credentials-in-uri postgres://app:${DB_PASSWORD}@db/app
          # Java expands nothing: the string reaches the driver as written
          src/main/java/Db.java                       | class Db { java.net.URI u = java.net.URI.create("postgres://app:$DB_PASSWORD@db/app"); }           | error credentials-in-uri postgres://app:****@db/app
          """)
  void aWholePlaceholderPasswordIsTemplatedOnlyWhereTheFormatExpandsIt(String name, String content, String finding)
      throws IOException {
    ScanResult result = scan(name, content);

    assertThat(result.findings()).extracting(PlaceholderExpansionTest::shown).containsExactly(finding);
  }
}
