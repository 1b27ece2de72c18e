package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The figures the README quotes have one home each, and the README cannot drift from it: it once
 * said precision was measured on 14 repositories when the suite held 28, and called the Error
 * Prone overhead "not confirmed" while docs/performance.md said "met".
 */
final class DocumentedFiguresTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void theReadmesPerformanceLinesAreTheAtAGlanceSectionOfPerformanceMd() throws IOException {
    String readme = section(read("README.md"), "## Performance");
    String glance = section(read("docs/performance.md"), "## At a glance");

    assertThat(bullets(readme)).isNotEmpty().isEqualTo(bullets(glance));
  }

  @Test
  void theReadmeNamesAsManyCorpusRepositoriesAsTheSuiteHolds() throws IOException {
    long repositories =
        Files.readAllLines(ROOT.resolve("precision/repos.tsv"), StandardCharsets.UTF_8).stream()
            .filter(line -> !line.isBlank() && !line.startsWith("#"))
            .count();

    assertThat(section(read("README.md"), "## Precision"))
        .contains("Measured on " + repositories + " public repositories");
  }

  private static String read(String path) throws IOException {
    return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8).replace("\r\n", "\n");
  }

  // The text under `heading` up to the next heading of the same or a higher level.
  private static String section(String doc, String heading) {
    int at = doc.indexOf("\n" + heading + "\n");
    assertThat(at).as("a section " + heading).isNotNegative();
    int from = at + heading.length() + 2;
    int end = doc.indexOf("\n## ", from);
    return end < 0 ? doc.substring(from) : doc.substring(from, end);
  }

  // The bullet list of a section: from its first "- " line to the first line that continues no bullet.
  private static String bullets(String section) {
    StringBuilder out = new StringBuilder();
    boolean in = false;
    for (String line : section.split("\n", -1)) {
      if (line.startsWith("- ") || (in && line.startsWith("  "))) {
        in = true;
        out.append(line).append('\n');
      } else if (in) {
        break;
      }
    }
    return out.toString();
  }
}
