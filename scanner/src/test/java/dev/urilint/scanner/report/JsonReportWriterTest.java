package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JsonReportWriterTest {

  private static String write(dev.urilint.scanner.ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new JsonReportWriter().write(r, out);
    return out.toString();
  }

  @Test
  void writesTheDesignDocumentShape() throws IOException {
    Golden.assertMatches(write(SampleResults.sample()), "reports/sample.json");
  }

  @Test
  void eachFindingHasExactlyTheDesignFieldsInOrder() throws IOException {
    JsonNode doc = new ObjectMapper().readTree(write(SampleResults.sample()));
    List<String> fields = new ArrayList<>();
    doc.get("findings").get(0).fieldNames().forEachRemaining(fields::add);

    assertThat(fields).containsExactly("rule", "severity", "path", "line", "column", "endLine", "endColumn", "message", "uri");
    List<String> top = new ArrayList<>();
    doc.fieldNames().forEachRemaining(top::add);
    assertThat(top).containsExactly("findings", "summary");
    assertThat(doc.get("summary").get("errors").asInt()).isEqualTo(2);
  }

  @Test
  void neverShowsThePlantedSecret() throws IOException {
    assertThat(write(SampleResults.sample())).doesNotContain(SampleResults.PLANTED_SECRET);
  }

  /**
   * JSON and SARIF show an invisible char as its JSON escape, so the file read by a person shows
   * where it is, while a JSON reader gets the same string back.
   */
  @Test
  void invisibleCharsAreWrittenAsJsonEscapesThatReadBackTheSame() throws IOException {
    String uri = "http://exa\u200Bmple.com/\uDB40\uDC41\u3164\u00AD";
    ReportedFinding f =
        new ReportedFinding("a.yml", 1, 1, 1, 2, RuleId.INSECURE_SCHEME, Severity.WARNING,
            "insecure scheme 'http' in '" + uri + "'", uri, "0a1b2c3d4e5f60718293a4b5c6d7e8f9", Optional.empty(), Optional.empty(), List.of(), Optional.empty());
    ScanResult result = ScanResult.of(List.of(f), List.of(), 1);

    for (ReportWriter writer : List.<ReportWriter>of(new JsonReportWriter(), new SarifReportWriter("1"))) {
      StringWriter out = new StringWriter();
      writer.write(result, out);
      String json = out.toString();

      assertThat(json).as(writer.getClass().getSimpleName())
          .contains("http://exa\\u200bmple.com/\\udb40\\udc41\\u3164\\u00ad")
          .doesNotContain("\u200B", "\uDB40", "\u3164", "\u00AD");
    }
    JsonNode doc = new ObjectMapper().readTree(write(result));
    assertThat(doc.get("findings").get(0).get("uri").asText()).isEqualTo(uri);
  }
}
