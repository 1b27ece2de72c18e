package dev.urilint.scanner.classify;

import dev.urilint.evidence.OwnShape;
import dev.urilint.lint.Usage;
import java.util.List;
import java.util.Set;

/**
 * npm's {@code package.json}, read by its schema rather than by key words: only the fields npm
 * defines as URLs are locators ({@code homepage}, {@code repository}, {@code bugs}, {@code
 * funding}, {@code publishConfig.registry}, a person's {@code url}), and a dependency's spec is one
 * only when it is written as a URL ({@code git+https://github.com/acme/lib.git}, {@code
 * https://registry.example.org/lib-1.0.tgz}). Everything else is text: a version range ({@code
 * "json-server": "^0.17.4"} is no malformed URI because the package's name ends in {@code server}),
 * a script, a description. Text is still checked for a password in a URI inside it.
 *
 * <pre>{@code
 * PackageManifest.isManifest("ui/package.json");                                    // true
 * PackageManifest.usage("repository.url", "git+https://github.com/acme/ui.git");    // LOCATOR
 * PackageManifest.usage("devDependencies.webpack-dev-server", "^4.15.1");           // TEXT
 * PackageManifest.usage("dependencies.lib", "git+ssh://git@github.com/acme/lib.git"); // LOCATOR
 * PackageManifest.usage("scripts.server", "node server.js");                        // TEXT
 * }</pre>
 */
public final class PackageManifest {

  /** Fields npm defines as URLs, as the JSON extractor writes their keys (list positions left out). */
  private static final Set<String> URL_FIELDS =
      Set.of("homepage", "repository", "repository.url", "bugs", "bugs.url", "funding", "funding.url",
          "publishConfig.registry", "author.url", "contributors.url", "maintainers.url");

  /** Fields whose members map a package name to a dependency spec. */
  private static final List<String> DEPENDENCY_FIELDS =
      List.of("dependencies.", "devDependencies.", "peerDependencies.", "optionalDependencies.", "overrides.",
          "resolutions.");

  private PackageManifest() {}

  /** Whether {@code path} (with {@code /}) names a {@code package.json}. */
  public static boolean isManifest(String path) {
    return path.equals("package.json") || path.endsWith("/package.json");
  }

  /** How the value at {@code key} of a {@code package.json} is used. */
  public static Usage usage(String key, String value) {
    String k = KeyPaths.withoutIndexes(key);
    if (URL_FIELDS.contains(k)) {
      return Usage.LOCATOR;
    }
    for (String field : DEPENDENCY_FIELDS) {
      if (k.startsWith(field)) {
        return OwnShape.is(value) ? Usage.LOCATOR : Usage.TEXT;
      }
    }
    return Usage.TEXT;
  }
}
