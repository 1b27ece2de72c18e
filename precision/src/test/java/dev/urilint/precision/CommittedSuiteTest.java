package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed corpus list and expectations read without error (every rule id real, every
 * verdict TP, DEB or FP, every row with a reason), and each repository has exactly one
 * expectation file. CI cannot reach the repositories, so this is what it can check of them.
 */
class CommittedSuiteTest {

  private static final Path SUITE = Path.of(".");

  @Test
  void everyRepositoryHasOneExpectationFileAndEveryFileARepository() throws IOException {
    Set<String> names = CorpusRepo.readAll(SUITE.resolve("repos.tsv")).stream()
        .map(CorpusRepo::name).collect(Collectors.toCollection(TreeSet::new));
    Set<String> files;
    try (Stream<Path> s = Files.list(SUITE.resolve("expected"))) {
      files = s.map(p -> p.getFileName().toString().replaceFirst("\\.tsv$", "")).collect(Collectors.toCollection(TreeSet::new));
    }

    assertThat(names).hasSizeGreaterThanOrEqualTo(8);
    assertThat(files).isEqualTo(names);
  }

  @Test
  void everyExpectationRowParsesAndTheFileStartsWithTheHeader() throws IOException {
    int rows = 0;
    for (CorpusRepo repo : CorpusRepo.readAll(SUITE.resolve("repos.tsv"))) {
      Path file = SUITE.resolve("expected").resolve(repo.name() + ".tsv");
      List<String> lines = Files.readAllLines(file);
      assertThat(lines).as(file.toString()).contains(ExpectationFile.HEADER);
      rows += ExpectationFile.read(file).size();
    }
    assertThat(rows).isPositive();
  }
}
