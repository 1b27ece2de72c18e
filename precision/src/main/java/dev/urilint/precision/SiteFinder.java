package dev.urilint.precision;

import dev.urilint.source.TestCode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the values of a file that are, as a whole, a plain http(s) URL ({@link SimpleUrl}), with
 * the key each stands under. Read line by line with each format's common shapes ({@code key=URL},
 * {@code key: URL}, {@code "key": "URL"}, {@code <tag>URL</tag>}, {@code attr="URL"}, a Java
 * {@code "URL"}): the suite only needs sites it is sure of, not every value a parser would see.
 * Identifiers are left out (XML namespaces and schema locations, JSON {@code $schema}): a defect
 * there is no defect a reader of a locator would see. License URLs are sites: a link a reader
 * clicks (a JSON one keyed under its {@code license} so the policy reads it as the scanner does).
 *
 * <pre>{@code
 * SiteFinder.find("src/main/resources/application.properties", "repo.url=https://repo.acme.io/m2\n");
 * // [UrlSite[path=..., line=1, url=https://repo.acme.io/m2, key=repo.url, context=LOCATOR_KEY, test=false]]
 * }</pre>
 */
final class SiteFinder {

  private static final String URL = "(https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._~/-]*)?)";
  private static final Pattern PROPERTIES = Pattern.compile("^\\s*([A-Za-z0-9_.\\-\\[\\]]+)\\s*[=:]\\s*" + URL + "\\s*$");
  private static final Pattern YAML_KEY =
      Pattern.compile("^\\s*(?:-\\s+)?([A-Za-z0-9_.\\-]+)\\s*:\\s+([\"']?)" + URL + "\\2\\s*$");
  private static final Pattern YAML_ITEM = Pattern.compile("^(\\s*)-\\s+([\"']?)" + URL + "\\2\\s*$");
  private static final Pattern JSON = Pattern.compile("\"([^\"]+)\"\\s*:\\s*\"" + URL + "\"");
  private static final Pattern TOML = Pattern.compile("^\\s*([A-Za-z0-9_.\\-]+)\\s*=\\s*\"" + URL + "\"\\s*$");
  private static final Pattern HOCON = Pattern.compile("^\\s*([A-Za-z0-9_.\\-]+)\\s*[=:]\\s*(\")" + URL + "\\2\\s*,?\\s*$");
  private static final Pattern JAVA = Pattern.compile("\"" + URL + "\"");
  // A URL between white space (or a line's ends) in a text block's line: prose, not a value.
  private static final Pattern TEXT_BLOCK_URL = Pattern.compile("(?:^|\\s)" + URL + "(?=\\s|$)");
  private static final Pattern XML_TAG = Pattern.compile("<(/?)([A-Za-z_][\\w.:-]*)([^<>]*?)(/?)>|<!--.*?-->|<!\\[CDATA\\[.*?]]>", Pattern.DOTALL);
  private static final Pattern XML_TEXT = Pattern.compile("\\G" + URL + "</");
  private static final Pattern XML_ATTRIBUTE = Pattern.compile("([A-Za-z_][\\w.:-]*)\\s*=\\s*\"" + URL + "\"");
  private static final Pattern XML_NAME = Pattern.compile("\\bname\\s*=\\s*\"([^\"]+)\"");

  private SiteFinder() {}

