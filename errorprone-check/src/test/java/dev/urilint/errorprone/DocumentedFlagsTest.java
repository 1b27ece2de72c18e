package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * docs/errorprone.md's flags table names every {@code -XepOpt:UriLint:} flag the check reads, and
 * nothing else, with each former name beside the name that replaced it. A flag added to {@link
 * UriLintFlags} fails this test until it is documented; a documented flag the check does not read
 * would be a promise the build rejects as unknown.
 */
final class DocumentedFlagsTest {

  private static final Path DOC = Path.of("..").toAbsolutePath().normalize().resolve("docs/errorprone.md");

  @Test
  void theFlagsTableListsEveryFlagAndNoOther() throws IOException {
    assertThat(documented(0)).isEqualTo(new TreeSet<>(UriLintFlags.NAMES));
  }

  @Test
  void eachFormerNameIsDocumentedBesideItsNewName() throws IOException {
    Set<String> former = new TreeSet<>();
    for (String row : rows()) {
      String[] names = backticked(row.substring(1, row.indexOf('|', 1)));
      if (names.length > 1) {
        assertThat(UriLintFlags.FORMER_NAMES).containsEntry(names[1], names[0]);
        former.add(names[1]);
      }
    }
    assertThat(former).isEqualTo(UriLintFlags.FORMER_NAMES.keySet());
  }

  // The n-th backticked name of the first column of each row.
  private static Set<String> documented(int n) throws IOException {
    Set<String> names = new TreeSet<>();
    for (String row : rows()) {
      names.add(backticked(row.substring(1, row.indexOf('|', 1)))[n]);
    }
    return names;
  }

  // The body rows of the table that follows "All flags live under".
  private static List<String> rows() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    int at = doc.indexOf("All flags live under `-XepOpt:UriLint:`");
    assertThat(at).as("docs/errorprone.md introduces the flags table").isNotNegative();
    List<String> rows = new ArrayList<>();
    boolean inTable = false;
    for (String line : doc.substring(at).split("\n", -1)) {
      if (line.startsWith("|")) {
        inTable = true;
        rows.add(line);
      } else if (inTable) {
        break;
      }
    }
    assertThat(rows).as("the flags table has a header, a rule and rows").hasSizeGreaterThan(2);
    return rows.subList(2, rows.size());
  }

  private static String[] backticked(String cell) {
    List<String> out = new ArrayList<>();
    int i = cell.indexOf('`');
    while (i >= 0) {
      int j = cell.indexOf('`', i + 1);
      if (j < 0) {
        break;
      }
      out.add(cell.substring(i + 1, j));
      i = cell.indexOf('`', j + 1);
    }
    return out.toArray(String[]::new);
  }
}
