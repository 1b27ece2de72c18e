package dev.urilint.benchmarks;

import dev.urilint.scanner.classify.UriList;
import dev.urilint.scanner.classify.UsageClassifier;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.Extractors;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.suppress.InlineSuppressions;
import dev.urilint.uri.Span;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The worst-case curve of the file readers: CPU time, ns per char and bytes allocated per char
 * for files of one shape at 1, 2, 5 and 10 MiB (the default size limit), read and each value's
 * key read as the scanner reads it (its usage). Linear
 * means ns/char and bytes/char stay flat along a row. The same shapes are checked, 1 MB against
 * 10 MB, by the scanner's {@code WorstCaseFileTest}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.WorstCaseFiles
 * </pre>
 */
public final class WorstCaseFiles {

  private WorstCaseFiles() {}

  /** The shapes: a prefix, one unit repeated, a suffix. */
  enum Shape {
    TOML_BASIC_STRING("toml", n -> repeat("k = \"http://h/", "a", "\"\n", n)),
    TOML_LITERAL_STRING("toml", n -> repeat("k = 'http://h/", "a", "'\n", n)),
    TOML_MULTI_LINE_STRING("toml", n -> repeat("k = \"\"\"http://h/", "a\n", "\"\"\"\n", n)),
    TOML_ARRAY("toml", n -> repeat("k = [", "'http://h/',", "]\n", n)),
    TOML_TABLES("toml", n -> repeat("", "[[t]]\nk = 'http://h/'\n", "", n)),
    YAML_PLAIN("yaml", n -> repeat("k: http://h/", "a", "\n", n)),
    YAML_DOUBLE_QUOTED("yaml", n -> repeat("k: \"http://h/", "a", "\"\n", n)),
    YAML_LITERAL_BLOCK("yaml", n -> repeat("k: |\n  http://h/", "a", "\n", n)),
    YAML_COMMENT("yaml", n -> repeat("k: http://h/ #", "a", "\n", n)),
    YAML_LIST("yaml", n -> repeat("k:\n", "- http://h/\n", "", n)),
    // A key half as long as the file over many values: every value carries its key.
    YAML_LONG_KEY_LIST("yaml", n -> keyed("? ", "url\n:\n", "  - http://h/\n", "", n)),
    YAML_LONG_KEY_MAPPING("yaml", n -> keyed("? ", "url\n:\n", "  url%d: http://h/\n", "", n)),
    TOML_LONG_KEY_TABLE("toml", n -> keyed("[", "url]\n", "url%d = 'http://h/'\n", "", n)),
    JSON_LONG_KEY_ARRAY("json", n -> keyed("{\"", "url\": [", "\"http://h/\",", "\"x\"]}", n)),
    XML_LONG_PATH("xml", n -> keyed(tags("<"), "", "<url>http://h/</url>", tags("</"), n)),
    HOCON_LONG_KEY_OBJECT("conf", n -> keyed("", "url {\n", "url%d = \"http://h/\"\n", "}\n", n)),
    PROPERTIES_LONG_KEY_LIST("properties", n -> keyed("", "url = ", "http://h/,", "\n", n)),
    // Many urilint:ignore directives on one line, in a comment and in a value.
    YAML_IGNORES_IN_ONE_COMMENT("yaml", n -> repeat("k: http://h/ #", " urilint:ignore insecure-scheme", "\n", n)),
    PROPERTIES_IGNORES_IN_ONE_VALUE("properties", n -> repeat("k=http://h/", "urilint:ignore ", "\n", n));

    final String extension;
    final IntFunction<String> text;

    Shape(String extension, IntFunction<String> text) {
      this.extension = extension;
      this.text = text;
    }
  }

  /** Prints one row per shape; {@code args[0]} is the best-of count (default 3). */
  public static void main(String[] args) throws ExtractionException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    int[] sizes = {1 << 20, 2 << 20, 5 << 20, 10 << 20};
    System.out.printf("JDK %s, best of %d by thread CPU time: ms (ns/char, bytes allocated/char)%n",
        Runtime.version(), runs);
    for (Shape shape : Shape.values()) {
      StringBuilder row = new StringBuilder(String.format("%-26s", shape));
      for (int size : sizes) {
        String name = shape.extension.equals("conf") ? "application.conf" : "worst." + shape.extension;
        SourceFile file = new SourceFile(Path.of(name), name, shape.text.apply(size));
        Extractor extractor = Extractors.standard().forFile(file).orElseThrow();
        long best = Long.MAX_VALUE;
        long allocated = 0;
        for (int i = 0; i <= runs; i++) {
          long bytes = threads.getCurrentThreadAllocatedBytes();
          long start = threads.getCurrentThreadCpuTime();
          readKeys(extractor.extract(file));
          InlineSuppressions.parse(file.text(), LineIndex.of(file.text()), extractor.comments());
          long cpu = threads.getCurrentThreadCpuTime() - start;
          allocated = threads.getCurrentThreadAllocatedBytes() - bytes;
          if (i > 0) {
            best = Math.min(best, cpu);
          }
        }
        row.append(String.format(" %6.0f (%4.0f, %4d)", best / 1e6, best / (double) size, allocated / size));
      }
      System.out.println(row);
    }
  }

  // What the scanner reads of each value's key: its usage, per item of a list value.
  private static void readKeys(List<ExtractedValue> values) {
    for (ExtractedValue v : values) {
      for (Span item : UriList.items(v.value())) {
        UsageClassifier.classify(v.slice(item.start(), item.end()));
      }
    }
  }

  // A key of 'k's half as long as the file, then units (numbered at "%d") to the size.
  private static String keyed(String open, String keyEnd, String unit, String close, int size) {
    int key = open.length() > 1_000 ? 0 : size / 2;
    StringBuilder b = new StringBuilder(size + 64).append(open).append("k".repeat(key)).append(keyEnd);
    for (int i = 0; b.length() + unit.length() + 8 + close.length() <= size; i++) {
      b.append(unit.replace("%d", Integer.toString(i)));
    }
    return b.append(close).toString();
  }

  // 200 nested tags of 900-char names (the JDK's XML parser ends a name at 1,000 chars).
  private static String tags(String open) {
    return (open + "k".repeat(900) + "url>").repeat(200);
  }

  private static String repeat(String prefix, String unit, String suffix, int size) {
    StringBuilder b = new StringBuilder(size + 64).append(prefix);
    while (b.length() + unit.length() + suffix.length() <= size) {
      b.append(unit);
    }
    return b.append(suffix).toString();
  }
}
