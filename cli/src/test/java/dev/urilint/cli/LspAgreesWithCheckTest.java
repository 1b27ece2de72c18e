package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.urilint.lsp.PipedServer;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.report.ReportColumns;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server and {@code urilint check --format json} agree finding for finding: every
 * file of a project is opened in the server (its text as the buffer), and the diagnostics, placed
 * back in the report's terms (1-based lines and columns, rule, severity, message), equal the
 * report's findings. The server gives exact positions (the editor shows the text), a report
 * counts a secret before a finding on its line as its {@code ****}: each range is placed on the
 * masked line by the report's own {@link ReportColumns} (with the line's own masking only: these
 * fixtures write every password plainly). On the sample project's buggy twins and on the scanner's findings fixture
 * (config files of several formats, Java, a node_modules folder the walk leaves out, and test
 * code that gets the security rules only).
 */
class LspAgreesWithCheckTest {

  private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

  @TempDir Path root;

  @Test
  void onTheSampleProjectsBuggyTwins() throws IOException {
    Path sample = REPOSITORY.resolve("sample-project");
    copy(sample.resolve("pom.xml.buggy"), root.resolve("pom.xml"));
    copy(sample.resolve("src/main/resources/application.yml.buggy"), root.resolve("src/main/resources/application.yml"));
    copy(
        sample.resolve("src/main/java/com/example/orders/OrdersClient.java.buggy"),
        root.resolve("src/main/java/com/example/orders/OrdersClient.java"));

    List<String> check = check();

    assertThat(check).hasSizeGreaterThanOrEqualTo(5);
    assertThat(server()).isEqualTo(check);
  }

  @Test
  void onTheScannersFindingsFixture() throws IOException {
    Path fixture = REPOSITORY.resolve("scanner/src/test/resources/fixtures/findings");
    try (Stream<Path> files = Files.walk(fixture)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        copy(f, root.resolve(fixture.relativize(f).toString()));
      }
    }

    List<String> check = check();

    assertThat(check).isNotEmpty();
    assertThat(server()).isEqualTo(check);
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to);
  }

  // "path:line:column-endLine:endColumn severity rule message" of each finding of the report.
  private List<String> check() throws IOException {
    CliRun.Outcome o = CliRun.plain().inDirectory(root).execute("check", "--format", "json", "--fail-on", "never");
    assertThat(o.exitCode()).as(o.err()).isZero();
    List<String> out = new ArrayList<>();
    for (JsonNode f : new ObjectMapper().readTree(o.out()).get("findings")) {
      out.add(
          f.get("path").asText() + ":" + f.get("line").asInt() + ":" + f.get("column").asInt() + "-"
              + f.get("endLine").asInt() + ":" + f.get("endColumn").asInt() + " " + f.get("severity").asText()
              + " " + f.get("rule").asText() + " " + f.get("message").asText());
    }
    return out;
  }

  // The same of the server's diagnostics, every file of the project opened as a buffer.
  private List<String> server() throws IOException {
    List<String> out = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    try (PipedServer s = PipedServer.start(root, null, 0)) {
      for (Path file : files) {
        String path = root.relativize(file).toString().replace('\\', '/');
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String uri = s.open(path, text);
        ReportColumns columns = new ReportColumns(text, LineIndex.of(text), List.of());
        for (Diagnostic d : s.client().await(uri, 1).getDiagnostics()) {
          SourceRegion at = columns.position(new SourceRegion(
              d.getRange().getStart().getLine() + 1, d.getRange().getStart().getCharacter() + 1,
              d.getRange().getEnd().getLine() + 1, d.getRange().getEnd().getCharacter() + 1)).reported();
          out.add(
              path + ":" + at.line() + ":" + at.column() + "-" + at.endLine() + ":" + at.endColumn() + " "
                  + SEVERITY.get(d.getSeverity()) + " " + d.getCode().getLeft() + " " + d.getMessage());
        }
      }
    }
    return out;
  }

  private static final Map<DiagnosticSeverity, String> SEVERITY =
      Map.of(DiagnosticSeverity.Error, "error", DiagnosticSeverity.Warning, "warning", DiagnosticSeverity.Information, "info");
}
