package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class HelmChartTest {

  // Keys as the YAML extractor writes them, from the corpus's charts (elastic/helm-charts,
  // grafana/helm-charts, prometheus-community/helm-charts).
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          home                        | true
          icon                        | true
          sources[0]                  | true
          dependencies[2].repository  | true
          maintainers[0].url          | true
          description                 | false
          name                        | false
          dependencies[0].name        | false
          maintainers[0].email        | false
          annotations.artifacthub.io/links | false
          image.repository            | false
          """)
  void helmDefinesTheseKeysAsUrls(String key, boolean locator) {
    assertThat(HelmChart.isLocatorKey(key)).isEqualTo(locator);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "charts/loki/Chart.yaml, true",
    "Chart.yaml, true",
    "charts/loki-stack/requirements.yaml, true",
    "charts/loki/values.yaml, false",
    "charts/loki/chart.yaml, false",
    "docs/Chart.yaml.md, false"
  })
  void readsOnlyAChartsOwnFiles(String path, boolean chart) {
    assertThat(HelmChart.isChartFile(path)).isEqualTo(chart);
  }
}
