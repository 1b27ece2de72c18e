package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * YAML documents inside YAML block scalars (the YAML extractor's {@code NestedDocuments}), scanned
 * end to end: each finding at the line and column of the offending character in the file. The
 * snippets are the real files named in each case, cut short, with one defect planted per URL.
 */
class NestedYamlDocumentsTest {

  @TempDir Path root;

  private final Scanner scanner = new Scanner();

  static Stream<Arguments> snippets() {
    return Stream.of(
        Arguments.of(
            "grafana/helm-charts charts/lgtm-distributed/Chart.yaml: Artifact Hub links",
            "Chart.yaml",
            """
            apiVersion: v2
            name: lgtm-distributed
            annotations:
              "artifacthub.io/license": Apache-2.0
              "artifacthub.io/links": |
                - name: Chart Source
                  url: https://github.com/grafana/helm-charts
                - name: Mimir
                  url: https://github.com/grafana/mi|mir
                - name: Tempo
                  url: github.com:8443/grafana/tempo
            """,
            List.of("9:41 malformed-uri", "11:12 relative-colon-segment")),
        Arguments.of(
            "prometheus-community/helm-charts charts/kube-prometheus-stack/Chart.yaml: Artifact Hub links",
            "Chart.yaml",
            """
            annotations:
              "artifacthub.io/license": Apache-2.0
              "artifacthub.io/operator": "true"
              "artifacthub.io/links": |
                - name: Chart Source
                  url: https://github.com/prometheus-community/helm-charts?access_token=qwertyuiopasdfghjklzxcvb
                - name: Upstream Project
                  url: https://0x8c527903/prometheus-operator/kube-prometheus
            """,
            List.of("6:77 sensitive-query-parameter", "8:20 rare-ip-format")),
        Arguments.of(
            "open-telemetry/opentelemetry-java-examples logging-k8s-stdout-otlp-json/k8s/collector-configmap.yaml",
            "k8s/collector-configmap.yaml",
            """
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: otel-collector-config
            data:
              otel-collector-config.yaml: |-
                receivers:
                  otlp:
                    protocols:
                      grpc:
                        endpoint: 0.0.0.0:4317
                exporters:
                  otlphttp/metrics:
                    endpoint: http://localhost:9090/api/v1/otlp%2520x
                  otlphttp/traces:
                    endpoint: http:/localhost:4418
                  otlphttp/logs:
                    endpoint: "http://localhost:3100/o|tlp"
            """,
            List.of("14:52 double-encoding", "16:19 missing-host", "18:43 malformed-uri")),
        Arguments.of(
            "strimzi/strimzi-kafka-operator examples/metrics/prometheus-alertmanager-config/alert-manager-config.yaml",
            "alert-manager-config.yaml",
            """
            apiVersion: v1
            kind: Secret
            metadata:
              name: alertmanager-alertmanager
            type: Opaque
            stringData:
              alertmanager.yaml: |
                global:
                  slack_api_url: https://hooks.slаck.com/services/change/me/please
                route:
                  receiver: slack
                receivers:
                - name: slack
                  slack_configs:
                  - channel: "#strimzi-alerts"
                    title: "{{ range .Alerts }}{{ .Annotations.summary }}\\n{{ end }}"
                    # an old webhook: https://alerts:Xq8vTz3kPw9m@hooks.example.net/slack
            """,
            List.of("9:36 mixed-script-host", "9:38 malformed-uri", "17:42 credentials-in-uri")),
        Arguments.of(
            "grafana/helm-charts charts/loki-distributed/values.yaml: loki.config, rendered by the chart with tpl",
            "values.yaml",
            """
            loki:
              config: |
                auth_enabled: false
                common:
                  compactor_address: http://{{ include "loki.compactorFullname" . }}:3100
                ruler:
                  storage:
                    type: local
                  alertmanager_url: https://alertmanager.xx:99999
                  external_url: https://alertmanager.xx?access_token=qwertyuiopasdfghjklzxcvb
            """,
            // an empty path stays empty: no non-normalized
            List.of("9:49 invalid-port", "10:58 sensitive-query-parameter")),
        Arguments.of(
            "a block that is no YAML by key or first line is one text value, as before: only a password",
            "values.yaml",
            """
            script: |
              set -e
              curl -f https://github.com/grafana/mi|mir
              curl -u https://alerts:Xq8vTz3kPw9m@hooks.example.net/slack
            """,
            List.of("4:26 credentials-in-uri")),
        Arguments.of(
            "a block named .yaml that is no YAML is one text value, as before",
            "configmap.yaml",
            """
            data:
              notes.yaml: |
                see: https://github.com/grafana/mi|mir: and https://alerts:Xq8vTz3kPw9m@hooks.example.net/slack
            """,
            List.of("3:64 credentials-in-uri")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("snippets")
  void reportsEachInnerValueAtItsPlaceInTheFile(String source, String name, String yaml, List<String> expected) {
    DocumentScan scan = scanner.scanDocument(ScanRequest.of(root), root.resolve(name), yaml);

    assertThat(scan.problem()).isEmpty();
    assertThat(scan.findings()).extracting(f -> f.line() + ":" + f.column() + " " + f.rule().id())
        .containsExactlyElementsOf(expected);
    assertThat(scan.findings()).allSatisfy(f -> assertThat(f.message()).doesNotContain("Xq8vTz3kPw9m"));
  }
}
