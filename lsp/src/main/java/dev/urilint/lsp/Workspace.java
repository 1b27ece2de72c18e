package dev.urilint.lsp;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.config.ConfigException;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.config.UrilintConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The project roots the editor opened ({@code workspaceFolders}, else {@code rootUri}, else the
 * folder the server started in) and the scan request of each: its {@code urilint.yml} (or the file
 * the settings name), then the editor's settings on top, as {@code urilint check} run in that
 * root with the same options. Editors rarely start a server in the project, so the root, not the
 * working directory, decides which configuration applies.
 *
 * <pre>{@code
 * Workspace w = new Workspace(List.of(root), settings, problem -> log(problem));
 * w.request(root.resolve("src/main/resources/application.yml"));   // urilint.yml of root applied
 * }</pre>
 *
 * <p>Not thread-safe: the server calls it from its one checking thread.
 */
final class Workspace {

  private final List<Path> roots;
  private final Consumer<String> problems;
  private Settings settings;
  private final Map<Path, ScanRequest> requests = new LinkedHashMap<>();

  /**
   * @param roots the workspace folders, the first one the default for a file outside them all
   * @param settings the editor's settings
   * @param problems told once per reload about a configuration that cannot be read (masked text
   *     of the reader's message); the defaults apply meanwhile
   */
  Workspace(List<Path> roots, Settings settings, Consumer<String> problems) {
    List<Path> normalized = new ArrayList<>();
    for (Path r : roots) {
      normalized.add(r.toAbsolutePath().normalize());
    }
    if (normalized.isEmpty()) {
      throw new IllegalArgumentException("a workspace needs a root");
    }
    this.roots = List.copyOf(normalized);
    this.settings = settings;
    this.problems = problems;
  }

  /** The root that holds {@code file}: the deepest folder of the workspace above it, else the first. */
  Path rootOf(Path file) {
    Path abs = file.toAbsolutePath().normalize();
    return roots.stream()
        .filter(abs::startsWith)
        .max(Comparator.comparingInt(Path::getNameCount))
        .orElse(roots.get(0));
  }

  /** The first root: where the editor's settings' relative paths start. */
  Path defaultRoot() {
    return roots.get(0);
  }

  /** The scan request for {@code file}: its root's configuration and the editor's settings. */
  ScanRequest request(Path file) {
    return requests.computeIfAbsent(rootOf(file), this::load);
  }

  /** New settings from the editor; every request is built again. */
  void settings(Settings settings) {
    this.settings = settings;
    reload();
  }

  /** Forgets the requests, so that the next one reads the configuration files again. */
  void reload() {
    requests.clear();
  }

  /** The baseline files the requests read so far, to watch. */
  List<Path> baselines() {
    return requests.values().stream().flatMap(r -> r.baseline().stream()).distinct().toList();
  }

  private ScanRequest load(Path root) {
    UrilintConfig file;
    try {
      file = settings.config().isPresent() ? ConfigLoader.load(settings.config().get()) : ConfigLoader.loadFrom(root);
    } catch (ConfigException e) {
      problems.accept(e.getMessage() + "; the defaults apply until it is mended");
      file = UrilintConfig.empty();
    }
    // One scan is one document: a pool of threads would cost more to start than it saves.
    return settings.overrides().applyTo(file.applyTo(ScanRequest.of(root))).withThreads(1);
  }
}
