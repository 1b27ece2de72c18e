package dev.urilint.scanner.extract;

import dev.urilint.scanner.extract.env.EnvExtractor;
import dev.urilint.scanner.extract.hocon.HoconExtractor;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import dev.urilint.scanner.extract.json.JsonExtractor;
import dev.urilint.scanner.extract.properties.PropertiesExtractor;
import dev.urilint.scanner.extract.toml.TomlExtractor;
import dev.urilint.scanner.extract.xml.XmlExtractor;
import dev.urilint.scanner.extract.yaml.YamlExtractor;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Picks the extractor for a file: by name first ({@link #mayAccept(String)} lets the scanner skip
 * reading files no extractor wants), then by content where a name is ambiguous ({@code *.conf} is
 * only read when it looks like HOCON). Extractors are stateless and thread-safe; one registry
 * serves every worker.
 *
 * <pre>{@code
 * Extractors extractors = Extractors.standard();
 * extractors.mayAccept("application.yml");           // true
 * extractors.forFile(file).orElseThrow().extract(file);
 * }</pre>
 */
public final class Extractors {

  private final List<Extractor> extractors;

  public Extractors(List<Extractor> extractors) {
    this.extractors = List.copyOf(extractors);
  }

  /** Every format urilint reads, most specific name first. */
  public static Extractors standard() {
    return new Extractors(
        List.of(
            new PropertiesExtractor(),
            new YamlExtractor(),
            new JsonExtractor(),
            new XmlExtractor(),
            new TomlExtractor(),
            new JavaExtractor(),
            new HoconExtractor(),
            new EnvExtractor()));
  }

  /**
   * Whether some extractor may read a file called {@code fileName} (the last path segment), judged
   * by name alone; {@link #forFile(SourceFile)} decides, possibly by content.
   */
  public boolean mayAccept(String fileName) {
    String name = asciiOnly(fileName.toLowerCase(Locale.ROOT));
    for (Extractor e : extractors) {
      if (e.accepts(new SourceFile(java.nio.file.Path.of(name), name, ""))
          || (e instanceof ContentSniffing sniffing && sniffing.acceptsName(name))) {
        return true;
      }
    }
    return false;
  }

  // Extractors judge a name by ASCII suffixes and prefixes (".yml", ".env."), so the other
  // characters do not matter; they are replaced since Path.of throws for a name the file system's
  // charset cannot encode (any non-ASCII name under LC_ALL=C), which once ended the whole walk.
  private static String asciiOnly(String name) {
    StringBuilder b = null;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c > 0x7e || c < 0x20) {
        if (b == null) {
          b = new StringBuilder(name);
        }
        b.setCharAt(i, '_');
      }
    }
    return b == null ? name : b.toString();
  }

  /** The extractor for {@code file}, if any. */
  public Optional<Extractor> forFile(SourceFile file) {
    for (Extractor e : extractors) {
      if (e.accepts(file)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The registered extractors, in the order they are asked. */
  public List<Extractor> all() {
    return extractors;
  }
}
