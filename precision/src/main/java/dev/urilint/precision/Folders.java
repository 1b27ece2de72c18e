package dev.urilint.precision;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The work folders of the suites that write copies of the corpus (recall, fixes): a copy of a
 * checkout and its removal. A failure is a {@link SuiteException}.
 *
 * <pre>{@code
 * Folders.delete(work.resolve("okhttp"));
 * Folders.copy(corpus.resolve("okhttp"), work.resolve("okhttp"));
 * }</pre>
 */
final class Folders {

  private Folders() {}

  /** Copies {@code from} to {@code to}: the files with their permissions, links as links, without {@code .git}. */
  static void copy(Path from, Path to) {
    try {
      Files.walkFileTree(from, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
          if (!dir.equals(from) && dir.getFileName().toString().equals(".git")) {
            return FileVisitResult.SKIP_SUBTREE;
          }
          Files.createDirectories(to.resolve(from.relativize(dir).toString()));
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES,
              LinkOption.NOFOLLOW_LINKS);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new SuiteException("cannot copy " + from + " to " + to + ": " + e.getMessage(), e);
    }
  }

  /** Deletes {@code dir} and all below it; nothing when it does not exist. */
  static void delete(Path dir) {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (IOException e) {
      throw new SuiteException("cannot clear " + dir + ": " + e.getMessage(), e);
    }
  }
}
