package dev.urilint.scanner.suppress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The whole scan, every format's real extractor: a {@code urilint:ignore} that is text (a JSON
 * string, the end of a URL, a quoted value) hid the password beside it; only a comment of the
 * format suppresses.
 */
class DirectivesOutsideCommentsTest {

  @TempDir Path root;

  @ParameterizedTest(name = "{0}: {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "app.json       | {\"note\": \"see # urilint:ignore\", \"url\": \"https://admin:pw@db.example.com/\"}   | a JSON string",
        "app.json       | {\"url\": \"https://admin:pw@db.example.com/*urilint:ignore\"}                        | the end of a URL in JSON",
        "app.yml        | url: https://admin:pw@db.example.com/*urilint:ignore                                | the end of a URL in YAML",
        "app.yml        | note: \"# urilint:ignore\"\\nurl: https://admin:pw@db.example.com/                    | a quoted YAML scalar on the line above",
        "app.properties | url=https://admin:pw@db.example.com/ # urilint:ignore                               | '#' inside a properties value",
        "app.toml       | url = \"https://admin:pw@db.example.com/ # urilint:ignore\"                          | a TOML string",
        "app.xml        | <c url=\"https://admin:pw@db.example.com/*urilint:ignore\"/>                          | an XML attribute",
        "A.java         | class A { Object u = java.net.URI.create(\"https://admin:pw@db.example.com/ // urilint:ignore\"); } | a Java string",
      })
  void aDirectiveThatIsTextSuppressesNothing(String name, String text, String where) throws IOException {
    Files.writeString(root.resolve(name), text.replace("\\n", "\n") + "\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings()).extracting(ReportedFinding::rule).as(where).contains(RuleId.CREDENTIALS_IN_URI);
    assertThat(result.suppressed()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "app.json       | {\"url\": \"https://admin:pw@db.example.com/\" // urilint:ignore\\n}",
        "app.yml        | url: https://admin:pw@db.example.com/ # urilint:ignore",
        "app.properties | # urilint:ignore\\nurl=https://admin:pw@db.example.com/",
        "app.toml       | url = \"https://admin:pw@db.example.com/\" # urilint:ignore",
        "app.xml        | <!-- urilint:ignore --><c url=\"https://admin:pw@db.example.com/\"/>",
        "A.java         | class A { Object u = java.net.URI.create(\"https://admin:pw@db.example.com/\"); } // urilint:ignore",
      })
  void aDirectiveInAReadCommentSuppresses(String name, String text) throws IOException {
    Files.writeString(root.resolve(name), text.replace("\\n", "\n") + "\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings()).extracting(ReportedFinding::rule).doesNotContain(RuleId.CREDENTIALS_IN_URI);
    assertThat(result.suppressed()).isPositive();
  }
}
