package dev.urilint.scanner.extract.hocon;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigIncludeContext;
import com.typesafe.config.ConfigIncluder;
import com.typesafe.config.ConfigIncluderClasspath;
import com.typesafe.config.ConfigIncluderFile;
import com.typesafe.config.ConfigIncluderURL;
import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ContentSniffing;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.KeyPath;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import dev.urilint.scanner.extract.properties.PropertiesExtractor;
import java.io.File;
import java.net.URL;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads HOCON {@code .conf} files (Akka, Play, Lightbend) with Typesafe Config, never following
 * an {@code include} ({@code url(...)}, {@code file(...)}, {@code classpath(...)} or bare: every
 * kind resolves to an empty object) and never resolving substitutions: a value with {@code ${...}}
 * keeps its raw text. Typesafe Config reports only lines, so {@link HoconLexer} supplies the
 * offsets: each value is matched to the first unused value expression on its line with the same
 * text. Which {@code .conf} files are HOCON is decided by {@link HoconDetector}; one made of
 * {@code key=value} lines only ({@link KeyValueConf}: {@code keycloak.conf}, Kafka brokers) is
 * read as {@code .properties}; one that HOCON cannot parse is another program's format (the
 * scanner reads it as plain text for passwords only), unless its name makes it HOCON ({@link
 * #isHoconByName}), when it is invalid HOCON.
 *
 * <pre>{@code
 * // akka.remote.artery.canonical { hostname = "node1.example" }
 * new HoconExtractor().extract(file).get(0).key();   // Optional[akka.remote.artery.canonical.hostname]
 * }</pre>
 */
public final class HoconExtractor implements Extractor, ContentSniffing {

  /** Answers every include with nothing: scanning reads one file and opens no other. */
  private static final class BlockingIncluder
      implements ConfigIncluder, ConfigIncluderFile, ConfigIncluderURL, ConfigIncluderClasspath {

    @Override
    public ConfigIncluder withFallback(ConfigIncluder fallback) {
      return this;
    }

    @Override
    public ConfigObject include(ConfigIncludeContext context, String what) {
      return empty();
    }

    @Override
    public ConfigObject includeFile(ConfigIncludeContext context, File what) {
      return empty();
    }

    @Override
    public ConfigObject includeURL(ConfigIncludeContext context, URL what) {
      return empty();
    }

    @Override
    public ConfigObject includeResources(ConfigIncludeContext context, String what) {
      return empty();
    }

    private static ConfigObject empty() {
      return ConfigFactory.empty().root();
    }
  }

  private static final PropertiesExtractor PROPERTIES = new PropertiesExtractor();

  /**
   * {@code application.conf}, {@code reference.conf} and their variants ({@code
   * application-prod.conf}, {@code application.test.conf}): what Typesafe Config loads by default.
   */
  static boolean isHoconByName(String lowerCaseName) {
    return lowerCaseName.startsWith("application") || lowerCaseName.startsWith("reference");
  }

  @Override
  public boolean acceptsName(String lowerCaseFileName) {
    return lowerCaseFileName.endsWith(".conf");
  }

  @Override
  public boolean accepts(SourceFile file) {
    String name = file.path().getFileName().toString().toLowerCase(Locale.ROOT);
    return acceptsName(name) && HoconDetector.isHocon(name, file.text());
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    if (text.isBlank()) {
      return List.of();
    }
    if (KeyValueConf.is(text)) {
      return PROPERTIES.extract(file);
    }
    Config config;
    try {
      config =
          ConfigFactory.parseString(
              text,
              ConfigParseOptions.defaults()
                  .setSyntax(ConfigSyntax.CONF)
                  .setAllowMissing(true)
                  .setOriginDescription(file.displayPath())
                  .setIncluder(new BlockingIncluder()));
    } catch (ConfigException e) {
      int line = e.origin() == null ? -1 : e.origin().lineNumber();
      String why = "invalid HOCON" + (line > 0 ? " at line " + line : "");
      // Only Lightbend's own names are HOCON by convention; any other .conf that HOCON cannot
      // read is some other program's format (Qpid Dispatch, yamllint), not a broken file.
      if (!isHoconByName(file.path().getFileName().toString().toLowerCase(Locale.ROOT))) {
        throw ExtractionException.notThisFormat(why);
      }
      throw new ExtractionException(why);
    } catch (StackOverflowError e) {
      throw new ExtractionException("HOCON nested too deeply to read");
    }
    return walk(text, config.root());
  }

  /** A config value still to visit, with its key path. */
  private record Pending(ConfigValue value, String path) {}

  private static List<ExtractedValue> walk(String text, ConfigObject root) {
    LineIndex lines = LineIndex.of(text);
    List<HoconLexer.Expression> expressions = new HoconLexer(text).expressions();
    LineExpressions unused = new LineExpressions(expressions, lines);
    List<ExtractedValue> values = new ArrayList<>();
    Deque<Pending> work = new ArrayDeque<>();
    work.push(new Pending(root, ""));
    while (!work.isEmpty()) {
      Pending next = work.pop();
      ConfigValue value = next.value();
      ConfigValueType type;
      try {
        type = value.valueType();
      } catch (ConfigException.NotResolved unresolved) {
        type = null;
      }
      if (type == ConfigValueType.OBJECT) {
        Set<Map.Entry<String, ConfigValue>> members;
        try {
          members = ((ConfigObject) value).entrySet();
        } catch (ConfigException.NotResolved unresolved) {
          continue; // merged with a substitution ("k = x", then "k.x = ${b}"): members unknown
        }
        for (Map.Entry<String, ConfigValue> e : members) {
          String path = KeyPath.child(next.path(), e.getKey(), '.');
          work.push(new Pending(e.getValue(), path));
        }
      } else if (type == ConfigValueType.LIST) {
        ConfigList list = (ConfigList) value;
        for (int i = 0; i < list.size(); i++) {
          work.push(new Pending(list.get(i), KeyPath.item(next.path(), i)));
        }
      } else if (type == ConfigValueType.STRING || type == null) {
        String expected = type == null ? null : (String) value.unwrapped();
        int line = value.origin().lineNumber();
        int at = unused.take(line, expected);
        HoconLexer.Expression e = at < 0 ? null : expressions.get(at);
        ExtractedValue found =
            e == null ? null : e.under(Optional.of(next.path()));
        if (found == null && expected != null && line > 0 && line <= lines.lineCount()) {
          found = onLine(text, lines, line, expected, next.path());
        }
        if (found != null) {
          values.add(found);
        }
      }
    }
    // A literal Typesafe Config merged away ("url = \"http://…\"", then "url = ${?URL}") still
    // ships: it is the value whenever the variable is unset. Checked too, keyed by its own line,
    // unless that line already gave a value.
    Set<Integer> linesWithValues = new HashSet<>();
    for (ExtractedValue v : values) {
      linesWithValues.add(lines.line(v.sourceOffset(0)));
    }
    for (int i = 0; i < expressions.size(); i++) {
      HoconLexer.Expression e = expressions.get(i);
      if (!unused.used(i) && !e.substitution() && !linesWithValues.contains(lines.line(e.start()))) {
        values.add(e.under(localKey(text, lines, e.start())));
      }
    }
    values.sort(Comparator.comparingInt(v -> v.sourceOffset(0)));
    return values;
  }

  // The key written before the value at 'start' on its line ("url" in "  url = \"http://x\""),
  // quotes dropped; empty for an array element on a line of its own.
  private static Optional<String> localKey(String text, LineIndex lines, int start) {
    int lineStart = lines.lineStart(lines.line(start));
    int separator = start - 1;
    while (separator >= lineStart && text.charAt(separator) != '=' && text.charAt(separator) != ':') {
      separator--;
    }
    if (separator < lineStart) {
      return Optional.empty();
    }
    String key = text.substring(lineStart, separator).replace("\"", "").strip();
    key = key.endsWith("+") ? key.substring(0, key.length() - 1).strip() : key;
    return key.isEmpty() ? Optional.empty() : Optional.of(key);
  }

  /**
   * Last resort for a value the lexer did not split out as Typesafe Config did: its text verbatim
   * from its line on, or else every char at the line's first non-blank char.
   */
  private static ExtractedValue onLine(
      String text, LineIndex lines, int line, String expected, String path) {
    int start = lines.lineStart(line);
    int end = line < lines.lineCount() ? lines.lineStart(line + 1) : text.length();
    // From the line on, not within it: a lone '\r' ends a line for LineIndex, not for Typesafe Config.
    int at = text.indexOf(expected, start);
    if (at >= 0) {
      return ExtractedValue.verbatim(expected, Optional.of(path), at);
    }
    while (start < end - 1 && Character.isWhitespace(text.charAt(start))) {
      start++;
    }
    ValueBuilder out = new ValueBuilder();
    for (int i = 0; i < expected.length(); i++) {
      out.append(expected.charAt(i), start);
    }
    return out.build(start, Optional.of(path), Optional.empty());
  }

  @Override
  public boolean fillsOwnPlaceholders() {
    return true;
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.HOCON;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.HOCON;
  }
}
