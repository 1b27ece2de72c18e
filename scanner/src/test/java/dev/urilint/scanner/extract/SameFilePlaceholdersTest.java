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
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A password placeholder filled from the same file ships the password the file writes: Spring
 * fills {@code ${db.pw}} from the properties or YAML file's own {@code db.pw}, HOCON its
 * substitution from the same document, docker compose and dotenv a {@code .env} file's {@code
 * ${DB_PW}} from an earlier line. It was called templated (a warning; {@code check} passed). The
 * finding is now the error at the place the password is written, and no output shows it.
 */
class SameFilePlaceholdersTest {

  @TempDir Path root;

  private ScanResult scan(String name, String content) throws IOException {
    Path file = root.resolve(name);
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return new Scanner().scan(ScanRequest.of(root));
  }

  private static String shown(ReportedFinding f) {
    return f.line() + ":" + f.column() + " " + f.severity().id() + " " + f.rule().id() + " " + f.maskedUri();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # file                 | content (\\n a line break)                                                        | finding
          application.properties | db.pw=Hunter2\\ndb.url=jdbc:postgresql://app:${db.pw}@db/app\\n                    | 1:7 error credentials-in-uri jdbc:postgresql://app:****@db/app
          application.properties | db.url=jdbc:postgresql://app:${db.pw}@db/app\\ndb.pw=Hunter2\\n                    | 2:7 error credentials-in-uri jdbc:postgresql://app:****@db/app
          application.properties | db.pw=tiger\\nurl=jdbc:oracle:thin:scott/${db.pw}@db:1521:orcl\\n                     | 1:7 error credentials-in-uri jdbc:oracle:thin:scott/****@db:1521:orcl
          application.properties | db.pw=Hunter2\\nurl=jdbc:sqlserver://db;user=sa;password=${db.pw};encrypt=true\\n   | 1:7 error credentials-in-uri jdbc:sqlserver://db;user=sa;password=****;encrypt=true
          application.yml        | db:\\n  pw: Hunter2\\n  url: jdbc:postgresql://app:${db.pw}@db/app\\n              | 2:7 error credentials-in-uri jdbc:postgresql://app:****@db/app
          application.conf       | db.pw = Hunter2\\ndb.url = "jdbc:postgresql://app:"${db.pw}"@db/app"\\n             | 1:9 error credentials-in-uri jdbc:postgresql://app:****@db/app
          application.conf       | db { pw = Hunter2, url = "jdbc:postgresql://app:"${?db.pw}"@db/app" }\\n              | 1:11 error credentials-in-uri jdbc:postgresql://app:****@db/app
          .env                   | DB_PW=Hunter2\\nDATABASE_URL=postgres://app:${DB_PW}@db/app\\n                      | 1:7 error credentials-in-uri postgres://app:****@db/app
          """)
  void aPasswordPlaceholderFilledFromTheSameFileIsThePasswordItWrites(String name, String content, String finding)
      throws IOException {
    ScanResult result = scan(name, content.replace("\\n", "\n"));

    assertThat(result.findings()).extracting(SameFilePlaceholdersTest::shown).containsExactly(finding);
    for (ReportedFinding f : result.findings()) {
      assertThat(f.message() + f.maskedUri()).doesNotContain("Hunter2").doesNotContain("tiger");
      assertThat(f.secrets()).as("the regions --show-source masks").isNotEmpty();
    }
  }

  /** What no front end fills: the placeholder still names where the password comes from. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # why                                   | file                   | content (\\n a line break)
          not defined in the file                 | application.properties | name=app\\ndb.url=jdbc:postgresql://app:${db.pw}@db/app\\n
          defined by a placeholder itself         | application.properties | db.pw=${DB_PW}\\ndb.url=jdbc:postgresql://app:${db.pw}@db/app\\n
          a default names its own literal         | application.properties | db.pw=Hunter2\\ndb.url=jdbc:postgresql://app:${other:${DB_PW}}@db/app\\n
          another key of the same name's end      | application.properties | pw=Hunter2\\ndb.url=jdbc:postgresql://app:${db.pw}@db/app\\n
          """)
  void aPlaceholderTheFileDoesNotFillStaysTemplated(String why, String name, String content) throws IOException {
    ScanResult result = scan(name, content.replace("\\n", "\n"));

    assertThat(result.findings()).as(why).extracting(SameFilePlaceholdersTest::shown)
        .containsExactly("2:30 warning credentials-in-uri jdbc:postgresql://app:${db.pw}@db/app"
            .replace("${db.pw}", content.contains("${other") ? "${other:${DB_PW}}" : "${db.pw}"));
  }

  /** A host written as a placeholder is read as written: only a password is filled in. */
  @Test
  void onlyAPasswordIsFilled() throws IOException {
    ScanResult result = scan("application.properties", "db.host=db.example.com\nurl=http://${db.host}/app\n");

    assertThat(result.findings()).isEmpty();
  }

  /** The values the extractor read are kept in order; a value without a filled password is the same object. */
  @Test
  void resolvesEachValueOnceAndKeepsTheOthers() {
    ExtractedValue pw = ExtractedValue.verbatim("Hunter2", Optional.of("db.pw"), 6);
    ExtractedValue other = ExtractedValue.verbatim("x", Optional.of("name"), 20);
    ExtractedValue url = ExtractedValue.verbatim("https://app:${db.pw}@db/", Optional.of("url"), 30);

    List<ExtractedValue> resolved = SameFilePlaceholders.resolve(List.of(pw, other, url), 1000);

    assertThat(resolved.get(0)).isSameAs(pw);
    assertThat(resolved.get(1)).isSameAs(other);
    assertThat(resolved.get(2).value()).isEqualTo("https://app:Hunter2@db/");
    assertThat(resolved.get(2).sourceOffset(12)).as("H sits where db.pw's value is written").isEqualTo(6);
    assertThat(resolved.get(2).sourceOffset(19)).as("@ after the placeholder").isEqualTo(30 + 20);
    assertThat(SameFilePlaceholders.resolve(List.of(pw, url), 6))
        .as("past the budget of chars filled in, a value is left as written").containsExactly(pw, url);
  }
}
