package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
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
}
