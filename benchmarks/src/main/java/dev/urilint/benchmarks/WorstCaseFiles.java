package dev.urilint.benchmarks;

import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.toml.TomlExtractor;
import dev.urilint.scanner.extract.yaml.YamlExtractor;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.function.IntFunction;

/**
 * The worst-case curve of the file readers: CPU time, ns per char and bytes allocated per char
 * for TOML and YAML files of one shape at 1, 2, 5 and 10 MiB (the default size limit). Linear
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
    YAML_LIST("yaml", n -> repeat("k:\n", "- http://h/\n", "", n));

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
      Extractor extractor = shape.extension.equals("toml") ? new TomlExtractor() : new YamlExtractor();
      StringBuilder row = new StringBuilder(String.format("%-24s", shape));
      for (int size : sizes) {
        String name = "worst." + shape.extension;
        SourceFile file = new SourceFile(Path.of(name), name, shape.text.apply(size));
        long best = Long.MAX_VALUE;
        long allocated = 0;
        for (int i = 0; i <= runs; i++) {
          long bytes = threads.getCurrentThreadAllocatedBytes();
          long start = threads.getCurrentThreadCpuTime();
          extractor.extract(file);
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

  private static String repeat(String prefix, String unit, String suffix, int size) {
    StringBuilder b = new StringBuilder(size + 64).append(prefix);
    while (b.length() + unit.length() + suffix.length() <= size) {
      b.append(unit);
    }
    return b.append(suffix).toString();
  }
}
