package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.testing.Golden;
import dev.urilint.scanner.testing.SampleResults;
import edu.hm.hafner.analysis.Issue;
import edu.hm.hafner.analysis.Report;
import edu.hm.hafner.analysis.parser.CheckStyleParser;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class CheckstyleXmlWriterTest {

  private static String write(dev.urilint.scanner.ScanResult r) throws IOException {
    StringWriter out = new StringWriter();
    new CheckstyleXmlWriter("1.2.3-test").write(r, out);
    return out.toString();
  }

  @Test
  void writesTheGoldenReport() throws IOException {
    Golden.assertMatches(write(SampleResults.sample()), "reports/sample-checkstyle.xml");
  }

  @Test
  void readsBackThroughWarningsNgsCheckstyleParserFindingForFinding() throws Exception {
    // The parser Jenkins Warnings NG uses for Checkstyle reports (reviewdog reads the same shape).
    Report report = new CheckStyleParser().parse(GitLabCodeQualityWriterTest.reader(write(SampleResults.sample())));

    long findings = SampleResults.sample().findings().size();
    assertThat(report.stream().filter(i -> i.getLineStart() > 0).count()).isEqualTo(findings);
    Issue credentials = report.stream().filter(i -> i.getMessage().startsWith("password in URI")).findFirst().orElseThrow();
    assertThat(credentials.getFileName()).endsWith("src/main/resources/application.yml");
    assertThat(credentials.getLineStart()).isEqualTo(3);
    assertThat(credentials.getColumnStart()).isEqualTo(28);
    assertThat(credentials.getType()).isEqualTo("credentials-in-uri");
    assertThat(credentials.getSeverity()).isEqualTo(edu.hm.hafner.analysis.Severity.ERROR);
    assertThat(report.stream().filter(i -> i.getType().equals("skipped")).count()).isEqualTo(SampleResults.sample().skipped().size());
  }

  @Test
  void neverShowsThePlantedSecretAndEscapesWhatXmlCannotHold() throws IOException {
    assertThat(write(SampleResults.sample())).doesNotContain(SampleResults.PLANTED_SECRET).startsWith("<?xml");
  }
}
