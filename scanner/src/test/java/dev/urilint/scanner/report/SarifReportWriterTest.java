package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.urilint.lint.RuleId;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SarifReportWriterTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  static String write(ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new SarifReportWriter("1.2.3-test").write(r, out);
    return out.toString();
  }

  /** Validates {@code sarif} against the SARIF 2.1.0 JSON schema; returns the problems. */
  static Set<ValidationMessage> validate(String sarif) throws IOException {
    try (InputStream schema = SarifReportWriterTest.class.getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
      JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
      SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
      JsonSchema s = factory.getSchema(schema, config);
      return s.validate(MAPPER.readTree(sarif));
    }
  }

  @Test
  void validatesAgainstTheSarif210Schema() throws IOException {
    assertThat(validate(write(SampleResults.sample()))).isEmpty();
    assertThat(validate(write(SampleResults.clean()))).isEmpty();
  }

  @Test
  void theSchemaCheckCanFail() throws IOException {
    ObjectNode doc = (ObjectNode) MAPPER.readTree(write(SampleResults.sample()));
    doc.put("version", "2.0.0");

    assertThat(validate(MAPPER.writeValueAsString(doc))).isNotEmpty();
  }

  @Test
  void matchesTheGoldenFileApartFromRuleTexts() throws IOException {
    ObjectNode doc = (ObjectNode) MAPPER.readTree(write(SampleResults.sample()));
    for (JsonNode rule : doc.at("/runs/0/tool/driver/rules")) {
      // The rule catalog owns these texts and changes them on its own schedule; the test below
      // checks that they come from it.
      ((ObjectNode) rule).remove(List.of("help", "shortDescription", "fullDescription"));
    }
    Golden.assertMatches(MAPPER.writer(JsonStyle.prettyPrinter()).writeValueAsString(doc) + "\n", "reports/sample.sarif");
  }

  @Test
  void describesEveryRuleOnceWithHelpLinkAndLevel() throws IOException {
    JsonNode rules = MAPPER.readTree(write(SampleResults.clean())).at("/runs/0/tool/driver/rules");

    assertThat(rules).hasSize(RuleId.values().length);
    for (RuleId id : RuleId.values()) {
      JsonNode rule = rules.get(id.ordinal());
      assertThat(rule.get("id").asText()).isEqualTo(id.id());
      assertThat(rule.get("helpUri").asText()).isEqualTo(id.docUrl());
      assertThat(rule.at("/help/markdown").asText()).isEqualTo(RuleHelp.markdown(id));
      assertThat(rule.at("/shortDescription/text").asText()).isEqualTo(RuleHelp.summary(id));
      assertThat(rule.at("/fullDescription/text").asText()).isEqualTo(RuleHelp.fullDescription(id));
      assertThat(rule.at("/properties/security-severity").isMissingNode()).isEqualTo(!id.isSecurity());
    }
  }

  @Test
  void placesResultsWithRepoRelativeUrisAndFingerprintsWithoutLines() throws IOException {
    JsonNode run = MAPPER.readTree(write(SampleResults.sample())).at("/runs/0");
    JsonNode first = run.at("/results/0");

    assertThat(run.get("columnKind").asText()).isEqualTo("utf16CodeUnits");
    assertThat(first.at("/locations/0/physicalLocation/artifactLocation/uri").asText()).isEqualTo("config/my%20app.yml");
    assertThat(first.at("/locations/0/physicalLocation/artifactLocation/uriBaseId").asText()).isEqualTo("%SRCROOT%");
    assertThat(first.at("/partialFingerprints").toString()).doesNotContain("\"2\"").contains("0a1b2c3d");
    assertThat(run.at("/results/3/level").asText()).isEqualTo("note");
    assertThat(run.at("/invocations/0/toolExecutionNotifications")).hasSize(2);
  }

  @Test
  void neverShowsThePlantedSecret() throws IOException {
    assertThat(write(SampleResults.sample())).doesNotContain(SampleResults.PLANTED_SECRET);
  }
}
