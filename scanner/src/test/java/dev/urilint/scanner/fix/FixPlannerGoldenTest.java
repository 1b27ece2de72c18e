package dev.urilint.scanner.fix;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.read.ExactText;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden before/after files, one case per pair under {@code src/test/resources/fix/<case>/}: the
 * folder holds {@code before/<file>} and {@code after/<file>} with the file's real name (it picks
 * the format and the placeholder convention); a case whose name starts with {@code unsafe-} runs
 * with unsafe fixes. Each case is read the way the engine reads a file ({@link ExactText}, so a
 * BOM, CRLF and ISO-8859-1 count), fixed, compared byte for byte, and fixed again: a second run
 * changes nothing.
 */
final class FixPlannerGoldenTest {

  private static final Path ROOT = root();

  static Stream<String> cases() throws IOException {
    try (Stream<Path> dirs = Files.list(ROOT)) {
      return dirs.map(p -> p.getFileName().toString()).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void fixesToTheGoldenFileAndASecondRunChangesNothing(String name) throws IOException {
    Path before = single(ROOT.resolve(name).resolve("before"));
    Path after = ROOT.resolve(name).resolve("after").resolve(before.getFileName().toString());
    FixPlanner.Selection selection = name.startsWith("unsafe-") ? FixPlanner.Selection.ALL : FixPlanner.Selection.SAFE;
    FixPlanner planner = new FixPlanner(new Scanner().analyser(ScanRequest.of(before.getParent())));
    ExactText text = exact(before);
    String display = before.getFileName().toString();

    FixPlan plan = planner.plan(before, display, text.text(), selection, f -> true);

    assertThat(new String(text.encode(plan.fixed()), text.charset()))
        .as("%s: skipped %s, remaining %s", name, plan.skipped(), plan.remaining().stream().map(f -> f.rule().id() + "@" + f.line()).toList())
        .isEqualTo(new String(Files.readAllBytes(after), text.charset()));
    assertThat(text.encode(plan.fixed())).as(name).isEqualTo(Files.readAllBytes(after));
    FixPlan again = planner.plan(after, display, exact(after).text(), selection, f -> true);
    assertThat(again.changed()).as("%s fixed twice", name).isFalse();
  }

  private static ExactText exact(Path file) {
    ExactText.Read read = ExactText.read(file, ScanRequest.DEFAULT_MAX_FILE_SIZE);
    assertThat(read).isInstanceOf(ExactText.Read.Exact.class);
    return ((ExactText.Read.Exact) read).text();
  }

  private static Path single(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> all = files.toList();
      assertThat(all).hasSize(1);
      return all.get(0);
    }
  }

  private static Path root() {
    try {
      return Path.of(FixPlannerGoldenTest.class.getResource("/fix").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
