package dev.urilint.scanner.extract.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.SourceFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class TemplateBlanksTest {

  @Test
  void textWithoutActionsIsUnchanged() {
    String yaml = "url: https://example.com/\n";
    assertThat(TemplateBlanks.of(yaml).text()).isSameAs(yaml);
  }

  @Test
  void anActionInsideAValueBecomesSameLengthFiller() {
    TemplateBlanks t = TemplateBlanks.of("url: https://{{ .Values.host }}/v1\n");
    assertThat(t.text()).isEqualTo("url: https://xxxxxxxxxxxxxxxxxx/v1\n");
  }

  @Test
  void anActionAloneOnItsLineBecomesABlankLine() {
    TemplateBlanks t = TemplateBlanks.of("a: 1\n  {{- if .Values.tls }}\nb: 2\n{{- end }}\n");
    assertThat(t.text())
        .isEqualTo("a: 1\n" + " ".repeat(23) + "\nb: 2\n" + " ".repeat(10) + "\n");
  }

  @Test
  void inTheSecondReadingAnActionAloneOnItsLineIsAComment() {
    TemplateBlanks t = TemplateBlanks.asComments("a: 1\n  {{- if .Values.tls }}\nb: 2\n{{- end }}\n");
    assertThat(t.text())
        .isEqualTo("a: 1\n  #" + " ".repeat(20) + "\nb: 2\n#" + " ".repeat(9) + "\n");
  }


  // grafana/helm-charts charts/loki-distributed/templates/configmap.yaml and the configmaps of
  // elastic/helm-charts: a block scalar filled by one action. As a blank line of spaces the action
  // was the block's leading empty line with more spaces than its content, which YAML rejects, and
  // the file was read as plain text for passwords only.
  @Test
  void aBlockScalarFilledByAnActionParses() throws Exception {
    String chart =
        """
        apiVersion: v1
        kind: ConfigMap
        data:
          config.yaml: |
            {{- tpl .Values.loki.config . | nindent 4 }}
            server:
              http_listen_port: 3100
            remote_url: https://user:hunter2@logs.acme.com/push
        """;
    List<ExtractedValue> values =
        new YamlExtractor().extract(new SourceFile(Path.of("configmap.yaml"), "configmap.yaml", chart));

    assertThat(values).extracting(ExtractedValue::value).anyMatch(v -> v.startsWith("{{- tpl .Values.loki.config . | nindent 4 }}\n"));
  }

  @Test
  void aHelmTemplateParsesAndItsValuesKeepTheirActions() throws Exception {
    String chart =
        """
        metadata:
          name: {{ .Release.Name }}-config
        {{- if .Values.enabled }}
        data:
          API_URL: "https://{{ .Values.api.host }}:{{ .Values.api.port }}/v1"
        {{- end }}
        """;
    List<ExtractedValue> values =
        new YamlExtractor().extract(new SourceFile(Path.of("configmap.yaml"), "configmap.yaml", chart));

    assertThat(values)
        .extracting(ExtractedValue::value)
        .containsExactly(
            "{{ .Release.Name }}-config", "https://{{ .Values.api.host }}:{{ .Values.api.port }}/v1");
    ExtractedValue url = values.get(1);
    assertThat(chart.substring(url.sourceOffset(0), url.sourceOffset(0) + 8)).isEqualTo("https://");
  }
}
