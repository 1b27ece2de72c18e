package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The code and the docs explain themselves: they never send a reader to a file outside the
 * repository (design notes, the maintainers' corpus or tools) nor to an issue number, which a
 * clone, a fork or a packaged source jar does not have. Decisions are written into the docs.
 */
class SelfContainedDocsTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static final Pattern OUTSIDE =
      Pattern.compile("(?i)\\b(?:DESIGN|STYLE)\\.md\\b|/work/(?:shared|corpus|tools|runs)\\b|\\bissues? #?\\d+\\b");

  // Build output, VCS data, and recorded third-party data (URLs that merely contain "/work/").
  private static final Set<String> SKIPPED_FOLDERS = Set.of("target", ".git", "node_modules", "bench-data");

  private static final Set<String> TEXT = Set.of("java", "md", "xml", "yaml", "yml", "sh", "groovy", "properties", "txt");

  @Test
  void noFileCitesAFileOutsideTheRepositoryOrAnIssueNumber() throws IOException {
    List<String> hits = new ArrayList<>();
    Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        return SKIPPED_FOLDERS.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        boolean script = file.getParent().endsWith(Path.of("src", "main", "sh")) || file.getParent().endsWith(Path.of("src", "build"));
        if (script || dot > 0 && TEXT.contains(name.substring(dot + 1))) {
          check(file, hits);
        }
        return FileVisitResult.CONTINUE;
      }
    });

    assertThat(hits).as("citations of files outside the repository or of issue numbers").isEmpty();
  }

  private static void check(Path file, List<String> hits) throws IOException {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (MalformedInputException e) {
      return; // not UTF-8 text: a test fixture
    }
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = OUTSIDE.matcher(lines[i]);
      if (m.find()) {
        hits.add(ROOT.relativize(file) + ":" + (i + 1) + ": " + m.group());
      }
    }
  }
}
