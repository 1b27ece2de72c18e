package dev.urilint.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A real-size Java source tree: the first {@code maxBytes} of {@code java.base/java/} from a
 * JDK's {@code lib/src.zip} ({@link #sourceZip()}) (OpenJDK sources: real code, Javadoc, generics, text of every
 * shape), copied under a root folder.
 *
 * <pre>{@code
 * long bytes = JavaTree.write(Path.of("/tmp/java"), 8_000_000);
 * }</pre>
 */
public final class JavaTree {

  private JavaTree() {}

  /**
   * The source archive: {@code -Durilint.bench.srczip=...}, else the running JDK's, else the first
   * JDK under {@code /usr/lib/jvm} that ships one (Debian's JDK 17 has a dangling link).
   */
  public static Path sourceZip() throws IOException {
    String configured = System.getProperty("urilint.bench.srczip");
    if (configured != null) {
      return Path.of(configured);
    }
    Path own = Path.of(System.getProperty("java.home"), "lib", "src.zip");
    if (Files.isRegularFile(own) || !Files.isDirectory(Path.of("/usr/lib/jvm"))) {
      return own;
    }
    try (Stream<Path> jdks = Files.list(Path.of("/usr/lib/jvm"))) {
      return jdks.sorted()
          .map(jdk -> jdk.resolve("lib/src.zip"))
          .filter(Files::isRegularFile)
          .findFirst()
          .orElse(own);
    }
  }

  /** Copies sources until {@code maxBytes}; returns the bytes copied. */
  public static long write(Path root, long maxBytes) throws IOException {
    Path zip = sourceZip();
    if (!Files.isRegularFile(zip)) {
      throw new IllegalStateException("no " + zip + ": set -Durilint.bench.srczip=<a JDK's lib/src.zip>");
    }
    long total = 0;
    try (ZipFile z = new ZipFile(zip.toFile())) {
      List<? extends ZipEntry> entries =
          z.stream()
              .filter(e -> e.getName().startsWith("java.base/java/") && e.getName().endsWith(".java"))
              .sorted(Comparator.comparing(ZipEntry::getName))
              .toList();
      for (ZipEntry e : entries) {
        if (total >= maxBytes) {
          break;
        }
        Path target = root.resolve("src/main/java").resolve(e.getName().substring("java.base/".length()));
        Files.createDirectories(target.getParent());
        try (InputStream in = z.getInputStream(e)) {
          total += Files.copy(in, target);
        } catch (IOException ex) {
          throw new UncheckedIOException(ex);
        }
      }
    }
    return total;
  }
}
