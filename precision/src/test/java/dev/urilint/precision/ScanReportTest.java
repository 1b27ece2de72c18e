package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

class ScanReportTest {

  @Test
  void readsEachFindingAndTheStringsLinted() throws Exception {
    ScanReport r = ScanReport.parse(new StringReader("""
        {"findings": [{"rule": "credentials-in-uri", "severity": "error", "path": "app.yml", "line": 3,
          "column": 28, "endLine": 3, "endColumn": 35, "message": "m", "uri": "jdbc:postgresql://app:****@db/app"}],
         "summary": {"filesScanned": 1, "filesSkipped": 0, "stringsLinted": 42, "skipped": [], "staleBaselineEntries": []}}
        """));

    assertThat(r.stringsLinted()).isEqualTo(42);
    assertThat(r.findings()).containsExactly(
        new Reported(new FindingKey("app.yml", 3, "credentials-in-uri"), "error", "jdbc:postgresql://app:****@db/app"));
  }

  @Test
  void refusesAReportWithoutTheStringsLinted() {
    assertThatThrownBy(() -> ScanReport.parse(new StringReader("{\"findings\": [], \"summary\": {\"filesScanned\": 1}}")))
        .isInstanceOf(SuiteException.class)
        .hasMessageContaining("no stringsLinted");
  }
}
