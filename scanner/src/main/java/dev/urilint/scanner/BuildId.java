package dev.urilint.scanner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * What identifies the code that decides a file's findings, for the scan cache's key: a SHA-256 of
 * the bytes of core's and the scanner's own jars (one jar for the CLI, two for the Maven plugin),
 * or of every file under their class folders when run from a build tree. A version string alone
 * ({@code 0.1.0-SNAPSHOT}) stays the same across rebuilds, so a rebuilt snapshot reused the clean
 * verdicts of the code before it; the bytes change with any change of a rule, an extractor or
 * their build. Computed once per class loader (about 10 ms for the CLI's 6 MB jar); when the code
 * cannot be read (no code source), a random id: the cache is then never reused, never wrong.
 *
 * <pre>{@code
 * BuildId.get();   // "3f2a…" (64 hex digits), the same for every scan of this build
 * }</pre>
 */
final class BuildId {

  private BuildId() {}

  /** The id of the running build. */
  static String get() {
    return Running.ID;
  }

  // A constant of the class loader, computed on first use (the holder idiom: no mutable state).
  private static final class Running {
    static final String ID =
        of(List.of(location(dev.urilint.lint.Linter.class), location(Scanner.class)))
            .orElseGet(() -> "unreadable-" + UUID.randomUUID());
  }

  /**
   * The digest of {@code sources} (jars or class folders), each read once in order; empty when one
   * is unknown or cannot be read.
   */
  static Optional<String> of(Collection<Optional<Path>> sources) {
    Set<Path> distinct = new LinkedHashSet<>();
    for (Optional<Path> s : sources) {
      if (s.isEmpty()) {
        return Optional.empty();
      }
      distinct.add(s.get());
    }
    MessageDigest sha = sha256();
    try {
      for (Path source : distinct) {
        if (Files.isDirectory(source)) {
          digestFolder(source, sha);
        } else if (Files.isRegularFile(source)) {
          digestFile(source, sha);
        } else {
          return Optional.empty();
        }
      }
    } catch (IOException | UncheckedIOException e) {
      return Optional.empty();
    }
    return Optional.of(HexFormat.of().formatHex(sha.digest()));
  }

  // Every file under the folder, in name order, each with its relative path.
  private static void digestFolder(Path folder, MessageDigest sha) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    for (Path f : files) {
      sha.update(folder.relativize(f).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      digestFile(f, sha);
    }
  }

  private static void digestFile(Path file, MessageDigest sha) throws IOException {
    byte[] buffer = new byte[64 * 1024];
    try (InputStream in = Files.newInputStream(file)) {
      int n;
      while ((n = in.read(buffer)) > 0) {
        sha.update(buffer, 0, n);
      }
    }
    sha.update((byte) 0);
  }

  private static Optional<Path> location(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Path.of(source.getLocation().toURI()));
    } catch (URISyntaxException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