  /** The sites of one file; {@code path} relative to the scan root with {@code /}. */
  static List<UrlSite> find(String path, String text) {
    Optional<SourceFormat> format = SourceFormat.of(path);
    if (format.isEmpty()) {
      return List.of();
    }
    boolean test = TestCode.isTestPath(path);
    List<UrlSite> sites = new ArrayList<>();
    if (format.get() == SourceFormat.XML) {
      xml(path, text, test, sites);
      return sites;
    }
    String[] lines = text.split("\n", -1);
    boolean[] skipped = skippedLines(format.get(), text, lines);
    boolean[] underLicense = new boolean[lines.length];
    if (format.get() == SourceFormat.JSON) {
      jsonLicenseLines(text, underLicense);
    }
    int offset = 0;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
      if (!skipped[i]) {
        lineSites(path, format.get(), lines, i, line, offset, test, underLicense[i], sites);
      }
      offset += lines[i].length() + 1;
    }
    if (format.get() == SourceFormat.JAVA) {
      textBlockSites(path, lines, test, sites);
    }
    return sites;
  }

  private static void lineSites(
      String path, SourceFormat format, String[] lines, int i, String line, int offset, boolean test,
      boolean underLicense, List<UrlSite> sites) {
    String trimmed = line.strip();
    if (trimmed.startsWith("#") || trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")
        || trimmed.startsWith("!")) {
      return;
    }
    switch (format) {
      case PROPERTIES, ENV -> add(path, format, PROPERTIES.matcher(line), 1, 2, i, offset, test, sites);
      case TOML -> add(path, format, TOML.matcher(line), 1, 2, i, offset, test, sites);
      case HOCON -> add(path, format, HOCON.matcher(line), 1, 3, i, offset, test, sites);
      case JSON -> {
        Matcher m = JSON.matcher(line);
        while (m.find()) {
          if (!m.group(1).startsWith("$")) {
            String key = underLicense ? "license." + m.group(1) : m.group(1);
            site(path, format, key, m.group(2), m.start(2), i, offset, test).ifPresent(sites::add);
          }
        }
      }
      case YAML -> {
        Matcher key = YAML_KEY.matcher(line);
        Matcher item = YAML_ITEM.matcher(line);
        if (key.matches() && !key.group(1).startsWith("$")) {
          site(path, format, yamlAncestors(lines, i) + key.group(1), key.group(3), key.start(3), i, offset, test)
              .ifPresent(sites::add);
        } else if (item.matches()) {
          site(path, format, yamlParent(lines, i, item.group(1).length()), item.group(3), item.start(3), i, offset, test)
              .ifPresent(sites::add);
        }
      }
      case JAVA -> {
        Matcher m = JAVA.matcher(line);
        while (m.find()) {
          // \"URL\" is an attribute of a document written in a literal, not a literal of its own
          if (m.start() == 0 || line.charAt(m.start() - 1) != '\\') {
            site(path, format, callBefore(line, m.start()), m.group(1), m.start(1), i, offset, test).ifPresent(sites::add);
          }
        }
      }
      default -> throw new IllegalStateException("read as XML: " + format);
    }
  }

  private static void add(
      String path, SourceFormat format, Matcher m, int keyGroup, int urlGroup, int i, int offset, boolean test,
      List<UrlSite> sites) {
    if (m.matches()) {
      site(path, format, m.group(keyGroup), m.group(urlGroup), m.start(urlGroup), i, offset, test).ifPresent(sites::add);
    }
  }

  /**
   * Lines whose values are no sites: the lines of a Java text block, which hold a document (an XML
   * file's {@code xmlns:xsi="http://..."}), not literals.
   */
  private static boolean[] skippedLines(SourceFormat format, String text, String[] lines) {
    boolean[] skipped = new boolean[lines.length];
    switch (format) {
      case JAVA -> {
        boolean inBlock = false;
        for (int i = 0; i < lines.length; i++) {
          int quotes = count(lines[i], "\"\"\"");
          skipped[i] = inBlock || quotes > 0;
          inBlock ^= quotes % 2 == 1;
        }
      }
      default -> {
        // every line may hold a site
      }
    }
    return skipped;
  }

  /**
   * The URLs of Java text blocks that stand alone between white space (a line of prose, a
   * document's text), not the attribute values or keyed values a document holds, which the
   * sites of its own format would be: a planted defect there is what a reader of the text sees.
   */
  private static void textBlockSites(String path, String[] lines, boolean test, List<UrlSite> sites) {
    boolean inBlock = false;
    int offset = 0;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
      int quotes = count(line, "\"\"\"");
      if (inBlock && quotes == 0) {
        Matcher m = TEXT_BLOCK_URL.matcher(line);
        while (m.find()) {
          int lineNumber = i + 1;
          int start = offset + m.start(1);
          SimpleUrl.parse(m.group(1)).ifPresent(u -> sites.add(
              new UrlSite(path, lineNumber, start, u, SourceFormat.JAVA, "", KeyContext.JAVA_TEXT, test)));
        }
      }
      inBlock ^= quotes % 2 == 1;
      offset += lines[i].length() + 1;
    }
  }

  private static int count(String line, String what) {
    int n = 0;
    for (int k = line.indexOf(what); k >= 0; k = line.indexOf(what, k + what.length())) {
      n++;
    }
    return n;
  }

  // One pass over the JSON text: each open object or array is under a license when its key, or
  // its parent's, is "license" or "licenses"; a line starting inside one is marked.
  private static void jsonLicenseLines(String text, boolean[] skipped) {
    Deque<Boolean> under = new ArrayDeque<>();
    under.push(false);
    String lastString = "";
    boolean afterColon = false;
    boolean inString = false;
    int stringStart = 0;
    int line = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
          lastString = text.substring(stringStart, i);
        } else if (c == '\n') {
          line++;
        }
        continue;
      }
      switch (c) {
        case '"' -> {
          inString = true;
          stringStart = i + 1;
        }
        case ':' -> afterColon = true;
        case '{', '[' -> {
          boolean license = afterColon && isLicenseKey(lastString);
          under.push(under.peek() || license);
          afterColon = false;
        }
        case '}', ']' -> {
          if (under.size() > 1) {
            under.pop();
          }
        }
        case ',' -> afterColon = false;
        case '\n' -> {
          line++;
          if (line < skipped.length) {
            skipped[line] = under.peek();
          }
        }
        default -> {
          // white space and scalars
        }
      }
    }
  }

  // The keys of the mappings a YAML line stands in, outermost first, each followed by '.': the
  // lines above it, each less indented than the last, that hold a key ("openAPIV3Schema.properties.").
  // The scanner reads a value under a schema as an identifier; the policy asks it with this path.
  private static String yamlAncestors(String[] lines, int i) {
    int indent = lines[i].length() - lines[i].stripLeading().length();
    Deque<String> keys = new ArrayDeque<>();
    for (int j = i - 1; j >= 0 && indent > 0; j--) {
      String t = lines[j].strip();
      if (t.isEmpty() || t.startsWith("#")) {
        continue;
      }
      int lead = lines[j].length() - lines[j].stripLeading().length();
      if (lead < indent) {
        String key = t.startsWith("- ") ? t.substring(2).strip() : t;
        int colon = key.indexOf(':');
        if (colon > 0 && (colon + 1 == key.length() || key.charAt(colon + 1) == ' ')) {
          keys.push(unquote(key.substring(0, colon).strip()));
        }
        indent = lead;
      }
    }
    StringBuilder b = new StringBuilder();
    for (String key : keys) {
      b.append(key).append('.');
    }
    return b.toString();
  }

  private static boolean isLicenseKey(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    return k.equals("license") || k.equals("licenses") || k.equals("licence");
  }

  // The key of the mapping a YAML list item belongs to: the nearest line above, indented no deeper
  // than the item, that ends a key with ':'.
  private static String yamlParent(String[] lines, int item, int indent) {
    for (int j = item - 1; j >= 0; j--) {
      String l = lines[j];
      String t = l.strip();
      if (t.isEmpty() || t.startsWith("#") || t.startsWith("-")) {
        continue;
      }
      int lead = l.length() - l.stripLeading().length();
      if (lead <= indent) {
        return t.endsWith(":") ? t.substring(0, t.length() - 1).strip() : "";
      }
    }
    return "";
  }

  private static Optional<UrlSite> site(
      String path, SourceFormat format, String key, String value, int column, int lineIndex, int lineOffset, boolean test) {
    String k = unquote(key);
    KeyContext context = format == SourceFormat.JAVA ? KeyContext.JAVA_LITERAL : KeyContext.ofKey(k);
    return SimpleUrl.parse(value).map(u -> new UrlSite(path, lineIndex + 1, lineOffset + column, u, format, k, context, test));
  }

  // The call whose first argument the Java literal at `quote` is, written as "to(" (Camel's
  // .to("http://...")), so no config key's reading applies to it; "" when the literal follows no
  // "name(" on its line.
  private static String callBefore(String line, int quote) {
    int i = quote - 1;
    while (i >= 0 && line.charAt(i) == ' ') {
      i--;
    }
    if (i < 0 || line.charAt(i) != '(') {
      return "";
    }
    int end = i;
    while (i > 0 && Character.isJavaIdentifierPart(line.charAt(i - 1))) {
      i--;
    }
    return i < end ? line.substring(i, end + 1) : "";
  }

  private static String unquote(String key) {
    return key.length() >= 2 && key.startsWith("\"") && key.endsWith("\"") ? key.substring(1, key.length() - 1) : key;
  }

  // XML: element text <tag>URL</tag> keyed by the path of open elements, attributes attr="URL" by
  // their element's path and name, <property name="k" value="URL"/> by k.
  private static void xml(String path, String text, boolean test, List<UrlSite> sites) {
    int[] lineStarts = lineStarts(text);
    Deque<String> open = new ArrayDeque<>();
    Matcher tag = XML_TAG.matcher(text);
    while (tag.find()) {
      if (tag.group(2) == null) {
        continue;
      }
      String name = tag.group(2);
      if (tag.group(1).equals("/")) {
        while (!open.isEmpty() && !open.pop().equals(name)) {
          // an element left open (HTML-ish XML): closed with its parent
        }
        continue;
      }
      open.push(name);
      String elementPath = elementPath(open);
      attributes(path, tag.group(3), tag.start(3), elementPath, lineStarts, test, sites);
      if (tag.group(4).equals("/")) {
        open.pop();
        continue;
      }
      Matcher value = XML_TEXT.matcher(text);
      value.region(tag.end(), text.length());
      if (value.lookingAt() && !isIdentifierPath(elementPath)) {
        int at = tag.end();
        SimpleUrl.parse(value.group(1)).ifPresent(u -> sites.add(new UrlSite(path, lineOf(lineStarts, at), at, u,
            SourceFormat.XML, elementPath, KeyContext.ofKey(name), test)));
      }
    }
  }

  private static void attributes(
      String path, String attrs, int attrsStart, String elementPath, int[] lineStarts, boolean test, List<UrlSite> sites) {
    Matcher a = XML_ATTRIBUTE.matcher(attrs);
    Matcher named = XML_NAME.matcher(attrs);
    String propertyName = named.find() ? named.group(1) : "";
    while (a.find()) {
      String attr = a.group(1);
      String lower = attr.toLowerCase(Locale.ROOT);
      if (lower.startsWith("xmlns") || lower.endsWith("schemalocation") || lower.equals("namespace")
          || isIdentifierPath(elementPath)) {
        continue;
      }
      String key = lower.equals("value") && !propertyName.isEmpty() ? propertyName : attr;
      int at = attrsStart + a.start(2);
      SimpleUrl.parse(a.group(2)).ifPresent(u -> sites.add(new UrlSite(path, lineOf(lineStarts, at), at, u,
          SourceFormat.XML, elementPath + "@" + key, KeyContext.ofKey(key), test)));
    }
  }

  private static boolean isIdentifierPath(String elementPath) {
    String p = "/" + elementPath.toLowerCase(Locale.ROOT) + "/";
    return p.contains("namespace") || p.contains("/doctype/");
  }

  private static String elementPath(Deque<String> open) {
    List<String> names = new ArrayList<>(open);
    java.util.Collections.reverse(names);
    return String.join("/", names);
  }

  private static int[] lineStarts(String text) {
    List<Integer> starts = new ArrayList<>(List.of(0));
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        starts.add(i + 1);
      }
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int lineOf(int[] lineStarts, int offset) {
    int k = java.util.Arrays.binarySearch(lineStarts, offset);
    return (k >= 0 ? k : -k - 2) + 1;
  }
}
