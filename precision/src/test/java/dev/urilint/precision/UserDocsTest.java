package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The user pages say what the tool does and how to use it, with today's figures; dated
 * measurement records live in docs/measurements/, one file each, indexed by its README. The
 * pages had grown into journals ("### Before: `main` at acea983", "... (2026-11-28, afternoon)")
 * a user had to read past, so a heading that dates itself, names a commit or opens a
 * before/after pair fails here, and the links that send a reader to a record or to a section
 * must lead somewhere.
 */
final class UserDocsTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path DOCS = ROOT.resolve("docs");
  private static final Path MEASUREMENTS = DOCS.resolve("measurements");

  private static final Pattern DATE = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}\\b");
  // A commit: 7 to 40 hex digits with at least one digit and one letter (so no plain number).
  private static final Pattern COMMIT =
      Pattern.compile("\\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\\b");
  private static final Pattern BEFORE_AFTER = Pattern.compile("^(Before|After|Now)\\b\\s*:");
  private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Before: `main` at acea983",
        "After: `main` at 11f0257",
        "Now: text gets only the security rules; a host and port where one is expected",
        "URLs inside Java text, identifiers and license links (2026-11-28)",
        "The day's changes together (2026-11-28, afternoon)",
        "Fuzzing record of 2026-11-28: every target",
        "Recall on 1bc27df against dbecb70",
      })
  void aHeadingThatDatesItselfOrNamesACommitIsAJournalsHeading(String heading) {
    assertThat(isJournalHeading(heading)).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Figures",
        "Two halves: tuning and held-out",
        "Linting ≤ 2× a parse",
        "One long key over many values",
        "Files: TOML and YAML up to the size limit",
        "SARIF 2.1.0 (`ReportFormat.SARIF`, `urilint.sarif`)",
        "Scanner: the JMH case",
        "Limits of 1000000 bytes",
      })
  void aHeadingThatNamesWhatTheToolDoesIsNot(String heading) {
    assertThat(isJournalHeading(heading)).isFalse();
  }

  @Test
  void noUserPageHasAJournalsHeading() {
    List<String> dated = new ArrayList<>();
    for (Path page : userPages()) {
      for (String heading : headings(read(page))) {
        if (isJournalHeading(heading)) {
          dated.add(ROOT.relativize(page) + ": " + heading);
        }
      }
    }

    assertThat(dated)
        .as("headings of a measurement record, which belongs in docs/measurements/")
        .isEmpty();
  }

  @Test
  void everyRelativeLinkOfTheDocsLeadsToAFileAndItsAnchorToAHeading() {
    List<String> broken = new ArrayList<>();
    for (Path page : allPages()) {
      for (String target : relativeLinks(read(page))) {
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path to = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(to)) {
          broken.add(ROOT.relativize(page) + ": " + target + " (no such file)");
        } else if (hash >= 0 && to.toString().endsWith(".md")
            && !anchors(read(to)).contains(target.substring(hash + 1))) {
          broken.add(ROOT.relativize(page) + ": " + target + " (no such heading)");
        }
      }
    }

    assertThat(broken).isEmpty();
  }

  @Test
  void everyMeasurementRecordIsListedInTheIndex() throws IOException {
    Path index = MEASUREMENTS.resolve("README.md");
    assertThat(index).as("the index of the measurement records").exists();
    List<String> listed = relativeLinks(read(index));
    try (Stream<Path> files = Files.list(MEASUREMENTS)) {
      List<String> records =
          files.map(p -> p.getFileName().toString()).filter(n -> !n.equals("README.md")).toList();

      assertThat(records)
          .isNotEmpty()
          .allMatch(n -> n.matches("\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+\\.md"));
      assertThat(listed).containsAll(records);
    }
  }

  private static boolean isJournalHeading(String heading) {
    return DATE.matcher(heading).find()
        || COMMIT.matcher(heading).find()
        || BEFORE_AFTER.matcher(heading).find();
  }

  // docs/*.md, docs/rules/*.md and the README: every page but the records themselves.
  private static List<Path> userPages() {
    return allPages().stream().filter(p -> !p.startsWith(MEASUREMENTS)).toList();
  }

  private static List<Path> allPages() {
    try (Stream<Path> walk = Files.walk(DOCS)) {
      List<Path> pages =
          new ArrayList<>(walk.filter(p -> p.toString().endsWith(".md")).sorted().toList());
      pages.add(ROOT.resolve("README.md"));
      return pages;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // The lines of a page outside fenced code blocks, where a '#' starts a shell comment.
  private static List<String> prose(String doc) {
    List<String> lines = new ArrayList<>();
    boolean fenced = false;
    for (String line : doc.split("\n", -1)) {
      if (line.startsWith("```")) {
        fenced = !fenced;
      } else if (!fenced) {
        lines.add(line);
      }
    }
    return lines;
  }

  private static List<String> headings(String doc) {
    List<String> headings = new ArrayList<>();
    for (String line : prose(doc)) {
      Matcher m = HEADING.matcher(line);
      if (m.matches()) {
        headings.add(m.group(1).strip());
      }
    }
    return headings;
  }

  // GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, "-1" on a repeat.
  private static List<String> anchors(String doc) {
    List<String> anchors = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String heading : headings(doc)) {
      String slug =
          heading
              .toLowerCase(Locale.ROOT)
              .replaceAll("(?U)[^\\w\\- ]", "")
              .replace(' ', '-');
      int n = seen.merge(slug, 1, Integer::sum) - 1;
      anchors.add(n == 0 ? slug : slug + "-" + n);
    }
    return anchors;
  }

  private static List<String> relativeLinks(String doc) {
    List<String> links = new ArrayList<>();
    for (String line : prose(doc)) {
      Matcher m = LINK.matcher(line);
      while (m.find()) {
        if (!SCHEME.matcher(m.group(1)).find()) {
          links.add(m.group(1));
        }
      }
    }
    return links;
  }

  private static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8).replace("\r\n", "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
