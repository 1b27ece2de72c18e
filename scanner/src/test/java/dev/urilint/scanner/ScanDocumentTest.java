package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.baseline.BaselineWriter;
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

/** {@link Scanner#scanDocument}: an editor's buffer scanned as the file would be. */
class ScanDocumentTest {

  @TempDir Path root;

  private final Scanner scanner = new Scanner();

  // The sample project's application.yml.buggy (sample-project/src/main/resources).
  private static final String BUGGY_YAML =
      """
      spring:
        datasource:
          url: jdbc:postgresql://orders:hunter2@db.internal:5432/orders
      search:
        url: https://search.example.com/find?q=new%2520orders
      admin:
        url: localhost:8080/admin
      """;

  private static String place(ReportedFinding f) {
    return f.line() + ":" + f.column() + "-" + f.endLine() + ":" + f.endColumn() + " " + f.rule().id();
  }

  @Test
  void findsWhatTheScanOfTheSameFileFindsWithoutReadingTheDisk() throws IOException {
    Path file = root.resolve("src/main/resources/application.yml");

    DocumentScan buffer = scanner.scanDocument(ScanRequest.of(root), file, BUGGY_YAML);
    Files.createDirectories(file.getParent());
    Files.writeString(file, BUGGY_YAML, StandardCharsets.UTF_8);
    ScanResult disk = scanner.scan(ScanRequest.of(root));

    assertThat(buffer.path()).contains("src/main/resources/application.yml");
    assertThat(buffer.findings()).isEqualTo(disk.findings());
    assertThat(buffer.findings())
        .extracting(ScanDocumentTest::place)
        .containsExactly(
            // Reported over the password's mask (its **** in --show-source): the language server
            // reads the exact position (DiagnosticsTest).
            "3:35-3:39 credentials-in-uri", "5:45-5:50 double-encoding", "7:8-7:18 relative-colon-segment");
    assertThat(buffer.findings().get(0).message()).doesNotContain("hunter2");
  }

  @Test
  void aDocumentItsParserRejectsIsReadForPasswordsAndSaysWhy() {
    String text = "a: [\nurl: https://bob:hunter2@db.example.com/\n";

    DocumentScan d = scanner.scanDocument(ScanRequest.of(root), root.resolve("broken.yml"), text);

    assertThat(d.problem()).get().asString().contains("read as plain text");
    assertThat(d.findings()).extracting(ReportedFinding::rule).containsExactly(RuleId.CREDENTIALS_IN_URI);
  }

  @Test
  void aDocumentOverTheSizeLimitIsNotScanned() {
    String text = "url: http://x.example.com/é\n";

    DocumentScan d =
        scanner.scanDocument(ScanRequest.of(root).withMaxFileSize(text.length()), root.resolve("big.yml"), text);

    // é is two bytes in UTF-8: the file would be one byte over the limit.
    assertThat(d.problem()).contains("larger than the limit of 28 bytes (29 bytes); not read");
    assertThat(d.findings()).isEmpty();
  }

  @Test
  void aDocumentInAFolderNamedTargetThatIsNoBuildOutputIsChecked() throws IOException {
    Files.writeString(root.resolve("pom.xml"), "<project/>\n");

    DocumentScan d = scanner.scanDocument(
        ScanRequest.of(root), root.resolve("src/main/resources/target/application.yml"), "url: http://a b\n");

    assertThat(d.checked()).isTrue();
    assertThat(d.findings()).isNotEmpty();
  }

  @ParameterizedTest
  @CsvSource({
    "notes.txt, ''",
    "target/classes/application.yml, ''",
    "node_modules/x/application.yml, ''",
    "generated/application.yml, generated/",
  })
  void aDocumentCheckWouldNotReadIsNotChecked(String path, String exclude) throws IOException {
    // target/ is build output beside the module's pom.xml (not a folder named target anywhere).
    Files.writeString(root.resolve("pom.xml"), "<project/>\n");
    ScanRequest request = ScanRequest.of(root);
    if (!exclude.isEmpty()) {
      request = request.withExcludes(List.of(exclude));
    }
    String text = "class ClientTest { java.net.URI u = java.net.URI.create(\"http://a b\"); }\nurl: http://a b\n";

    DocumentScan d = scanner.scanDocument(request, root.resolve(path), text);

    assertThat(d.findings()).isEmpty();
    assertThat(d.problem()).isEmpty();
    assertThat(d.checked()).isFalse();
  }

  @Test
  void aTestDocumentGetsTheSecurityRulesOnly() {
    // The editor and urilint check agree on test code too (TestCodePolicy): a space in a test's
    // URI is its input, a real-looking password for a public host a leak.
    String text = "decoder:\n  url: \"http://a.acme.io/a b\"\n"
        + "deploy:\n  url: https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases\n";

    DocumentScan d = scanner.scanDocument(ScanRequest.of(root), root.resolve("src/test/resources/application.yml"), text);

    assertThat(d.checked()).isTrue();
    assertThat(d.findings()).extracting(f -> f.rule().id()).containsExactly("credentials-in-uri");
  }

  @Test
  void theBaselineHidesWhatItRecords() throws IOException {
    Path file = root.resolve("app.yml");
    Files.writeString(file, BUGGY_YAML, StandardCharsets.UTF_8);
    Path baseline = root.resolve("urilint-baseline.json");
    BaselineWriter.write(scanner.scan(ScanRequest.of(root).withBaselineWritten()), baseline);
    String edited = BUGGY_YAML + "other:\n  url: https://other.acme.io/a%2520b\n";

    DocumentScan d = scanner.scanDocument(ScanRequest.of(root).withBaseline(baseline), file, edited);

    assertThat(d.findings()).extracting(ScanDocumentTest::place).containsExactly("9:31-9:36 double-encoding");
    assertThat(d.problem()).isEqualTo(Optional.empty());
  }
}
