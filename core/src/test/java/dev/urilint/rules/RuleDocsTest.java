package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Code and docs cannot drift: every {@link RuleId} has {@code docs/rules/<id>.md}, every page has
 * its rule, and each page's header agrees with the catalog (title, severity, Error Prone name, RFC
 * section, summary) and explains every way to suppress the rule.
 */
class RuleDocsTest {

  private static final Path DOCS = findDocs();

  // Tests run in core/; the pages live in the repository's docs/rules.
  private static Path findDocs() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path docs = dir.resolve("docs").resolve("rules");
      if (Files.isDirectory(docs)) {
        return docs;
      }
    }
    throw new IllegalStateException("no docs/rules above " + Path.of("").toAbsolutePath());
  }

  private static List<String> page(RuleId id) throws IOException {
    return Files.readAllLines(DOCS.resolve(id.id() + ".md"), StandardCharsets.UTF_8);
  }

  @Test
  void everyPageHasItsRuleAndEveryRuleItsPage() throws IOException {
    Set<String> pages = new TreeSet<>();
    try (Stream<Path> files = Files.list(DOCS)) {
      files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".md")).forEach(pages::add);
    }
    Set<String> rules = new TreeSet<>();
    for (RuleId id : RuleId.values()) {
      rules.add(id.id() + ".md");
    }
    assertThat(pages).isEqualTo(rules);
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void theHeaderAgreesWithTheCatalog(RuleId id) throws IOException {
    List<String> lines = page(id);
    assertThat(lines.get(0)).isEqualTo("# " + id.id());
    assertThat(lines)
        .contains(
            "**Severity:** "
                + id.defaultSeverity().id()
                + " · **Error Prone check:** `"
                + id.checkName()
                + "` · **Enforces:** "
                + id.rfcSection(),
            "**Summary:** " + id.summary());
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void explainsWhatWhyExamplesFixAndSuppression(RuleId id) throws IOException {
    String text = String.join("\n", page(id));
    assertThat(text)
        .contains("## What", "## Why", "## Examples", "## Fix", "## Suppress")
        .contains("@SuppressWarnings(\"" + id.checkName() + "\")")
        .contains("@SuppressWarnings(\"urilint:" + id.id() + "\")")
        .contains("urilint:ignore " + id.id())
        .contains("baseline");
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void theSummaryIsOneLineWithoutTrailingPeriod(RuleId id) {
    String summary = id.summary();
    assertThat(summary).isNotBlank().doesNotEndWith(".").doesNotContain("\n");
    assertThat(id.docUrl()).endsWith("/docs/rules/" + id.id() + ".md");
  }
}
