package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.report.JsonStyle;
import dev.urilint.scanner.report.ReportFormat;
import dev.urilint.scanner.report.SarifReportWriter;
import dev.urilint.scanner.testing.Golden;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A finding after a password on its line gave away the password's length: its column minus the
 * password's start column, less the chars between ({@code https://u:Hunter2@h/a b}). The same
 * tree written with a 4-char and with a 40-char password must give byte-identical reports in
 * every format ({@link ReportFormat}), equal to the golden files {@code
 * fixtures/expected/secret-length.*}; the exact positions (for the language server and the fix
 * engine) still differ. The lines hold each way a password can sit before a finding: in the same
 * value, in another value of a one-line JSON file, in another Java literal, in a comment, spelled
 * with an escape only the value reading sees, and in a value whose own finding is suppressed.
 */
class NoColumnTellsASecretsLengthTest {

  private static final String SHORT = "Pl4Q";
  private static final String LONG = "Pl4Q".repeat(10);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  // Each file holds PW where the password goes; every finding after it on its line must report
  // the same column whatever PW's length.
  private static final Map<String, String> TREE = Map.of(
      "config/app.yml",
      """
      url: https://u:PW@h.example.com/a b
      quiet: https://u:PW@h.example.com/c d # urilint:ignore credentials-in-uri
      plain: http://h.example.com/e f
      """,
      "config/one-line.json",
      """
      {"a": "https://u:PW@h.example.com/", "b": "http://h.example.com/a b"}
      """,
      "config/escaped.json",
      """
      {"a": "https://u:PW\\u0040h.example.com/", "b": "http://h.example.com/a b"}
      """,
      "config/app.properties",
      """
      url=https://u:PW@h.example.com/a b
      """,
      "src/main/java/demo/Client.java",
      """
      package demo;

      import java.net.URI;

      class Client {
        static final String A = "https://u:PW@h.example.com/"; static final URI B = URI.create("http://h.example.com/a b");
        /* was https://u:PW@h.example.com/ */ static final URI C = URI.create("http://h.example.com/c d");
      }
      """);

  @TempDir Path work;

  private ScanResult scan(String password, UnaryOperator<ScanRequest> settings) throws IOException {
    Path root = work.resolve(password.length() + "-" + System.nanoTime());
    for (Map.Entry<String, String> file : TREE.entrySet()) {
      Path p = root.resolve(file.getKey());
      Files.createDirectories(p.getParent());
      Files.writeString(p, file.getValue().replace("PW", password));
    }
    return new Scanner().scan(settings.apply(ScanRequest.of(root).withThreads(2)));
  }

  // SARIF's fingerprints read a tag of the secret on purpose (a new password in place of a
  // dismissed one is a new alert: ReportedFinding#sarifFingerprint), 16 bits of a slow hash,
  // not its length: they are compared apart from the rest.
  private static String report(ReportFormat format, ScanResult result) throws IOException {
    StringWriter out = new StringWriter();
    if (format == ReportFormat.SARIF) {
      new SarifReportWriter("test").write(result, out);
      ObjectNode doc = (ObjectNode) MAPPER.readTree(out.toString());
      for (JsonNode rule : doc.at("/runs/0/tool/driver/rules")) {
        // The rule catalog owns these texts (SarifReportWriterTest checks them).
        ((ObjectNode) rule).remove(List.of("help", "shortDescription", "fullDescription"));
      }
      for (JsonNode r : doc.at("/runs/0/results")) {
        ((ObjectNode) r).remove("partialFingerprints");
      }
      return MAPPER.writer(JsonStyle.prettyPrinter()).writeValueAsString(doc) + "\n";
    }
    format.writer().write(result, out);
    return out.toString();
  }

  @Test
  void everyReportFormatIsTheSameForAShortAndALongPassword() throws IOException {
    ScanResult shortOne = scan(SHORT, r -> r);
    ScanResult longOne = scan(LONG, r -> r);

    assertThat(shortOne.findings()).hasSizeGreaterThanOrEqualTo(10);
    for (ReportFormat format : ReportFormat.values()) {
      String report = report(format, shortOne);
      assertThat(report(format, longOne)).as(format.id()).isEqualTo(report);
      assertThat(report).doesNotContain(SHORT);
      Golden.assertMatches(report, "fixtures/expected/secret-length." + format.fileName().replace("urilint", "report"));
    }
    // What the editor and the fix engine read still counts the password's chars: the test can fail.
    assertThat(shortOne.findings()).extracting(ReportedFinding::exact)
        .isNotEqualTo(longOne.findings().stream().map(ReportedFinding::exact).toList());
  }

  @Test
  void aPasswordWithoutAFindingOfItsOwnStillMovesNoColumn() throws IOException {
    UnaryOperator<ScanRequest> off = r -> r.withPolicy(SeverityPolicy.defaults().off(RuleId.CREDENTIALS_IN_URI));
    ScanResult shortOne = scan(SHORT, off);
    ScanResult longOne = scan(LONG, off);

    assertThat(shortOne.findings()).isNotEmpty().noneMatch(f -> f.rule() == RuleId.CREDENTIALS_IN_URI);
    for (ReportFormat format : ReportFormat.values()) {
      assertThat(report(format, longOne)).as(format.id()).isEqualTo(report(format, shortOne));
    }
  }

  @Test
  void aLineWithoutASecretKeepsItsExactColumns() throws IOException {
    // The long one: a 4-char password is as long as its mask, and moves nothing.
    ScanResult result = scan(LONG, r -> r);

    assertThat(result.findings()).filteredOn(f -> f.path().equals("src/main/java/demo/Client.java") && f.line() == 7)
        .singleElement()
        .satisfies(f -> assertThat(f.position().reported()).isNotEqualTo(f.exact()));
    assertThat(result.findings()).filteredOn(f -> f.path().equals("config/app.yml") && f.line() == 3)
        .singleElement()
        .satisfies(f -> assertThat(f.position().reported()).isEqualTo(f.exact()));
  }
}
