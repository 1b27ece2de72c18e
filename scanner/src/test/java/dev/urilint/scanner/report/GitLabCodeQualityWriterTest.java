package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import edu.hm.hafner.analysis.Issue;
import edu.hm.hafner.analysis.ReaderFactory;
import edu.hm.hafner.analysis.Report;
import edu.hm.hafner.analysis.parser.violations.CodeClimateAdapter;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class GitLabCodeQualityWriterTest {

  private static String write(dev.urilint.scanner.ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new GitLabCodeQualityWriter().write(r, out);
    return out.toString();
  }

  @Test
  void writesTheGoldenReport() throws IOException {
    Golden.assertMatches(write(SampleResults.sample()), "reports/sample-gitlab.json");
  }

  @Test
  void meetsWhatGitLabRequiresOfEachIssue() throws IOException {
    try (InputStream schema = getClass().getResourceAsStream("/schemas/gitlab-codequality.schema.json")) {
      var s = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schema);
      assertThat(s.validate(new ObjectMapper().readTree(write(SampleResults.sample())))).isEmpty();
      assertThat(s.validate(new ObjectMapper().readTree(write(SampleResults.clean())))).isEmpty();
    }
  }

  @Test
  void readsBackThroughWarningsNgsCodeClimateParserFindingForFinding() throws Exception {
    // The parser Jenkins Warnings NG uses for GitLab and Code Climate reports.
    Report report = new CodeClimateAdapter().parse(reader(write(SampleResults.sample())));

    assertThat(report.size()).isEqualTo(SampleResults.sample().findings().size());
    Issue first = report.get(0);
    assertThat(first.getFileName()).endsWith("config/my app.yml");
    assertThat(first.getLineStart()).isEqualTo(2);
  }

  @Test
  void givesEveryIssueAUniqueFingerprintAndNeverTheSecret() throws IOException {
    String report = write(SampleResults.sample());
    List<String> fingerprints = new ObjectMapper().readTree(report).findValuesAsText("fingerprint");

    assertThat(fingerprints).doesNotHaveDuplicates().hasSize(SampleResults.sample().findings().size());
    assertThat(report).doesNotContain(SampleResults.PLANTED_SECRET);
  }

  static ReaderFactory reader(String text) {
    return new ReaderFactory(StandardCharsets.UTF_8) {
      @Override
      public Reader create() {
        return new StringReader(text);
      }

      @Override
      public String getFileName() {
        return "urilint-report";
      }
    };
  }
}
