package dev.urilint.scanner.fix;

import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.env.EnvExtractor;
import dev.urilint.scanner.extract.hocon.HoconExtractor;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import dev.urilint.scanner.extract.json.JsonExtractor;
import dev.urilint.scanner.extract.properties.PropertiesExtractor;
import dev.urilint.scanner.extract.toml.TomlExtractor;
import dev.urilint.scanner.extract.xml.XmlExtractor;
import dev.urilint.scanner.extract.yaml.YamlExtractor;
import java.util.Optional;

/**
 * How a format writes a replacement inside one of its string values: the characters every string
 * context of the format reads as themselves are written as they are; the others get the format's
 * escape where one escape is right in every context ({@code &amp;} in XML text and attributes,
 * {@code \"} in a JSON or Java string, {@code \\} in {@code .properties}), and a replacement with
 * a character that has none (a quote inside a YAML, TOML or {@code .env} value, whose escape
 * depends on the quoting) is not written. The fix engine re-reads the file after the edit, so a
 * context this table did not foresee (a CDATA section, a YAML plain scalar's {@code " #"}) ends in
 * a skipped fix, not in a changed value.
 *
 * <pre>{@code
 * Spelling.of(new XmlExtractor()).spell("a&b");        // Optional["a&amp;b"]
 * Spelling.of(new JsonExtractor()).spell("%20");       // Optional["%20"]
 * Spelling.of(new YamlExtractor()).spell("it's");      // Optional.empty()
 * }</pre>
 */
enum Spelling {
  YAML("\"'\\"),
  PROPERTIES(""),
  JSON(""),
  XML(""),
  TOML("\"'\\"),
  HOCON("\"\\"),
  ENV("\"'\\`"),
  JAVA("");

  // Characters this format cannot write in every string context: a replacement holding one is not
  // written.
  private final String unwritable;

  Spelling(String unwritable) {
    this.unwritable = unwritable;
  }

  /** The spelling of {@code extractor}'s format; empty for a format urilint does not edit. */
  static Optional<Spelling> of(Extractor extractor) {
    if (extractor instanceof YamlExtractor) {
      return Optional.of(YAML);
    } else if (extractor instanceof PropertiesExtractor) {
      return Optional.of(PROPERTIES);
    } else if (extractor instanceof JsonExtractor) {
      return Optional.of(JSON);
    } else if (extractor instanceof XmlExtractor) {
      return Optional.of(XML);
    } else if (extractor instanceof TomlExtractor) {
      return Optional.of(TOML);
    } else if (extractor instanceof HoconExtractor) {
      return Optional.of(HOCON);
    } else if (extractor instanceof EnvExtractor) {
      return Optional.of(ENV);
    } else if (extractor instanceof JavaExtractor) {
      return Optional.of(JAVA);
    }
    return Optional.empty();
  }

  /** {@code replacement} as this format writes it inside a string value, or empty when it cannot. */
  Optional<String> spell(String replacement) {
    StringBuilder out = new StringBuilder(replacement.length() + 8);
    for (int i = 0; i < replacement.length(); i++) {
      char c = replacement.charAt(i);
      if (c < 0x20 || c == 0x7F || unwritable.indexOf(c) >= 0) {
        return Optional.empty();
      }
      switch (this) {
        case XML -> out.append(switch (c) {
          case '&' -> "&amp;";
          case '<' -> "&lt;";
          case '>' -> "&gt;";
          case '"' -> "&quot;";
          case '\'' -> "&apos;";
          default -> String.valueOf(c);
        });
        case JSON, JAVA -> out.append(c == '"' || c == '\\' ? "\\" + c : String.valueOf(c));
        case PROPERTIES -> out.append(c == '\\' ? "\\\\" : c > 0x7E ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        default -> {
          if (c > 0x7E) {
            return Optional.empty(); // an escape here depends on the quoting
          }
          out.append(c);
        }
      }
    }
    return Optional.of(out.toString());
  }

  /**
   * Whether {@code source}, the file text an edit replaces, is inside one string of this format:
   * no line break (a continuation line, a folded scalar, the next key) and no quote that is not
   * escaped (the end of one literal and the start of the next: a concatenation).
   */
  static boolean withinOneString(String source) {
    for (int i = 0; i < source.length(); i++) {
      char c = source.charAt(i);
      if (c == '\n' || c == '\r') {
        return false;
      }
      if ((c == '"' || c == '\'') && (i == 0 || source.charAt(i - 1) != '\\')) {
        return false;
      }
    }
    return true;
  }
}
