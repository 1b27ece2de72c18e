package dev.urilint.scanner.extract.yaml;

import dev.urilint.scanner.extract.ExtractedValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.common.ScalarStyle;

/**
 * Which YAML block scalars hold a YAML document of their own, and how that document's values are
 * placed in the file. A Kubernetes ConfigMap or Secret carries whole configuration files as
 * strings ({@code data:} / {@code stringData:} then {@code alertmanager.yaml: |}, an OpenTelemetry
 * collector's {@code config.yaml: |}), and a Helm chart's Artifact Hub annotations are YAML in a
 * string by their specification ({@code artifacthub.io/links: |} then {@code - name: ...} / {@code
 * url: ...}). Read as one text value, the URLs in them got the security rules only, and under
 * no key; read again as YAML, each gets its own key ({@code
 * annotations.artifacthub.io/links[0].url}) and every rule it would get in a file of its own.
 *
 * <p>Only a literal block ({@code |}, {@code |-}, {@code |+}) is read again, and only when its
 * key or its first line says it is YAML: a key ending in {@code .yaml} or {@code .yml} (a file
 * name, the way every ConfigMap, Secret and Helm {@code files:} map names a file it holds), one of
 * the Artifact Hub annotations its documentation defines as YAML, or a first line that is a
 * mapping key ({@code auth_enabled: false}: a Helm chart's {@code config: |}), and only when the
 * whole block then parses. A folded block ({@code >}) joins its lines, so it is not a document
 * whatever its key.
 *
 * <p>Bounded: a nested document is read at most {@value #MAX_NESTING} levels deep (a document in
 * a block in a block), each level reads only the text of its own blocks, and blocks of one level
 * do not overlap, so the work stays linear in the file's size. A block that does not parse as
 * YAML is read as before, one text value: nothing is lost, nothing is thrown.
 *
 * <pre>{@code
 * NestedDocuments.holdsYaml("alertmanager.yml", ScalarStyle.LITERAL, "global: ...");   // true
 * NestedDocuments.holdsYaml("artifacthub.io/links", ScalarStyle.LITERAL, "- name: a"); // true
 * NestedDocuments.holdsYaml("config", ScalarStyle.LITERAL, "auth_enabled: false\n");    // true
 * NestedDocuments.holdsYaml("script", ScalarStyle.LITERAL, "set -e\ncurl -f $URL\n");   // false
 * NestedDocuments.holdsYaml("config.yaml", ScalarStyle.FOLDED, "a: b");                // false
 * }</pre>
 */
final class NestedDocuments {

  /** How many documents deep a block is read again: 2 reads a document in a block in a block. */
  static final int MAX_NESTING = 2;

  /**
   * The Artifact Hub annotations of a Helm chart whose value is YAML by Artifact Hub's
   * documentation of Helm annotations (artifacthub.io/docs/topics/annotations/helm).
   */
  private static final Set<String> ARTIFACT_HUB_YAML =
      Set.of(
          "artifacthub.io/changes",
          "artifacthub.io/crds",
          "artifacthub.io/crdsexamples",
          "artifacthub.io/images",
          "artifacthub.io/links",
          "artifacthub.io/maintainers",
          "artifacthub.io/recommendations",
          "artifacthub.io/screenshots");

  private NestedDocuments() {}

  /**
   * Whether a block scalar of {@code style} under the mapping key {@code keyText}, holding {@code
   * value}, is YAML: its key says so, or its first line is a mapping key ({@link
   * #startsWithMappingKey}).
   */
  static boolean holdsYaml(String keyText, ScalarStyle style, String value) {
    if (style != ScalarStyle.LITERAL || keyText == null) {
      return false;
    }
    String key = keyText.toLowerCase(Locale.ROOT);
    return key.endsWith(".yaml") || key.endsWith(".yml") || ARTIFACT_HUB_YAML.contains(key)
        || startsWithMappingKey(value);
  }

  /**
   * Whether the first line of {@code value} that is not blank nor a comment is a YAML mapping key:
   * a name ({@code auth_enabled}, {@code server.http_listen_port}, {@code otlphttp/logs}) then
   * {@code :} and a space or the line's end. So a Helm chart's {@code loki.config: |} (Loki's own
   * configuration, which the chart renders with {@code tpl}) is read as the document it is, while
   * a script ({@code set -e}, {@code curl ...}), prose, an nginx or a properties file ({@code
   * a=b}) is not; a block that starts as a mapping but is none fails to parse and stays text.
   */
  static boolean startsWithMappingKey(String value) {
    int n = value.length();
    int i = 0;
    while (i < n) {
      int lineEnd = value.indexOf('\n', i);
      int end = lineEnd < 0 ? n : lineEnd;
      int k = i;
      while (k < end && value.charAt(k) == ' ') {
        k++;
      }
      if (k < end && value.charAt(k) != '#' && value.charAt(k) != '\r') {
        return isMappingKey(value, k, end);
      }
      i = end + 1;
    }
    return false;
  }

  private static boolean isMappingKey(String value, int from, int end) {
    char first = value.charAt(from);
    if (!(Character.isLetter(first) || first == '_')) {
      return false;
    }
    int k = from + 1;
    while (k < end && isKeyChar(value.charAt(k))) {
      k++;
    }
    return k < end && value.charAt(k) == ':' && (k + 1 == end || value.charAt(k + 1) == ' ' || value.charAt(k + 1) == '\r');
  }

  private static boolean isKeyChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '/';
  }

  /**
   * {@code inner}, a value of the document read from {@code outer}'s text, placed in the file:
   * each char at the file offset of the char of {@code outer} it was read from.
   */
  static ExtractedValue placed(ExtractedValue inner, ExtractedValue outer) {
    int[] offsets = new int[inner.value().length() + 1];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = outer.sourceOffset(inner.sourceOffset(i));
    }
    return new ExtractedValue(inner.value(), inner.key(), inner.usage(), offsets, inner.suppressed());
  }

  /**
   * The comments of the block, as text values: the runs of {@code outer}'s text between the
   * values of its document ({@code inner}, offsets in {@code outer}'s text) that hold a {@code #},
   * with offsets in that text too (to be {@link #placed} like the values). Read as one text value
   * the block had its comments checked for passwords in URIs; these runs keep that check.
   */
  static List<ExtractedValue> comments(ExtractedValue outer, List<ExtractedValue> inner) {
    List<ExtractedValue> runs = new ArrayList<>();
    String text = outer.value();
    if (text.indexOf('#') < 0) {
      return runs;
    }
    ExtractedValue document = ExtractedValue.verbatim(text, Optional.empty(), 0);
    int from = 0;
    // A nested block's comment runs come before its values: ordered by where each starts.
    List<ExtractedValue> ordered = new ArrayList<>(inner);
    ordered.sort(Comparator.comparingInt(v -> v.sourceOffset(0)));
    for (ExtractedValue value : ordered) {
      int start = value.sourceOffset(0);
      if (start > from) {
        addRun(document, text, from, start, runs);
      }
      from = Math.max(from, value.sourceOffset(value.value().length()));
    }
    addRun(document, text, from, text.length(), runs);
    return runs;
  }

  private static void addRun(ExtractedValue document, String text, int from, int to, List<ExtractedValue> runs) {
    int hash = text.indexOf('#', from);
    if (hash >= 0 && hash < to) {
      runs.add(document.slice(from, to).asText());
    }
  }
}
