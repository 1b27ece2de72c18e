package dev.urilint.precision;

import java.util.Locale;
import java.util.Optional;

/**
 * The formats the recall suite plants into, known by file name as the scanner knows them, and how
 * each writes a character outside ASCII into a value.
 *
 * <pre>{@code
 * SourceFormat.of("src/main/resources/application.yml");   // Optional[YAML]
 * SourceFormat.PROPERTIES.encode("https://\u0430pi.io");    // "https://\\u0430pi.io"
 * }</pre>
 */
enum SourceFormat {
  PROPERTIES("properties"),
  YAML("yaml"),
  JSON("json"),
  XML("xml"),
  TOML("toml"),
  HOCON("conf"),
  ENV("env"),
  JAVA("java");

  private final String id;

  SourceFormat(String id) {
    this.id = id;
  }

  String id() {
    return id;
  }

  /** The format of the file at {@code path}, or empty when the suite does not plant into it. */
  static Optional<SourceFormat> of(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    if (name.endsWith(".properties")) {
      return Optional.of(PROPERTIES);
    }
    if (name.endsWith(".yml") || name.endsWith(".yaml")) {
      return Optional.of(YAML);
    }
    // Lock files are never scanned (the scanner's default excludes).
    if (name.endsWith(".json") && !name.endsWith("-lock.json") && !name.endsWith(".lock.json")
        && !name.equals("npm-shrinkwrap.json")) {
      return Optional.of(JSON);
    }
    if (name.endsWith(".xml")) {
      return Optional.of(XML);
    }
    if (name.endsWith(".toml")) {
      return Optional.of(TOML);
    }
    if (name.endsWith(".conf")) {
      return Optional.of(HOCON);
    }
    if (name.equals(".env") || name.endsWith(".env") || name.startsWith(".env.")) {
      return Optional.of(ENV);
    }
    if (name.endsWith(".java")) {
      return Optional.of(JAVA);
    }
    return Optional.empty();
  }

  /**
   * {@code value} as this format writes it: a {@code .properties} file is ISO 8859-1 unless it
   * escapes, so a character outside Latin-1 is written {@code \}{@code uXXXX}; XML writes it as a
   * character reference ({@code &#x430;}), which its declared encoding cannot refuse; the others
   * are UTF-8.
   */
  String encode(String value) {
    if (this != PROPERTIES && this != XML) {
      return value;
    }
    StringBuilder b = new StringBuilder(value.length());
    for (char c : value.toCharArray()) {
      if (c < 0x80) {
        b.append(c);
      } else if (this == XML) {
        // A character reference is what a document in any declared encoding can hold: jmeter's
        // xdocs are ISO-8859-1, where a UTF-8 Cyrillic letter read as two Latin-1 letters.
        b.append(String.format(Locale.ROOT, "&#x%x;", (int) c));
      } else {
        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      }
    }
    return b.toString();
  }
}
