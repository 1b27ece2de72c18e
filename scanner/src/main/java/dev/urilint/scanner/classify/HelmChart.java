package dev.urilint.scanner.classify;

import java.util.Optional;

/**
 * The keys of a Helm chart's {@code Chart.yaml} (and a Helm 2 {@code requirements.yaml}) that Helm's
 * schema defines as URLs: {@code home} ("the URL of this project's home page"), {@code icon} ("a
 * URL to an SVG or PNG image"), {@code sources} ("a list of URLs to source code"), a dependency's
 * {@code repository} ("the repository URL") and a maintainer's {@code url}. The format fixes what
 * they hold, as {@code xsi:schemaLocation} fixes an XML attribute's, so such a value is a locator
 * whatever its shape: {@code home: github.com:8443/acme/chart}, its scheme left off, is a broken
 * link Helm and Artifact Hub show, where under a key that names nothing {@code host:port/path} is
 * no URI at all ({@code registry:5000/nginx} is an image reference). No other key of the file is
 * read so, nor the same key in any other file ({@code repository: nginx} in a {@code values.yaml}
 * names an image).
 *
 * <pre>{@code
 * HelmChart.isChartFile("charts/loki/Chart.yaml");          // true
 * HelmChart.isLocatorKey("sources[0]");                     // true
 * HelmChart.isLocatorKey("dependencies[2].repository");     // true
 * HelmChart.isLocatorKey("description");                    // false
 * }</pre>
 */
public final class HelmChart {

  private HelmChart() {}

  /** Whether {@code path} (with {@code /}) names a chart's {@code Chart.yaml} or {@code requirements.yaml}. */
  public static boolean isChartFile(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    return name.equals("Chart.yaml") || name.equals("requirements.yaml");
  }

  /** Whether {@code key}, as the YAML extractor writes it, is one Helm defines as a URL. */
  public static boolean isLocatorKey(String key) {
    String k = KeyPaths.withoutIndexes(key);
    return k.equals("home") || k.equals("icon") || k.equals("sources") || k.equals("dependencies.repository")
        || k.equals("maintainers.url");
  }

  /** {@link #isLocatorKey} of an optional key: a value without one is none. */
  public static boolean isLocatorKey(Optional<String> key) {
    return key.isPresent() && isLocatorKey(key.get());
  }
}
