package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.urilint.scanner.report.JsonReportWriter;
import dev.urilint.scanner.report.JsonStyle;
import dev.urilint.scanner.report.SarifReportWriter;
import dev.urilint.scanner.report.TextReportWriter;
import dev.urilint.scanner.testing.Golden;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end: the fixture trees under {@code src/test/resources/fixtures/} scanned with the real
 * extractors and rules, compared with the golden reports in {@code fixtures/expected/}. The Maven
 * plugin and CLI tests scan the same trees and can compare with the same files.
 *
 * <ul>
 *   <li>{@code fixtures/findings}: one file per format, each with planted mistakes, suppressions,
 *       a test source, a lock file; the test adds {@code target/} and {@code .git/} copies that
 *       must be left out.
 *   <li>{@code fixtures/lookalikes}: placeholders, templates, Maven coordinates, image tags, port
 *       maps, prose, namespaces: no finding at all.
 * </ul>
 *
 * <p>Regenerate after an intended change with {@code -Durilint.updateGoldens=true} and review the
 * diff.
 */
class ScannerGoldenTest {

  private static final Path FIXTURES = Path.of("src/test/resources/fixtures");
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path work;

  private Path copy(String tree) throws IOException {
    Path from = FIXTURES.resolve(tree);
    Path to = work.resolve(tree);
    try (Stream<Path> files = Files.walk(from)) {
      files.forEach(
          p -> {
            try {
              Path target = to.resolve(from.relativize(p).toString());
              if (Files.isDirectory(p)) {
                Files.createDirectories(target);
              } else {
                Files.copy(p, target);
              }
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    }
    return to;
  }

  private static ScanResult scan(Path root) {
    return new Scanner().scan(ScanRequest.of(root).withThreads(2));
  }

  @Test
  void findingsTreeMatchesTheGoldenReports() throws IOException {
    Path root = copy("findings");
    // Build output and VCS metadata are never scanned (not committed: .gitignore has target/).
    Files.createDirectories(root.resolve("target/classes"));
    Files.writeString(root.resolve("target/classes/application.yml"), "app:\n  url: http://copied.example.net/ x\n");
    Files.createDirectories(root.resolve(".git"));
    Files.writeString(root.resolve(".git/config.json"), "{\"url\": \"http://git.example.net/ x\"}\n");

    ScanResult result = scan(root);

    StringWriter text = new StringWriter();
    new TextReportWriter().write(result, text);
    Golden.assertMatches(text.toString(), "fixtures/expected/findings.txt");
    StringWriter json = new StringWriter();
    new JsonReportWriter().write(result, json);
    Golden.assertMatches(json.toString(), "fixtures/expected/findings.json");
    StringWriter sarif = new StringWriter();
    new SarifReportWriter("test").write(result, sarif);
    Golden.assertMatches(withoutRuleTexts(sarif.toString()), "fixtures/expected/findings.sarif");

    assertThat(result.findings()).extracting(ReportedFinding::path)
        .noneMatch(p -> p.startsWith("target/") || p.startsWith(".git/") || p.contains("node_modules") || p.contains("lock"));
    for (String report : List.of(text.toString(), json.toString(), sarif.toString())) {
      assertThat(report).doesNotContain("s3cr3t-Passw0rd", "hunter2", "t3st-Passw0rd", "token123", "abcdef0123456789");
    }
  }

  @Test
  void lookAlikesTreeYieldsNoFinding() throws IOException {
    ScanResult result = scan(copy("lookalikes"));

    assertThat(result.findings()).isEmpty();
    assertThat(result.skipped()).isEmpty();
    assertThat(result.filesScanned()).isEqualTo(9);
  }

  // The rule catalog owns the rule texts and the rule pages; the SARIF writer test checks that
  // they come from it. The golden file holds everything else.
  private static String withoutRuleTexts(String sarif) throws IOException {
    ObjectNode doc = (ObjectNode) MAPPER.readTree(sarif);
    for (JsonNode rule : doc.at("/runs/0/tool/driver/rules")) {
      ((ObjectNode) rule).remove(List.of("help", "shortDescription", "fullDescription"));
    }
    return MAPPER.writer(JsonStyle.prettyPrinter()).writeValueAsString(doc) + "\n";
  }
}
